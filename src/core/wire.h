// The wire vocabulary of every protocol, defined once and shared by the bot (src/protocol) and the
// judge (judge/): Botzone's keep-running marker and JSON keys, and the words of the contest text
// protocols (docs/protocols.md sections 3, 5 and 8). The letter tables themselves (which letter is
// which row or column in each dialect) live with the other coordinate conversions in coords.h.
#pragma once

namespace c6 {
namespace wire {

// ---- Botzone (sections 3 to 5) ----
// Printed by a bot on its own line after its answer: "keep me running, send the next request".
constexpr char kKeepRunningMarker[] = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<";
// Appended to requests by Botzone's local emulator; a bot ignores the line.
constexpr char kControllerInputEnd[] = ">>>BOTZONE_CONTROLLER_INPUT_END<<<";
// The four integers of one turn: first stone (x0, y0), second stone (x1, y1); -1 = no stone.
constexpr const char* kMoveKeys[4] = {"x0", "y0", "x1", "y1"};
// Request keys.
constexpr char kRequests[] = "requests";
constexpr char kResponses[] = "responses";
constexpr char kData[] = "data";
constexpr char kGlobalData[] = "globaldata";
constexpr char kTimeLimit[] = "time_limit";
constexpr char kMemoryLimit[] = "memory_limit";
// Answer keys (data and globaldata as above).
constexpr char kResponse[] = "response";
constexpr char kDebug[] = "debug";

// ---- Contest text protocols (section 8) ----
constexpr char kCcgcNameQuery[] = "name?";     // CCGC asks "name?"
constexpr char kCloudictNameQuery[] = "name";  // Cloudict asks "name"
constexpr char kNameReply[] = "name";          // both answer "name <text>"
constexpr char kMove[] = "move";               // "move XXYY" both ways
constexpr char kNewBlack[] = "new black";
constexpr char kNewWhite[] = "new white";
constexpr char kCcgcEnd[] = "end";
constexpr char kCcgcQuit[] = "quit";
constexpr char kCcgcQuitReply[] = "Quit!";
// Cloudict only: place a stone of either colour, then search for the side to move.
constexpr char kCloudictBlack[] = "black";
constexpr char kCloudictWhite[] = "white";
constexpr char kCloudictNext[] = "next";
constexpr char kCloudictDepth[] = "depth";
constexpr char kCloudictExit[] = "exit";
// CCGC's "no second stone" half of a move token.
constexpr char kCcgcNoStone[] = "@@";

}  // namespace wire
}  // namespace c6

// The wire vocabulary of every protocol, defined once and shared by the bot (src/protocol) and the
// judge (judge/): Botzone's keep-running marker and JSON keys, and the words of the contest text
// protocols (docs/protocols.md sections 3, 5 and 8). The letter tables themselves (which letter is
// which row or column in each dialect) live with the other coordinate conversions in coords.h.
#pragma once

namespace c6 {
namespace wire {

// ---- Botzone (sections 3 to 5) ----
// Printed by a bot on its own line after its answer: "keep me running, send the next request".
inline constexpr char kKeepRunningMarker[] = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<";
// Appended to requests by Botzone's local emulator; a bot ignores the line.
inline constexpr char kControllerInputEnd[] = ">>>BOTZONE_CONTROLLER_INPUT_END<<<";
// The four integers of one turn: first stone (x0, y0), second stone (x1, y1); -1 = no stone.
inline constexpr const char* kMoveKeys[4] = {"x0", "y0", "x1", "y1"};
// Request keys.
inline constexpr char kRequests[] = "requests";
inline constexpr char kResponses[] = "responses";
inline constexpr char kData[] = "data";
inline constexpr char kGlobalData[] = "globaldata";
inline constexpr char kTimeLimit[] = "time_limit";
inline constexpr char kMemoryLimit[] = "memory_limit";
// Answer keys (data and globaldata as above).
inline constexpr char kResponse[] = "response";
inline constexpr char kDebug[] = "debug";

// ---- Contest text protocols (section 8) ----
inline constexpr char kCcgcNameQuery[] = "name?";     // CCGC asks "name?"
inline constexpr char kCloudictNameQuery[] = "name";  // Cloudict asks "name"
inline constexpr char kNameReply[] = "name";          // both answer "name <text>"
inline constexpr char kMove[] = "move";               // "move XXYY" both ways
inline constexpr char kNewBlack[] = "new black";
inline constexpr char kNewWhite[] = "new white";
inline constexpr char kCcgcEnd[] = "end";
inline constexpr char kCcgcQuit[] = "quit";
inline constexpr char kCcgcQuitReply[] = "Quit!";
// Cloudict only: place a stone of either colour, then search for the side to move.
inline constexpr char kCloudictBlack[] = "black";
inline constexpr char kCloudictWhite[] = "white";
inline constexpr char kCloudictNext[] = "next";
inline constexpr char kCloudictDepth[] = "depth";
inline constexpr char kCloudictExit[] = "exit";
// CCGC's "no second stone" half of a move token.
inline constexpr char kCcgcNoStone[] = "@@";

}  // namespace wire
}  // namespace c6

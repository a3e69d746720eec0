// Verdicts of the judge (docs/rules-and-verdicts.md) and their stable names in logs and output.
#pragma once

#include <cstring>
#include <string>

namespace c6 {
namespace judge {

enum class Verdict {
  kNone,  // no verdict yet (the turn was fine)
  kWinSix,
  kDrawFull,
  kTimeout,
  kStall,
  kCrash,
  kIllegalMove,
  kBadOutput,
  kMemLimit,
  kOutputLimit,
  kInterrupt,
  kAdjudicated,
};

constexpr int kVerdictCount = 12;

inline const char* verdict_name(Verdict v) {
  switch (v) {
    case Verdict::kNone:
      return "NONE";
    case Verdict::kWinSix:
      return "WIN_SIX";
    case Verdict::kDrawFull:
      return "DRAW_FULL";
    case Verdict::kTimeout:
      return "TIMEOUT";
    case Verdict::kStall:
      return "STALL";
    case Verdict::kCrash:
      return "CRASH";
    case Verdict::kIllegalMove:
      return "ILLEGAL_MOVE";
    case Verdict::kBadOutput:
      return "BAD_OUTPUT";
    case Verdict::kMemLimit:
      return "MEM_LIMIT";
    case Verdict::kOutputLimit:
      return "OUTPUT_LIMIT";
    case Verdict::kInterrupt:
      return "INTERRUPT";
    case Verdict::kAdjudicated:
      return "ADJUDICATED";
  }
  return "NONE";
}

inline Verdict verdict_from_name(const std::string& s) {
  for (int i = 0; i < kVerdictCount; ++i) {
    const Verdict v = static_cast<Verdict>(i);
    if (s == verdict_name(v)) return v;
  }
  return Verdict::kNone;
}

// True for verdicts that end a game by one side's fault (the other side wins).
inline bool is_fault(Verdict v) {
  return v != Verdict::kNone && v != Verdict::kWinSix && v != Verdict::kDrawFull &&
         v != Verdict::kInterrupt && v != Verdict::kAdjudicated;
}

}  // namespace judge
}  // namespace c6

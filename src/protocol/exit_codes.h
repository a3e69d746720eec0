// Process exit codes of c6bot, one meaning each. Documented in `c6bot --help` and README.
#pragma once

namespace c6 {

enum ExitCode : int {
  kExitOk = 0,        // answered (possibly with a warning on stderr), or session ended normally
  kExitInternal = 1,  // unexpected internal failure (a bug)
  kExitUsage = 2,     // bad command line
  kExitBadInput = 3,  // input not understood: syntax, types, missing fields, unknown protocol
  kExitIllegalHistory = 4,  // impossible history: a turn after the game was decided (illegal
                            // turns are repaired and answered instead, see replay_botzone)
  kExitTooLarge = 5,        // input exceeds the size cap (16 MB)
  kExitNoMove = 6,          // the game is already over (six made or board full): nothing to play
};

}  // namespace c6

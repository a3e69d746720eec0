// The run header that every log of a run starts with, so `c6judge merge` can prove that shard logs
// belong to one run, and the shard spec it records (which games shard K of N plays: match/shard.h
// makes a header from a run's configuration).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bots/bot_spec.h"

namespace c6 {
namespace judge {

// Shard k of n (1-based). Invariant: 1 <= k <= n. {1, 1} is the whole run.
struct ShardSpec {
  int k = 1;
  int n = 1;
  bool whole() const { return n == 1; }
};

// "K/N" with 1 <= K <= N <= 10000. False + *err otherwise.
bool parse_shard(const std::string& text, ShardSpec* out, std::string* err);
// Shard K takes the colour-swapped game pairs p = index / 2 with p mod N == K - 1, so both games of
// a pair (same opening, same pairing) are always played, and counted, by the same shard.
inline bool in_shard(const ShardSpec& s, int game_index) {
  return (game_index / 2) % s.n == s.k - 1;
}

// The identity of a run as the log header records it. `run` is canonical JSON of everything that
// must be equal for two logs to be parts of one run: mode, bots (name, protocol, SHA-256 of the
// executable, arguments, per-bot keys), board size, seed, openings (count and SHA-256), symmetry,
// turn cap, limits and SPRT. Games per pairing and the shard are kept apart: --resume may extend
// --games, and shards differ only in their shard.
struct RunHeader {
  std::string run;
  int games = 0;  // per pairing, as played (even)
  ShardSpec shard;
  // The decoded fields of `run` that statistics need (merge rebuilds a RunConfig from them).
  std::string mode;
  std::vector<BotSpec> bots;  // name, proto, sha256, cmd (as given on the shard's machine)
  int size = 15;
  uint64_t seed = 1;
  int openings = 0;
  Limits limits;
  bool sprt = false;
  double elo0 = 0, elo1 = 0, alpha = 0, beta = 0;
};

std::string run_header_to_json(const RunHeader& h);
// True if the line is a run header (whatever its validity); used by log readers to skip it.
bool is_run_header_line(const std::string& line);
bool run_header_from_json(const std::string& line, RunHeader* out, std::string* err);
// The last run header in a log file. False if there is none (or the file cannot be read).
bool read_run_header(const std::string& path, RunHeader* out, std::string* err);
// The same in a log's text already read (path names it in the message).
bool run_header_from_text(const std::string& text, const std::string& path, RunHeader* out,
                          std::string* err);
// The first top-level key whose value differs between two `run` strings ("" if equal), for
// messages that say why two logs are not one run.
std::string first_difference(const std::string& run_a, const std::string& run_b);

}  // namespace judge
}  // namespace c6

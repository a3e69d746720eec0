// Sharding: --shard parsing, every game in exactly one shard with colour-swapped pairs together,
// the run header round trip and what makes two headers different runs.
#include <catch2/catch.hpp>

#include "match/runner.h"
#include "match/scheduler.h"
#include "match/shard.h"

using namespace c6;
using namespace c6::judge;

namespace {

RunConfig three_bots() {
  RunConfig cfg;
  cfg.mode = RunMode::kRoundRobin;
  for (int i = 0; i < 3; ++i) {
    BotSpec b;
    b.name = "b" + std::to_string(i);
    b.cmd = "/opt/bots/c6bot --seed " + std::to_string(i);
    b.sha256 = std::string(64, static_cast<char>('a' + i));
    cfg.bots.push_back(b);
  }
  cfg.games = 4;
  cfg.seed = 18446744073709551615ULL;  // 64-bit seeds survive the header (a string)
  cfg.openings.resize(3);
  cfg.openings[1].name = "x";
  cfg.limits.turn_ms = 300;
  cfg.limits.first_ms = 600;
  return cfg;
}

}  // namespace

TEST_CASE("shard: parse K/N") {
  ShardSpec s;
  std::string err;
  REQUIRE(parse_shard("3/4", &s, &err));
  CHECK(s.k == 3);
  CHECK(s.n == 4);
  CHECK_FALSE(s.whole());
  for (const char* bad : {"0/4", "5/4", "4", "/4", "1/", "a/4", "1/0", "1/4x", "-1/4", "1/10001"}) {
    INFO(bad);
    CHECK_FALSE(parse_shard(bad, &s, &err));
    CHECK(err.find("K/N") != std::string::npos);
  }
}

TEST_CASE("shard: every game in one shard, colour-swapped pairs together") {
  for (int n = 1; n <= 7; ++n) {
    std::vector<int> owner(90, 0);
    for (int k = 1; k <= n; ++k) {
      for (int i = 0; i < 90; ++i) owner[i] += in_shard(ShardSpec{k, n}, i) ? k : 0;
    }
    for (int i = 0; i < 90; ++i) {
      CHECK(owner[i] >= 1);  // exactly one shard: the sum of owners is one k in 1..n
      CHECK(owner[i] <= n);
      int count = 0;
      for (int k = 1; k <= n; ++k) count += in_shard(ShardSpec{k, n}, i);
      CHECK(count == 1);
      if (i % 2 == 1) CHECK(owner[i] == owner[i - 1]);
    }
  }
}

TEST_CASE("shard: run header round trip and identity") {
  RunConfig cfg = three_bots();
  cfg.shard = ShardSpec{2, 5};
  const RunHeader h = make_run_header(cfg);
  const std::string line = run_header_to_json(h);
  CHECK(is_run_header_line(line));
  LoggedGame g;
  std::string err;
  CHECK_FALSE(game_from_json(line, &g, &err));  // never mistaken for a game
  RunHeader back;
  REQUIRE(run_header_from_json(line, &back, &err));
  CHECK(back.run == h.run);
  CHECK(back.games == games_per_pairing(cfg));
  CHECK(back.shard.k == 2);
  CHECK(back.shard.n == 5);
  CHECK(back.mode == "round_robin");
  CHECK(back.seed == cfg.seed);
  CHECK(back.openings == 3);
  CHECK(back.limits.turn_ms == 300);
  REQUIRE(back.bots.size() == 3);
  CHECK(back.bots[2].name == "b2");
  CHECK(back.bots[2].sha256 == cfg.bots[2].sha256);
  CHECK(back.bots[2].cmd == cfg.bots[2].cmd);

  // The executable's path may differ between machines; its hash and arguments may not.
  RunConfig moved = three_bots();
  moved.bots[0].cmd = "/scratch/x/c6bot --seed 0";
  CHECK(first_difference(h.run, make_run_header(moved).run).empty());
  RunConfig other_args = three_bots();
  other_args.bots[0].cmd = "/opt/bots/c6bot --seed 9";
  CHECK(first_difference(h.run, make_run_header(other_args).run) == "bots");
  RunConfig other_bin = three_bots();
  other_bin.bots[1].sha256 = std::string(64, 'f');
  CHECK(first_difference(h.run, make_run_header(other_bin).run) == "bots");
  RunConfig other_seed = three_bots();
  other_seed.seed = 2;
  CHECK(first_difference(h.run, make_run_header(other_seed).run) == "seed");
  RunConfig other_openings = three_bots();
  other_openings.openings[1].name = "y";
  CHECK(first_difference(h.run, make_run_header(other_openings).run) == "openings_sha256");
  RunConfig other_limits = three_bots();
  other_limits.limits.margin_ms = 7;
  CHECK(first_difference(h.run, make_run_header(other_limits).run) == "limits");
  // A key written only when on is named whichever header holds it.
  RunConfig dead = three_bots();
  dead.adjudicate_dead = true;
  CHECK(h.run.find("adjudicate_dead") == std::string::npos);
  CHECK(first_difference(make_run_header(dead).run, h.run) == "adjudicate_dead");
  CHECK(first_difference(h.run, make_run_header(dead).run) == "adjudicate_dead");

  CHECK_FALSE(run_header_from_json("{\"c6judge_run\":1}", &back, &err));
  // An SPRT bound out of double range (RapidJSON reads it as infinity) makes the header malformed.
  const size_t at = line.find("\"elo0\":");
  REQUIRE(at != std::string::npos);
  std::string inf_line = line;
  inf_line.insert(at + 7, "51e308,\"was_elo0\":");
  CHECK_FALSE(run_header_from_json(inf_line, &back, &err));
  CHECK_FALSE(run_header_from_json("{\"c6judge_run\":1,\"shard\":[5,4],\"games\":2,\"run\":{}}",
                                   &back, &err));
}

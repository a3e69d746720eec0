#include "match/scheduler.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>

namespace c6 {
namespace judge {

namespace {

std::string safe_name(const std::string& s) {
  std::string r;
  for (char c : s) r += std::isalnum(static_cast<unsigned char>(c)) || c == '-' ? c : '_';
  return r;
}

}  // namespace

bool file_nonempty(const std::string& p) {
  struct stat st;
  return stat(p.c_str(), &st) == 0 && st.st_size > 0;
}

Scheduler::Scheduler(const RunConfig& cfg, int pairings, std::vector<char> done, ResultBook* book,
                     LogWriter* log, FILE* out, const std::atomic<bool>* stop)
    : cfg_(cfg),
      pairings_(pairings),
      total_(games_per_pairing(cfg) * pairings),
      done_(std::move(done)),
      book_(book),
      log_(log),
      out_(out),
      stop_(stop),
      globaldata_(cfg.bots.size()),
      t_start_(now_us()) {
  if (cfg_.sprt.enabled && cfg_.mode == RunMode::kMatch) {
    book_->results().sprt_decision = sprt_decision(book_->results().tallies[0], cfg_.sprt);
    halt_ = book_->results().sprt_decision != 0;
  }
  if (!cfg_.log_path.empty()) live_.reset(new LiveBoard(cfg_.log_path));
  for (int i = 0; i < total_; ++i) {
    if (!in_shard(cfg_.shard, i)) done_[i] = 1;  // another shard's game (--shard, shard.h)
    remaining_ += done_[i] ? 0 : 1;
  }
}

bool Scheduler::next(ScheduledGame* s, GameSetup* setup, std::string* opening_name) {
  std::lock_guard<std::mutex> lock(mu_);
  while (next_ < total_ && done_[next_]) ++next_;
  if (halt_ || next_ >= total_ || (stop_ && stop_->load())) return false;
  *s = schedule_game(cfg_, pairings_, next_++);
  setup->globaldata_black = globaldata_[s->black];
  setup->globaldata_white = globaldata_[s->white];
  setup->size = cfg_.size;
  opening_name->clear();
  if (s->opening >= 0) {
    std::string err;
    opening_turns(cfg_.openings[s->opening], cfg_.size, s->symmetry, &setup->opening, &err);
    *opening_name = cfg_.openings[s->opening].name;
  }
  setup->black = cfg_.bots[s->black];
  setup->white = cfg_.bots[s->white];
  setup->limits = cfg_.limits;
  setup->stop = stop_;
  setup->max_turns = cfg_.max_turns;
  setup->adjudicate_dead = cfg_.adjudicate_dead;
  setup->on_turn = nullptr;
  if (live_) {
    LiveBoard* live = live_.get();
    const int index = s->index;
    live->begin(index, setup->black.name, setup->white.name);
    setup->on_turn = [live, index](const GameRecord& r) { live->turn(index, r); };
  }
  if (!cfg_.stderr_dir.empty()) {
    char path[64];
    std::snprintf(path, sizeof path, "/g%05d-black-", s->index + 1);
    setup->stderr_black = cfg_.stderr_dir + path + safe_name(setup->black.name) + ".log";
    std::snprintf(path, sizeof path, "/g%05d-white-", s->index + 1);
    setup->stderr_white = cfg_.stderr_dir + path + safe_name(setup->white.name) + ".log";
  }
  if (!cfg_.quiet) {
    const std::string& on = *opening_name;
    std::fprintf(out_, "Started game %d of %d (%s vs %s)%s%s\n", s->index + 1, total_,
                 cfg_.bots[s->black].name.c_str(), cfg_.bots[s->white].name.c_str(),
                 on.empty() ? "" : " opening ",
                 on.empty() ? "" : (on + " sym " + std::to_string(s->symmetry)).c_str());
    std::fflush(out_);
  }
  return true;
}

LoggedGame play_scheduled_game(const ScheduledGame& s, const GameSetup& setup,
                               const std::string& opening_name) {
  LoggedGame g;
  g.rec = play_game(setup);
  g.rec.opening_name = opening_name;
  g.rec.symmetry = s.symmetry;
  g.index = s.index;
  g.pairing = s.pairing;
  g.round = s.round;
  g.seed = s.seed;
  g.black = setup.black;
  g.white = setup.white;
  g.finished_at = utc_now_iso();
  for (const std::string& p : {setup.stderr_black, setup.stderr_white}) {
    if (!p.empty() && !file_nonempty(p)) unlink(p.c_str());
  }
  return g;
}

void Scheduler::finish(const ScheduledGame& s, const LoggedGame& g) {
  std::lock_guard<std::mutex> lock(mu_);
  if (live_) live_->end(s.index);
  globaldata_[s.black] = g.rec.globaldata_black;
  globaldata_[s.white] = g.rec.globaldata_white;
  if (g.rec.verdict == Verdict::kInterrupt && !(stop_ && stop_->load())) {
    // Not the operator: the judge itself failed to start a bot (its files, pipes, fork).
    if (fatal_.empty()) fatal_ = g.rec.detail + " (game " + std::to_string(s.index + 1) + ")";
    halt_ = true;
    return;
  }
  if (g.rec.verdict == Verdict::kInterrupt) {
    if (!cfg_.quiet) {
      std::fprintf(out_, "Interrupted game %d (%s vs %s): not recorded\n", s.index + 1,
                   g.black.name.c_str(), g.white.name.c_str());
    }
    return;
  }
  if (!cfg_.log_path.empty() && !log_->append(game_to_json(g))) {
    if (fatal_.empty()) fatal_ = log_->error() + " (game " + std::to_string(s.index + 1) + ")";
    halt_ = true;
    return;
  }
  book_->add(g, s.black, s.white);
  ++finished_now_;
  if (!cfg_.quiet) print_finished(g);
  update_sprt();
  if (!cfg_.quiet && cfg_.report_every > 0 && finished_now_ % cfg_.report_every == 0 &&
      finished_now_ < remaining_) {
    print_progress();
  }
  std::fflush(out_);
}

void Scheduler::print_finished(const LoggedGame& g) const {
  std::string why = verdict_name(g.rec.verdict);
  if (!g.rec.detail.empty() && g.rec.detail != g.rec.reason) {
    why += ": " + g.rec.detail;
  } else if (!g.rec.reason.empty()) {
    why += ": " + g.rec.reason;
  }
  if (g.rec.culprit != kEmpty) {
    why += std::string(" by ") + (g.rec.culprit == kBlack ? g.black.name : g.white.name);
  }
  std::fprintf(out_, "Finished game %d (%s vs %s): %s {%s} %zu turns\n", g.index + 1,
               g.black.name.c_str(), g.white.name.c_str(), result_string(g.rec).c_str(),
               why.c_str(),
               g.rec.opening.size() + g.rec.turns.size() + (g.rec.has_bad_move ? 1 : 0));
}

void Scheduler::update_sprt() {
  if (!cfg_.sprt.enabled || cfg_.mode != RunMode::kMatch) return;
  RunResults& r = book_->results();
  r.sprt_llr = sprt_llr(r.tallies[0], cfg_.sprt.elo0, cfg_.sprt.elo1);
  r.sprt_decision = sprt_decision(r.tallies[0], cfg_.sprt);
  if (r.sprt_decision != 0 && !halt_) {
    halt_ = true;
    if (!cfg_.quiet) {
      std::fprintf(out_, "SPRT: %s accepted (LLR %.2f); finishing games in progress\n",
                   r.sprt_decision > 0 ? "H1" : "H0", r.sprt_llr);
    }
  }
}

void Scheduler::print_progress() const {
  const double el = (now_us() - t_start_) / 1e6;
  const double eta = el / finished_now_ * (remaining_ - finished_now_);
  std::fprintf(out_, "%s", rating_block(cfg_, book_->results()).c_str());
  std::fprintf(out_, "  %d of %d games done, %.0f s elapsed, ETA %.0f s\n",
               book_->results().finished, total_, el, eta);
}

}  // namespace judge
}  // namespace c6

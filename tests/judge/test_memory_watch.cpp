// MemoryWatch, the memory decision of ChildProcess, driven by a clock the test controls: when a
// sample is due, when the tree must be killed (once), and what the peak reports.
#include <catch2/catch.hpp>

#include "process/memory_watch.h"

namespace c6 {
namespace judge {
namespace {

constexpr int64_t kPollUs = kMemoryPollMs * 1000;
constexpr uint64_t kMb = 1 << 20;

TEST_CASE("MemoryWatch: a sample falls due one poll period after start and after each sample") {
  MemoryWatch w;
  w.start(MemoryMode::kRss, 256 * kMb, 1000);
  CHECK_FALSE(w.sample_due(1000));
  CHECK(w.until_sample(1000) == kPollUs);
  CHECK_FALSE(w.sample_due(1000 + kPollUs - 1));
  CHECK(w.sample_due(1000 + kPollUs));
  CHECK(w.until_sample(1000 + kPollUs + 5) == 0);
  CHECK_FALSE(w.record(10 * kMb, 5000 + kPollUs));
  CHECK_FALSE(w.sample_due(5000 + 2 * kPollUs - 1));
  CHECK(w.sample_due(5000 + 2 * kPollUs));
}

TEST_CASE("MemoryWatch: in kRss mode the first sample over the limit kills, once") {
  MemoryWatch w;
  w.start(MemoryMode::kRss, 100 * kMb, 0);
  CHECK_FALSE(w.record(100 * kMb, 1));  // at the limit is not over it
  CHECK_FALSE(w.exceeded());
  CHECK(w.record(100 * kMb + 1, 2));
  CHECK(w.exceeded());
  CHECK_FALSE(w.record(300 * kMb, 3));  // already killed: not again
  CHECK(w.exceeded());
  CHECK(w.peak() == 300 * kMb);
}

TEST_CASE("MemoryWatch: other modes and no limit only record the peak") {
  for (MemoryMode m : {MemoryMode::kCgroup, MemoryMode::kAs}) {
    MemoryWatch w;
    w.start(m, 100 * kMb, 0);
    CHECK_FALSE(w.record(500 * kMb, 1));
    CHECK_FALSE(w.exceeded());
    CHECK(w.peak() == 500 * kMb);
  }
  MemoryWatch unlimited;
  unlimited.start(MemoryMode::kRss, 0, 0);
  CHECK_FALSE(unlimited.record(4096 * kMb, 1));
  CHECK_FALSE(unlimited.exceeded());
}

TEST_CASE("MemoryWatch: the peak never drops and start() forgets the last tree") {
  MemoryWatch w;
  w.start(MemoryMode::kCgroup, 64 * kMb, 0);
  w.record(40 * kMb, 1);
  w.record(20 * kMb, 2);
  CHECK(w.peak() == 40 * kMb);
  w.note_kernel_oom();
  CHECK(w.exceeded());
  CHECK(w.mode() == MemoryMode::kCgroup);
  w.start(MemoryMode::kRss, 32 * kMb, 10);
  CHECK_FALSE(w.exceeded());
  CHECK(w.peak() == 0);
  CHECK(w.mode() == MemoryMode::kRss);
  CHECK(w.limit() == 32 * kMb);
}

}  // namespace
}  // namespace judge
}  // namespace c6

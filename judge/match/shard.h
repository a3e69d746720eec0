// Sharding a run over several machines. Any runner with a deterministic schedule (match,
// tournament, contest round robin) shards the same way: set RunConfig::shard (parse_shard, in
// records/run_header.h) and the Scheduler skips every game for which in_shard() is false; the run
// header made here goes into the log first. Games keep the numbers of the unsharded run, so logs
// of all shards merge into exactly the unsharded result.
#pragma once

#include "records/run_header.h"

namespace c6 {
namespace judge {

struct RunConfig;

// The header of a run: canonical JSON of everything that must be equal for two logs to be parts
// of one run (RunHeader says which fields).
RunHeader make_run_header(const RunConfig& cfg);

}  // namespace judge
}  // namespace c6

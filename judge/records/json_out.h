// Pieces of JSON that more than one output of the judge writes: written once here, so the outputs
// that carry them stay identical to each other (the run summary and the shard header compare
// their limits; the HTML page and `c6judge serve` describe a game by the same fields, with
// write_game_players in replay.h).
#pragma once

#include "bots/bot_spec.h"
#include "core/types.h"
#include "rapidjson/stringbuffer.h"
#include "rapidjson/writer.h"

namespace c6 {
namespace judge {

using JsonWriter = rapidjson::Writer<rapidjson::StringBuffer>;

// Which limits a "limits" object holds. The run summary has always carried only the per-turn time
// and memory limits; a shard header carries every limit that changes a game (output cap, game
// clock), so that shards of runs with other limits refuse to merge.
enum class LimitsFields { kPerTurn, kAll };

// The object {"turn_ms": ..., "first_ms": ..., "margin_ms": ..., "grace_ms": ..., "memory_mb": ...
// [, "output_cap": ..., "clock_base_ms": ..., "clock_inc_ms": ...]}, keys in that order.
void write_limits(JsonWriter* w, const Limits& l, LimitsFields fields);

// A number as JSON can hold it: infinity and NaN (an Elo of a 100% score, an empty interval) are
// written as 0.
void write_finite(JsonWriter* w, double x);

// The stones of a move as a flat list of numbers x0, y0[, x1, y1], inside an array the caller
// opened.
void write_stones(JsonWriter* w, const Move& m);

}  // namespace judge
}  // namespace c6

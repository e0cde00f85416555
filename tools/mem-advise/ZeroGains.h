//===- ZeroGains.h - what a ZeRO rung shards, per role ----------*- C++ -*-===//
//
// A ZeRO stage shards what the optimizer the ladder has reached keeps:
// under Adafactor (sub-linear states) stage 1 has almost nothing to shard,
// and stage 2's gain is the gradients'. The note of a ZeRO rung says so in
// bytes, against the one-device rung of the same optimizer.
//
//===----------------------------------------------------------------------===//
#ifndef MEMADVISE_ZEROGAINS_H
#define MEMADVISE_ZEROGAINS_H

#include "Ladder.h"

#include <string>

namespace memadvise {

/// "zero2 on adafactor, per rank against rung adafactor (one device), live
/// at the peak: optimizer states A -> B, gradients C -> D, parameters E ->
/// F": the model-state roles live at the peak of `zero` against `base`.
std::string zeroGainsNote(const RungResult &zero, const RungResult &base,
                          llvm::StringRef optimizer, int64_t ranks);

} // namespace memadvise

#endif // MEMADVISE_ZEROGAINS_H

//===- LoopCarriedBuffers.h - buffers a loop holds between iterations -----===//
//
// When an scf.for yields a value that does not bufferize into its iter_arg's
// buffer (a matmul that reads the carried activation and writes a new one),
// One-Shot Bufferize allocates a new buffer every iteration, and the previous
// iteration's buffer (the iter_arg) stays live until the deallocation at the
// end of the body. From the second iteration on, that previous buffer is a
// third one besides the loop's init (which the lowering frees only after the
// loop) and the new buffer; the buffers of the analysis hold only two.
// These intervals add the previous iteration's bytes over the loop body.
// A yielded value whose buffer exists before the loop (an argument, a value
// the loop reads) is copied at every yield, beside the previous iteration's
// copy: one more interval at the yield, in a loop that runs once too.
//
// Part of the lowering work (issue 7): kept in its own file so that it merges
// apart from the rest of the analysis.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_LIB_ANALYSIS_LOOPCARRIEDBUFFERS_H
#define MEMOPT_LIB_ANALYSIS_LOOPCARRIEDBUFFERS_H

#include "memopt/Analysis/MemoryProfile.h"

#include <vector>

namespace memopt {

/// Extends the buffer every scf.for that may run twice carries into its
/// first iteration (its init, or the copy of it the loop takes) to the
/// loop's end when the body does not update it in place. The lowering frees it
/// after the loop, never inside it (the body does not own it: its ownership
/// flag starts false), not at the iter_arg's last use in the first iteration.
/// Where the init is a view of a larger allocation, the buffer (the view's
/// base) ends there too, not with the loop's result, which is a buffer of
/// the view's size after the loop (getPreviousIterationBuffers).
void holdLoopInits(FunctionMemoryProfile &profile);

/// The previous-iteration buffers of every scf.for of `profile` (whose
/// buffers are grouped) that runs at least twice or an unknown number of
/// times, the yield copies of every scf.for, and the results of those whose
/// carried buffer cannot stand for them (an argument's or a constant's, or
/// the base of a view taken as the init), after the loop.
std::vector<PreviousIterationBuffer>
getPreviousIterationBuffers(const FunctionMemoryProfile &profile);

} // namespace memopt

#endif // MEMOPT_LIB_ANALYSIS_LOOPCARRIEDBUFFERS_H

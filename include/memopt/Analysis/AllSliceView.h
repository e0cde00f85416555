//===- AllSliceView.h - shard.all_slice as the view it runs as --*- C++ -*-===//
//
// `shard.all_slice` moves no data: each rank takes its block of a tensor it
// holds whole. Of an argument, or of a value something else reads too,
// the whole lives on anyway and the block is a view of it; of a value only
// the slice reads (a batch-wide broadcast the partitioner computes whole),
// the block is a copy, so that the whole dies there (a view would keep it,
// and each rank would hold the whole batch's activations). mem-run runs
// each as the one the analysis counts (tools/mem-run/RankProgram.h: a
// `tensor.extract_slice`, copied into a new tensor for a copy), so the
// analysis of memopt-shard's output, which mem-advise's ZeRO rungs read, is
// the rank's program's. Upstream has no bufferization model of the op, and
// without one it was a new buffer everywhere: a copy of an argument's block
// beside the argument.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_ANALYSIS_ALLSLICEVIEW_H
#define MEMOPT_ANALYSIS_ALLSLICEVIEW_H

namespace mlir {
class DialectRegistry;
class Operation;
} // namespace mlir

namespace memopt {

/// Whether the rank's block `allSlice` (a `shard.all_slice`) is a copy: its
/// operand is an op's result that nothing else reads. Else it is a view.
bool isAllSliceCopy(mlir::Operation *allSlice);

/// Registers a bufferization model of `shard.all_slice`: a view is
/// `tensor.extract_slice`'s (its result aliases its operand; it neither
/// reads nor writes), a copy reads its operand into a new buffer. The model
/// is for the analysis: bufferizing the op is an error (mem-run rewrites it
/// first).
void registerAllSliceViewModel(mlir::DialectRegistry &registry);

} // namespace memopt

#endif // MEMOPT_ANALYSIS_ALLSLICEVIEW_H

//===- MemOptAttributes.h - names of the memopt.* attributes ----*- C++ -*-===//
//
// The one list of the attributes the memopt dialect owns (MemOptDialect.td
// documents each one). Header-only, so tools that only write annotations
// (mem-gen) need not link the dialect.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_IR_MEMOPTATTRIBUTES_H
#define MEMOPT_IR_MEMOPTATTRIBUTES_H

#include "llvm/ADT/StringRef.h"

namespace memopt {

/// What every name below starts with: the dialect's namespace and a dot.
inline constexpr llvm::StringLiteral kAttrNamePrefix = "memopt.";

// On function arguments and results.
inline constexpr llvm::StringLiteral kRoleAttrName = "memopt.role";
inline constexpr llvm::StringLiteral kNameAttrName = "memopt.name";
inline constexpr llvm::StringLiteral kDimsAttrName = "memopt.dims";
inline constexpr llvm::StringLiteral kRangeAttrName = "memopt.range";

// On operations.
inline constexpr llvm::StringLiteral kLayerAttrName = "memopt.layer";
inline constexpr llvm::StringLiteral kPhaseAttrName = "memopt.phase";
inline constexpr llvm::StringLiteral kRematAttrName = "memopt.remat";

// Marks of the lowering on a function.
inline constexpr llvm::StringLiteral kResultArgsAttrName = "memopt.result_args";
inline constexpr llvm::StringLiteral kArenaBytesAttrName = "memopt.arena_bytes";
inline constexpr llvm::StringLiteral kArenaLivePeakBytesAttrName =
    "memopt.arena_live_peak_bytes";

// memopt-shard's record, on a partitioned step, of the grid axes that split
// each dimension of each argument and result (Transforms/Shard.h).
inline constexpr llvm::StringLiteral kArgumentSplitsAttrName =
    "memopt.argument_splits";
inline constexpr llvm::StringLiteral kResultSplitsAttrName =
    "memopt.result_splits";

// The values of `memopt.phase`.
inline constexpr llvm::StringLiteral kForwardPhase = "forward";
inline constexpr llvm::StringLiteral kBackwardPhase = "backward";
inline constexpr llvm::StringLiteral kOptimizerPhase = "optimizer";

} // namespace memopt

#endif // MEMOPT_IR_MEMOPTATTRIBUTES_H

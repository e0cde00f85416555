//===- CostModel.h - FLOPs of the ops of a training step --------*- C++ -*-===//
//
// FLOPs count arithmetic per element, one per op:
//   - linalg structured ops (named or generic): iteration space x the arith
//     and math ops in the body (constants and casts are free), so matmul is
//     2*M*N*K and fill, copy, transpose and broadcast are 0;
//   - arith and math ops on tensors or scalars: one per element (casts and
//     constants are free), and any other elementwise op likewise;
//   - tosa.matmul: 2*N*H*W*C; TOSA elementwise ops one per element; TOSA
//     constants, casts and data movement (reshape, transpose, slice, concat,
//     pad, tile, identity) 0;
//   - tensor and bufferization ops, terminators and branches: 0;
//   - scf.for and scf.forall: the body times a constant trip count; scf.if:
//     the costlier branch; func.call: the callee (scf.while is uncosted: its
//     trip count is unknown, and its body is counted once).
// Every other op is uncosted: it counts 0 and is listed by name, so a report
// never passes an unknown cost off as free.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_ANALYSIS_COSTMODEL_H
#define MEMOPT_ANALYSIS_COSTMODEL_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <map>
#include <optional>
#include <string>

namespace memopt {

class ShapeResolver;

class FlopCounter {
public:
  /// `calleeFlops` gives the FLOPs of a called function, or nullopt when they
  /// are unknown (an external function).
  using CalleeFlopsFn =
      llvm::function_ref<std::optional<uint64_t>(mlir::func::FuncOp)>;

  FlopCounter(ShapeResolver &shapes, CalleeFlopsFn calleeFlops)
      : shapes(shapes), calleeFlops(calleeFlops) {}

  /// FLOPs of `op`, nested regions included. Saturates at UINT64_MAX.
  uint64_t count(mlir::Operation *op);

  /// Uncosted op names with how many times each was seen, sorted by name.
  const std::map<std::string, uint64_t> &getUncosted() const {
    return uncosted;
  }

  /// Whether some count saturated at UINT64_MAX.
  bool hasSaturated() const { return saturated; }

private:
  /// How an op's FLOPs combine those of the ops nested in it: none, their
  /// sum, or the costliest region's sum (scf.if).
  enum class Nesting { None, Sum, CostliestRegion };
  /// An op's FLOPs: base + scale x (its nested ops' FLOPs, combined).
  struct OwnCost {
    uint64_t base;
    uint64_t scale;
    Nesting nesting;
  };
  OwnCost getOwnCost(mlir::Operation *op);
  uint64_t countLinalg(mlir::Operation *op);
  std::optional<uint64_t> countResultElements(mlir::Operation *op);
  uint64_t markUncosted(mlir::Operation *op);
  uint64_t add(uint64_t a, uint64_t b);
  uint64_t multiply(uint64_t a, uint64_t b);

  ShapeResolver &shapes;
  CalleeFlopsFn calleeFlops;
  /// The loop ranges of a linalg op from its operand sizes, computed once
  /// per kind of op: ops of one name with equal properties (indexing maps,
  /// dimensions, ...) and equal operand sizes have the same ranges, and
  /// building the shapes-to-loops map costs more than the rest of counting.
  std::optional<llvm::SmallVector<int64_t>>
  getLoopRanges(mlir::Operation *op, llvm::ArrayRef<int64_t> operandDims);
  struct LoopRanges {
    mlir::Operation *representative;
    llvm::SmallVector<int64_t> operandDims;
    std::optional<llvm::SmallVector<int64_t>> ranges;
  };
  llvm::DenseMap<llvm::hash_code, llvm::SmallVector<LoopRanges, 1>>
      loopRangesByHash;

  std::map<std::string, uint64_t> uncosted;
  bool saturated = false;
};

/// Whether `op` is an arith or math op that costs one FLOP per element.
bool isArithmeticOp(mlir::Operation *op);

} // namespace memopt

#endif // MEMOPT_ANALYSIS_COSTMODEL_H

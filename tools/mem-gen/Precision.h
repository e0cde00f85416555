//===- Precision.h - element types of a precision policy --------*- C++ -*-===//
//
//  policy        params  activations  param grads  optimizer states  master
//  fp32          f32     f32          f32          f32               -
//  fp64          f64     f64          f64          f64               -
//  mixed         16-bit  16-bit       f32          f32               -
//  mixed-master  16-bit  16-bit       f32          f32               f32
//  zero          16-bit  16-bit       16-bit       f32               f32
//
// 16-bit is f16 or bf16 (--dtype). The loss and the softmax/cross-entropy
// statistics are computed in `loss` (f32, or f64 under fp64).
//===----------------------------------------------------------------------===//
#ifndef MEMGEN_PRECISION_H
#define MEMGEN_PRECISION_H

#include "Options.h"
#include "mlir/IR/Builders.h"

namespace memgen {

struct PrecisionPolicy {
  mlir::Type param; // parameter storage
  mlir::Type act;   // activations and activation gradients
  mlir::Type grad;  // parameter gradients
  mlir::Type state; // optimizer states, master weights, lr
  mlir::Type loss;  // loss and cross-entropy statistics
  bool master = false;

  static PrecisionPolicy get(const Config &cfg, mlir::MLIRContext *ctx);
};

} // namespace memgen

#endif

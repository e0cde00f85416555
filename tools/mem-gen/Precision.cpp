//===- Precision.cpp - element types of a precision policy ----------------===//
#include "Precision.h"

namespace memgen {

PrecisionPolicy PrecisionPolicy::get(const Config &cfg,
                                     mlir::MLIRContext *ctx) {
  mlir::Builder b(ctx);
  mlir::Type f32 = b.getF32Type();
  mlir::Type half = cfg.bf16 ? (mlir::Type)b.getBF16Type() : b.getF16Type();
  PrecisionPolicy p;
  switch (cfg.precision) {
  case Precision::FP32:
    p = {f32, f32, f32, f32, f32, false};
    break;
  case Precision::FP64: {
    mlir::Type f64 = b.getF64Type();
    p = {f64, f64, f64, f64, f64, false};
    break;
  }
  case Precision::Mixed:
    p = {half, half, f32, f32, f32, false};
    break;
  case Precision::MixedMaster:
    p = {half, half, f32, f32, f32, true};
    break;
  case Precision::Zero:
    p = {half, half, half, f32, f32, true};
    break;
  }
  return p;
}

} // namespace memgen

//===- PassOptions.h - options shared by the analysis passes ----*- C++ -*-===//

#ifndef MEMOPT_LIB_TRANSFORMS_PASSOPTIONS_H
#define MEMOPT_LIB_TRANSFORMS_PASSOPTIONS_H

#include "memopt/Analysis/MemoryProfile.h"

#include "mlir/Pass/Pass.h"

namespace memopt {

/// Parses the `bind` and `inplace` options; emits an error at `op` on a
/// malformed value.
llvm::FailureOr<MemoryAnalysisOptions>
parseAnalysisOptions(mlir::Operation *op, llvm::StringRef bind,
                     llvm::StringRef inplace);

/// The same, with the `roles` option.
llvm::FailureOr<MemoryAnalysisOptions>
parseAnalysisOptions(mlir::Operation *op, llvm::StringRef bind,
                     llvm::StringRef inplace, llvm::StringRef roles);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_PASSOPTIONS_H

//===- PassOptions.h - options shared by the analysis passes ----*- C++ -*-===//

#ifndef MEMOPT_LIB_TRANSFORMS_PASSOPTIONS_H
#define MEMOPT_LIB_TRANSFORMS_PASSOPTIONS_H

#include "memopt/Analysis/MemoryProfile.h"

#include "mlir/Pass/Pass.h"

namespace memopt {

/// The analysis options from the `bind`, `inplace` and `roles` pass options
/// (the option parser has split the lists and checked `inplace`); emits an
/// error at `op` on a malformed `bind` or `roles` entry.
llvm::FailureOr<MemoryAnalysisOptions>
parseAnalysisOptions(mlir::Operation *op, llvm::ArrayRef<std::string> bind,
                     InPlaceDecider inplace, llvm::ArrayRef<std::string> roles);

} // namespace memopt

#endif // MEMOPT_LIB_TRANSFORMS_PASSOPTIONS_H

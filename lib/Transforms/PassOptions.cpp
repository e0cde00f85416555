//===- PassOptions.cpp - options shared by the analysis passes ------------===//

#include "PassOptions.h"

namespace memopt {

llvm::FailureOr<MemoryAnalysisOptions>
parseAnalysisOptions(mlir::Operation *op, llvm::StringRef bind,
                     llvm::StringRef inplace) {
  MemoryAnalysisOptions options;
  if (inplace == "one-shot")
    options.inPlaceDecider = InPlaceDecider::OneShot;
  else if (inplace != "fast")
    return mlir::emitError(op->getLoc())
           << "inplace: unknown decider '" << inplace
           << "': expected 'fast' or 'one-shot'";
  std::string error;
  llvm::FailureOr<DimBindings> bindings = DimBindings::parse(bind, error);
  if (llvm::failed(bindings))
    return mlir::emitError(op->getLoc(), error);
  options.bindings = std::move(*bindings);
  return options;
}

} // namespace memopt

//===- PassOptions.cpp - options shared by the analysis passes ------------===//

#include "PassOptions.h"

namespace memopt {

llvm::FailureOr<MemoryAnalysisOptions>
parseAnalysisOptions(mlir::Operation *op, llvm::StringRef bind) {
  MemoryAnalysisOptions options;
  std::string error;
  llvm::FailureOr<DimBindings> bindings = DimBindings::parse(bind, error);
  if (llvm::failed(bindings))
    return mlir::emitError(op->getLoc(), error);
  options.bindings = std::move(*bindings);
  return options;
}

} // namespace memopt

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

llvm::FailureOr<MemoryAnalysisOptions>
parseAnalysisOptions(mlir::Operation *op, llvm::StringRef bind,
                     llvm::StringRef inplace, llvm::StringRef roles) {
  llvm::FailureOr<MemoryAnalysisOptions> options =
      parseAnalysisOptions(op, bind, inplace);
  if (llvm::failed(options))
    return llvm::failure();
  std::string error;
  llvm::FailureOr<std::vector<RoleOverride>> overrides =
      parseRoleOverrides(roles, error);
  if (llvm::failed(overrides))
    return mlir::emitError(op->getLoc(), error);
  options->roleOverrides = std::move(*overrides);
  return options;
}

} // namespace memopt

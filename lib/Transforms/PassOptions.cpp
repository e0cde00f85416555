//===- PassOptions.cpp - options shared by the analysis passes ------------===//

#include "PassOptions.h"

namespace memopt {

llvm::FailureOr<MemoryAnalysisOptions>
parseAnalysisOptions(mlir::Operation *op, llvm::ArrayRef<std::string> bind,
                     InPlaceDecider inplace,
                     llvm::ArrayRef<std::string> roles) {
  MemoryAnalysisOptions options;
  options.inPlaceDecider = inplace;
  std::string error;
  llvm::FailureOr<DimBindings> bindings = DimBindings::parse(bind, error);
  if (llvm::failed(bindings))
    return mlir::emitError(op->getLoc(), error);
  options.bindings = std::move(*bindings);
  llvm::FailureOr<std::vector<RoleOverride>> overrides =
      parseRoleOverrides(roles, error);
  if (llvm::failed(overrides))
    return mlir::emitError(op->getLoc(), error);
  options.roleOverrides = std::move(*overrides);
  return options;
}

} // namespace memopt

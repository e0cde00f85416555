//===- RematPlanFile.cpp - a plan from an external solver -----------------===//

#include "RematPlanFile.h"

#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

namespace json = llvm::json;
using namespace mlir;

namespace memopt {

FailureOr<std::vector<RematCopy>> readRematCopies(const RematModel &model,
                                                  StringRef path) {
  func::FuncOp func = model.getProfile().func;
  auto fail = [&](const Twine &why) {
    return emitError(func.getLoc())
           << "memopt-remat: plan '" << path << "': " << why;
  };
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> file = openInputFile(path, &error);
  if (!file)
    return fail(error);
  llvm::Expected<json::Value> document = json::parse(file->getBuffer());
  if (!document)
    return fail(llvm::toString(document.takeError()));
  const json::Object *root = document->getAsObject();
  const json::Array *entries = root ? root->getArray("copies") : nullptr;
  if (!entries)
    return fail("expected an object with an array \"copies\"");

  unsigned units = model.getUnits().size();
  unsigned points = model.getProfile().getOps().size();
  std::vector<RematCopy> copies;
  for (auto [position, entry] : llvm::enumerate(*entries)) {
    const json::Object *object = entry.getAsObject();
    std::optional<int64_t> unit =
        object ? object->getInteger("unit") : std::nullopt;
    std::optional<int64_t> before =
        object ? object->getInteger("before") : std::nullopt;
    std::string where = "copy " + std::to_string(position);
    if (!unit || !before)
      return fail(where + ": expected integers \"unit\" and \"before\"");
    if (*unit < 0 || *unit >= units)
      return fail(where + ": no unit " + std::to_string(*unit) +
                  " (the model has " + std::to_string(units) + ")");
    const RematUnit &u = model.getUnit(*unit);
    if (u.kind == RematUnit::Kind::Pinned)
      return fail(
          where + ": unit " + std::to_string(*unit) +
          " may not be recomputed (" +
          (u.refusal.empty() ? std::string("it is returned") : u.refusal) +
          ")");
    if (*before <= model.getSplit() || *before >= points)
      return fail(where + ": point " + std::to_string(*before) +
                  " is not in the backward (points " +
                  std::to_string(model.getSplit() + 1) + " to " +
                  std::to_string(points - 1) + ")");
    copies.push_back({unsigned(*unit), unsigned(*before)});
  }
  llvm::sort(copies);
  copies.erase(std::unique(copies.begin(), copies.end()), copies.end());
  return copies;
}

} // namespace memopt

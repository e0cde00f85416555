//===- RematModelExport.cpp - the planner's model as JSON -----------------===//

#include "RematModelExport.h"

#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/ToolOutputFile.h"

namespace json = llvm::json;

namespace memopt {

mlir::LogicalResult exportRematModel(const RematModel &model,
                                     const RematPlan &plan,
                                     llvm::StringRef path) {
  const FunctionMemoryProfile &profile = model.getProfile();
  ProgramOrder &order = *profile.order;
  json::Array units;
  for (auto [index, unit] : llvm::enumerate(model.getUnits())) {
    static const char *const kinds[] = {"pinned", "candidate", "intermediate"};
    json::Object entry{
        {"kind", kinds[static_cast<unsigned>(unit.kind)]},
        {"bytes", unit.bytes},
        {"flops", unit.flops},
        {"deps", json::Array(unit.deps)},
        // Per dep: the last of this unit's ops that reads it (a clone of the
        // dep in the same gap dies there).
        {"last_read_of_dep", json::Array(unit.lastReadOfDep)},
        {"start", unit.start},
        {"last_forward_use", unit.lastForwardUse},
        {"end", unit.end},
        {"first_op",
         order.getPoint(unit.ops.empty() ? profile.getOps()[unit.start]
                                         : unit.ops.front())},
        {"last_op",
         order.getPoint(unit.ops.empty() ? profile.getOps()[unit.start]
                                         : unit.ops.back())},
    };
    entry["first_backward_use"] =
        unit.firstBackwardUse ? json::Value(*unit.firstBackwardUse) : nullptr;
    // Every backward point that reads it (a copy may serve any group), why
    // it may not be recomputed, and whether it is returned (then it lives
    // to the end whatever a plan does).
    entry["backward_uses"] = json::Array(model.getBackwardUses(index));
    entry["refusal"] = unit.refusal;
    entry["holds_result"] = profile.buffers[unit.buffer].holdsResult;
    units.push_back(std::move(entry));
  }
  json::Array slots(getSlotBytes(profile));
  json::Value document = json::Object{
      {"function", profile.func.getSymName()},
      {"split", model.getSplit()},
      {"units", std::move(units)},
      {"slots", std::move(slots)},
      {"plan", json::Object{{"origin", plan.getOrigin()},
                            {"dropped", json::Array(plan.getDropOrder())},
                            {"peak", plan.getPeak()},
                            {"extra_flops", plan.getExtraFlops()}}},
  };
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> file =
      mlir::openOutputFile(path, &error);
  if (!file)
    return mlir::emitError(profile.func.getLoc())
           << "memopt-remat: cannot open '" << path << "': " << error;
  file->os() << llvm::formatv("{0}", document) << "\n";
  file->keep();
  return mlir::success();
}

} // namespace memopt

//===- JsonReport.cpp - the JSON memory report ----------------------------===//
//
// Schema: docs/report-schema.md. Bump kReportSchemaVersion on any change
// that renames or removes a field.
//
//===----------------------------------------------------------------------===//

#include "LiveSet.h"

#include "memopt/Report/Report.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

using namespace mlir;
namespace json = llvm::json;

namespace memopt {

namespace {
json::Object roleMap(llvm::function_ref<json::Value(Role)> valueOf) {
  json::Object object;
  for (Role role : allRoles())
    object[stringifyRole(role)] = valueOf(role);
  return object;
}

json::Object collectiveToJson(const CollectiveTotals &totals) {
  return json::Object{{"buffers", totals.buffers},
                      {"bytes", totals.bytes},
                      {"peak_bytes", totals.peakBytes}};
}

json::Object collectivesToJson(const CollectiveBuffers &collectives) {
  json::Object byKind;
  for (const auto &[kind, totals] : collectives.byKind)
    byKind[kind] = collectiveToJson(totals);
  json::Object object = collectiveToJson(collectives.total);
  object["by_kind"] = std::move(byKind);
  object["gathered_parameters"] =
      collectiveToJson(collectives.gatheredParameters);
  return object;
}

json::Value functionToJson(const FunctionMemoryProfile &profile, unsigned top) {
  Operation *peakOp = profile.getPeakOp();
  json::Array uncosted;
  for (const auto &[name, count] : profile.uncostedOps)
    uncosted.push_back(json::Object{{"name", name}, {"count", count}});

  size_t liveCount = 0;
  json::Array live;
  for (const LiveTensor &tensor : collectLiveAtPeak(profile, top, liveCount)) {
    json::Object entry{{"value", tensor.value},
                       {"role", stringifyRole(tensor.role.role)},
                       {"declared", tensor.role.declared},
                       {"bytes", tensor.bytes},
                       {"loc", tensor.loc}};
    if (!tensor.name.empty())
      entry["name"] = tensor.name;
    if (tensor.previousIteration)
      entry["previous_iteration"] = true;
    if (tensor.yieldCopy)
      entry["yield_copy"] = true;
    if (tensor.loopResult)
      entry["loop_result"] = true;
    live.push_back(std::move(entry));
  }

  json::Object peak{{"name", peakOp->getName().getStringRef()},
                    {"loc", formatLocation(peakOp->getLoc())},
                    {"index", profile.peakPoint}};
  if (std::optional<std::string> phase = profile.getPeakPhase())
    peak["phase"] = *phase;
  if (std::optional<int64_t> layer = profile.getPeakLayer())
    peak["layer"] = *layer;

  json::Object phases;
  for (const auto &[phase, flops] : profile.flopsByPhase)
    phases[phase] = flops;

  json::Array layers;
  for (const auto &[layer, bytes] : profile.activationBytesByLayer)
    layers.push_back(json::Object{{"layer", layer}, {"bytes", bytes}});

  json::Value inference = nullptr;
  if (profile.layersInferred) {
    const InferredLayers &inferred = profile.inferredLayers;
    json::Object object{{"layers", inferred.numLayers},
                        {"parameters_per_layer", inferred.parametersPerLayer}};
    if (!inferred.note.empty())
      object["note"] = inferred.note;
    if (inferred.numLayers != 0) {
      json::Array stacks;
      for (const InferredStack &stack : inferred.stacks) {
        json::Object entry{{"first_layer", stack.firstLayer},
                           {"layers", stack.layers},
                           {"parameters_per_layer", stack.parametersPerLayer}};
        if (!stack.name.empty())
          entry["name"] = stack.name;
        stacks.push_back(std::move(entry));
      }
      object["stacks"] = std::move(stacks);
      object["source"] =
          inferred.fromNames
              ? (inferred.locatedOps ? "names+locations" : "names")
          : inferred.fromLocations ? "locations"
                                   : "structure";
      if (inferred.locatedOps)
        object["located_ops"] = inferred.locatedOps;
    }
    inference = std::move(object);
  }

  uint64_t argumentBytes = 0;
  for (const Buffer &buffer : profile.buffers)
    if (buffer.holdsArgument)
      argumentBytes += buffer.bytes;

  return json::Object{
      {"name", profile.func.getSymName()},
      {"peak_bytes", profile.peakBytes},
      {"peak_callee_bytes", profile.peakCalleeBytes},
      {"callee_constant_bytes", profile.calleeConstantBytes},
      {"peak_op", std::move(peak)},
      {"num_ops", profile.getOps().size()},
      {"argument_bytes", argumentBytes},
      {"flops", profile.flops},
      {"flops_saturated", profile.flopsSaturated},
      {"flops_by_phase", std::move(phases)},
      {"flops_by_phase_inferred", profile.phasesInferred},
      {"uncosted_ops", std::move(uncosted)},
      {"parameter_count", profile.parameterCount},
      {"updates_not_in_place",
       json::Object{{"buffers", profile.updatesNotInPlace.buffers},
                    {"bytes", profile.updatesNotInPlace.bytes},
                    {"peak_bytes", profile.updatesNotInPlace.peakBytes}}},
      {"collective_buffers", collectivesToJson(profile.collectiveBuffers)},
      {"bytes_by_role",
       roleMap([&](Role r) { return profile.totals(r).bytes; })},
      {"peak_bytes_by_role",
       roleMap([&](Role r) { return profile.totals(r).peakBytes; })},
      {"bytes_per_parameter", roleMap([&](Role r) -> json::Value {
         if (profile.parameterCount == 0)
           return nullptr;
         return static_cast<double>(profile.totals(r).bytes) /
                static_cast<double>(profile.parameterCount);
       })},
      {"role_sources", roleMap([&](Role r) -> json::Value {
         const RoleTotals &totals = profile.totals(r);
         return json::Object{
             {"declared", totals.declaredBuffers},
             {"inferred", totals.buffers - totals.declaredBuffers}};
       })},
      {"live_at_peak", std::move(live)},
      {"live_at_peak_count", liveCount},
      {"activation_bytes_by_layer", std::move(layers)},
      {"layers_inferred", profile.layersInferred},
      {"layer_inference", std::move(inference)},
  };
}
} // namespace

void writeJsonReport(const MemoryAnalysis &analysis, llvm::raw_ostream &os,
                     unsigned top) {
  json::Array functions;
  for (const auto &profile : analysis.getFunctions())
    functions.push_back(functionToJson(*profile, top));
  json::Value report = json::Object{{"schema_version", kReportSchemaVersion},
                                    {"functions", std::move(functions)}};
  os << llvm::formatv("{0:2}", report) << "\n";
}

} // namespace memopt

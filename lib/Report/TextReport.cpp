//===- TextReport.cpp - the readable memory report ------------------------===//

#include "LiveSet.h"

#include "memopt/Analysis/TensorSize.h"
#include "memopt/Report/Report.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace memopt {

namespace {
void writeFunction(const FunctionMemoryProfile &profile, raw_ostream &os,
                   unsigned top) {
  Operation *peakOp = profile.getPeakOp();
  os << "memory report for @" << profile.func.getSymName() << "\n";
  os << llvm::formatv("  {0,-18}{1} at {2} ({3}), op {4} of {5}",
                      "peak live bytes", formatBytes(profile.peakBytes),
                      peakOp->getName(), formatLocation(peakOp->getLoc()),
                      profile.peakPoint, profile.getOps().size());
  if (std::optional<std::string> phase = profile.getPeakPhase())
    os << ", " << *phase;
  if (std::optional<int64_t> layer = profile.getPeakLayer())
    os << ", layer " << *layer;
  os << "\n";
  // What a call at the peak adds: its callee's buffers and the copies of
  // its operands (CallOperandCopies.h).
  if (profile.peakCalleeBytes != profile.calleeConstantBytes)
    os << llvm::formatv(
        "  {0,-18}{1} of it for the call (the callee's own buffers, copies of "
        "operands)\n",
        "", formatBytes(profile.peakCalleeBytes - profile.calleeConstantBytes));
  if (profile.calleeConstantBytes != 0)
    os << llvm::formatv("  {0,-18}{1} of it constants only called functions "
                        "hold\n",
                        "", formatBytes(profile.calleeConstantBytes));
  os << llvm::formatv("  {0,-18}{1}\n", "parameters",
                      formatWithSeparators(profile.parameterCount));
  if (const UpdateCopies &copies = profile.updatesNotInPlace; copies.buffers)
    os << llvm::formatv("  {0,-18}{1} parameters and optimizer states are "
                        "returned as new tensors: {2}, {3} of it live at "
                        "the peak\n",
                        "updates", copies.buffers, formatBytes(copies.bytes),
                        formatBytes(copies.peakBytes));
  if (const CollectiveBuffers &collectives = profile.collectiveBuffers;
      collectives.total.buffers) {
    os << llvm::formatv("  {0,-18}{1} buffers of shard collectives' results: "
                        "{2}, {3} of it live at the peak\n",
                        "collectives", collectives.total.buffers,
                        formatBytes(collectives.total.bytes),
                        formatBytes(collectives.total.peakBytes));
    for (const auto &[kind, totals] : collectives.byKind)
      os << llvm::formatv("  {0,-18}  {1,-15} {2} buffers: {3}, {4} at the "
                          "peak\n",
                          "", kind, totals.buffers, formatBytes(totals.bytes),
                          formatBytes(totals.peakBytes));
    if (const CollectiveTotals &gathered = collectives.gatheredParameters;
        gathered.buffers)
      os << llvm::formatv("  {0,-18}{1} all-gathered parameters not "
                          "returned: {2}, {3} of it live at the peak\n",
                          "gathered", gathered.buffers,
                          formatBytes(gathered.bytes),
                          formatBytes(gathered.peakBytes));
  }
  os << llvm::formatv("  {0,-18}{1}{2}\n", "FLOPs",
                      formatWithSeparators(profile.flops),
                      profile.flopsSaturated ? " (saturated)" : "");
  if (!profile.flopsByPhase.empty()) {
    os << llvm::formatv("  {0,-18}", "FLOPs by phase");
    if (profile.phasesInferred)
      os << "(inferred) ";
    llvm::interleaveComma(profile.flopsByPhase, os, [&](const auto &entry) {
      os << entry.first << " " << formatWithSeparators(entry.second);
    });
    auto forward = profile.flopsByPhase.find("forward");
    auto backward = profile.flopsByPhase.find("backward");
    if (forward != profile.flopsByPhase.end() &&
        backward != profile.flopsByPhase.end() && forward->second != 0)
      os << llvm::formatv(" (backward/forward {0:F2})",
                          static_cast<double>(backward->second) /
                              forward->second);
    os << "\n";
  }
  os << llvm::formatv("  {0,-18}", "uncosted ops");
  if (profile.uncostedOps.empty())
    os << "none";
  llvm::interleaveComma(profile.uncostedOps, os, [&](const auto &entry) {
    os << entry.first << " x" << entry.second;
  });
  os << "\n\n";

  os << llvm::formatv("  {0,-16} {1,26} {2,10} {3,26} {4,8} {5,9}\n", "role",
                      "bytes", "per param", "live at peak", "tensors",
                      "declared");
  for (Role role : allRoles()) {
    const RoleTotals &totals = profile.totals(role);
    std::string perParam = "-";
    if (profile.parameterCount != 0)
      perParam = llvm::formatv("{0:F2}", static_cast<double>(totals.bytes) /
                                             profile.parameterCount);
    os << llvm::formatv("  {0,-16} {1,26} {2,10} {3,26} {4,8} {5,9}\n",
                        stringifyRole(role), formatBytes(totals.bytes),
                        perParam, formatBytes(totals.peakBytes), totals.buffers,
                        totals.declaredBuffers);
  }

  size_t liveCount = 0;
  std::vector<LiveTensor> live = collectLiveAtPeak(profile, top, liveCount);
  os << "\n  live at peak (" << live.size() << " largest of " << liveCount
     << ")\n";
  for (const LiveTensor &tensor : live) {
    std::string value = tensor.value;
    if (!tensor.name.empty())
      value += " (" + tensor.name + ")";
    if (tensor.previousIteration)
      value += " (previous iteration)";
    if (tensor.yieldCopy)
      value += " (copy at yield)";
    if (tensor.loopResult)
      value += " (loop result)";
    os << llvm::formatv("    {0,26}  {1,-16} {2,-10} {3}\n",
                        formatBytes(tensor.bytes),
                        stringifyRole(tensor.role.role), value, tensor.loc);
  }

  if (profile.layersInferred && profile.inferredLayers.numLayers == 0)
    os << "\n  layers: none inferred (" << profile.inferredLayers.note << ")\n";
  if (!profile.activationBytesByLayer.empty()) {
    os << "\n  activations by layer";
    if (profile.layersInferred)
      os << " (inferred: " << describeInferredLayers(profile.inferredLayers)
         << ")";
    os << "\n";
    for (const auto &[layer, bytes] : profile.activationBytesByLayer)
      os << llvm::formatv("    layer {0,-6} {1}\n", layer, formatBytes(bytes));
  }
}
} // namespace

void writeTextReport(const MemoryAnalysis &analysis, raw_ostream &os,
                     unsigned top) {
  bool first = true;
  for (const auto &profile : analysis.getFunctions()) {
    if (!first)
      os << "\n";
    first = false;
    writeFunction(*profile, os, top);
  }
}

} // namespace memopt

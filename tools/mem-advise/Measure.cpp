//===- Measure.cpp - what one program's analysis says ---------------------===//
#include "Measure.h"

#include "memopt/Report/Report.h"

#include <map>

namespace memadvise {

Measure measureProfile(const memopt::FunctionMemoryProfile &profile) {
  Measure m;
  m.peakBytes = profile.peakBytes;
  m.flops = profile.flops;
  m.parameterCount = profile.parameterCount;
  for (Role role : memopt::allRoles()) {
    m.of(role) = profile.totals(role).bytes;
    m.atPeak(role) = profile.totals(role).peakBytes;
  }
  // Parameter bytes by layer; a parameter without a layer (an embedding
  // shared by the head, say) counts as a layer of its own.
  std::map<int64_t, uint64_t> byLayer;
  for (const memopt::Buffer &buffer : profile.buffers) {
    if (buffer.role.role != Role::Parameter)
      continue;
    if (buffer.layer)
      byLayer[*buffer.layer] += buffer.bytes;
    else
      m.largestLayerParameterBytes =
          std::max(m.largestLayerParameterBytes, buffer.bytes);
  }
  for (const auto &entry : byLayer)
    m.largestLayerParameterBytes =
        std::max(m.largestLayerParameterBytes, entry.second);

  for (mlir::BlockArgument arg : profile.func.getArguments()) {
    auto it = profile.bufferOf.find(arg);
    auto type = llvm::dyn_cast<mlir::RankedTensorType>(arg.getType());
    if (type && it != profile.bufferOf.end() &&
        profile.buffers[it->second].role.role == Role::Parameter) {
      m.parameterShapes.emplace_back(type.getShape().begin(),
                                     type.getShape().end());
      m.parameterArgumentBytes += profile.buffers[it->second].bytes;
    }
  }

  mlir::Operation *peakOp = profile.getPeakOp();
  m.peakOp = peakOp->getName().getStringRef().str();
  m.peakLoc = memopt::formatLocation(peakOp->getLoc());
  m.peakPhase = profile.getPeakPhase().value_or("");
  m.peakLayer = profile.getPeakLayer();
  return m;
}

} // namespace memadvise

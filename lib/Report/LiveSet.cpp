//===- LiveSet.cpp - the live set at the peak, ready to print -------------===//

#include "LiveSet.h"

#include "memopt/IR/MemOptAttributes.h"
#include "memopt/Report/Report.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;

namespace memopt {

std::string formatLocation(Location loc) {
  if (auto fileLoc = loc->findInstanceOf<FileLineColLoc>())
    return (fileLoc.getFilename().getValue() + ":" + Twine(fileLoc.getLine()) +
            ":" + Twine(fileLoc.getColumn()))
        .str();
  std::string text;
  llvm::raw_string_ostream os(text);
  loc.print(os);
  return text;
}

std::string describeValue(Value value) {
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    bool isFunctionArgument = arg.getOwner()->isEntryBlock() &&
                              isa<func::FuncOp>(arg.getOwner()->getParentOp());
    return (isFunctionArgument ? "%arg" : "^arg") +
           std::to_string(arg.getArgNumber());
  }
  auto result = cast<OpResult>(value);
  return (result.getOwner()->getName().getStringRef() + " #" +
          Twine(result.getResultNumber()))
      .str();
}

std::vector<LiveTensor> collectLiveAtPeak(const FunctionMemoryProfile &profile,
                                          unsigned top, size_t &total) {
  std::vector<LiveTensor> result;
  if (profile.getOps().empty()) {
    total = 0;
    return result;
  }
  std::vector<LiveBuffer> live = profile.getLiveBuffers(profile.peakPoint);
  total = live.size();
  if (live.size() > top)
    live.resize(top);
  if (live.empty())
    return result;
  for (LiveBuffer liveBuffer : live) {
    const Buffer &buffer = profile.buffers[liveBuffer.buffer];
    LiveTensor entry;
    entry.previousIteration = liveBuffer.previousIteration;
    entry.yieldCopy = liveBuffer.yieldCopy;
    entry.loopResult = liveBuffer.loopResult;
    entry.value = describeValue(buffer.representative);
    if (profile.order->isFunctionArgument(buffer.representative))
      if (auto name = profile.func.getArgAttrOfType<StringAttr>(
              cast<BlockArgument>(buffer.representative).getArgNumber(),
              kNameAttrName))
        entry.name = name.str();
    entry.role = buffer.role;
    entry.bytes = buffer.bytes;
    entry.loc = formatLocation(buffer.representative.getLoc());
    result.push_back(std::move(entry));
  }
  return result;
}

} // namespace memopt

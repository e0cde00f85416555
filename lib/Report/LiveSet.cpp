//===- LiveSet.cpp - the live set at the peak, ready to print -------------===//

#include "LiveSet.h"

#include "memopt/Report/Report.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;

namespace memopt {

std::string formatLocation(Location loc) {
  if (auto fileLoc = loc->findInstanceOf<FileLineColLoc>())
    return (fileLoc.getFilename().getValue() + ":" +
            Twine(fileLoc.getLine()) + ":" + Twine(fileLoc.getColumn()))
        .str();
  std::string text;
  llvm::raw_string_ostream os(text);
  loc.print(os);
  return text;
}

std::vector<LiveTensor> collectLiveAtPeak(const FunctionMemoryProfile &profile,
                                          unsigned top, size_t &total) {
  std::vector<LiveTensor> result;
  if (profile.ops.empty()) {
    total = 0;
    return result;
  }
  std::vector<unsigned> live = profile.getLiveBuffers(profile.peakPoint);
  total = live.size();
  if (live.size() > top)
    live.resize(top);
  if (live.empty())
    return result;
  AsmState asmState(profile.func);
  for (unsigned index : live) {
    const Buffer &buffer = profile.buffers[index];
    LiveTensor entry;
    llvm::raw_string_ostream os(entry.value);
    buffer.representative.printAsOperand(os, asmState);
    if (auto arg = dyn_cast<BlockArgument>(buffer.representative);
        arg && arg.getOwner()->getParentOp() == profile.func)
      if (auto name = profile.func.getArgAttrOfType<StringAttr>(
              arg.getArgNumber(), "memopt.name"))
        entry.name = name.str();
    entry.role = buffer.role;
    entry.bytes = buffer.bytes;
    entry.loc = formatLocation(buffer.representative.getLoc());
    result.push_back(std::move(entry));
  }
  return result;
}

} // namespace memopt

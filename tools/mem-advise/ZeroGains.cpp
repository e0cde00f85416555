//===- ZeroGains.cpp - what a ZeRO rung shards, per role ------------------===//

#include "ZeroGains.h"

#include "memopt/Report/Report.h"

#include "llvm/Support/FormatVariadic.h"

namespace memadvise {

std::string zeroGainsNote(const RungResult &zero, const RungResult &base,
                          llvm::StringRef optimizer, int64_t ranks) {
  std::string text = llvm::formatv(
      "{0} on {1}, per rank of {2} against rung {3} (one device), live at "
      "the peak:",
      zero.name, optimizer, ranks, base.name);
  const char *separator = " ";
  for (auto [role, label] :
       {std::pair{Role::OptimizerState, "optimizer states"},
        std::pair{Role::Gradient, "gradients"},
        std::pair{Role::Parameter, "parameters"}}) {
    unsigned i = static_cast<unsigned>(role);
    text += llvm::formatv("{0}{1} {2} -> {3}", separator, label,
                          memopt::humanizeBytes(base.peakBytesByRole[i]),
                          memopt::humanizeBytes(zero.peakBytesByRole[i]));
    separator = ", ";
  }
  return text;
}

} // namespace memadvise

//===- RungSteps.cpp - the programs of a .mlir source's rungs -------------===//
#include "RungSteps.h"

#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/SourceMgr.h"

#include <set>

using namespace mlir;
using memgen::Optimizer;
using memgen::Precision;

namespace memadvise {

namespace {
constexpr std::pair<const char *, Optimizer> kOptimizers[] = {
    {"adam8bit", Optimizer::Adam8bit},
    {"lion", Optimizer::Lion},
    {"adafactor", Optimizer::Adafactor}};

/// The precision and optimizer rung `name` asks for (AdamW: the start's).
std::optional<std::pair<Precision, Optimizer>> parseName(llvm::StringRef name) {
  Precision precision = Precision::FP32;
  std::optional<Optimizer> optimizer;
  llvm::SmallVector<llvm::StringRef> parts;
  name.split(parts, '+');
  for (llvm::StringRef part : parts) {
    if (part == "mixed" && precision == Precision::FP32) {
      precision = Precision::Mixed;
      continue;
    }
    auto it = llvm::find_if(kOptimizers,
                            [&](const auto &o) { return part == o.first; });
    if (it == std::end(kOptimizers) || optimizer)
      return std::nullopt;
    optimizer = it->second;
  }
  // "mixed+lion" in either order; "lion+adafactor" or "mixed+mixed" is not
  // a rung.
  return std::pair{precision, optimizer.value_or(Optimizer::AdamW)};
}
} // namespace

std::string rungStepNames() {
  std::string names = "mixed";
  for (const auto &o : kOptimizers)
    names += std::string(", ") + o.first;
  for (const auto &o : kOptimizers)
    names += std::string(", mixed+") + o.first;
  return names;
}

bool addRungSteps(Programs &programs, MLIRContext &ctx,
                  const std::vector<std::string> &entries, std::string &error) {
  std::set<std::pair<Precision, Optimizer>> given;
  for (const std::string &entry : entries) {
    auto [name, file] = llvm::StringRef(entry).split('=');
    name = name.trim();
    if (file.empty()) {
      error = "malformed --rung-step '" + entry + "': expected NAME=FILE";
      return false;
    }
    std::optional<std::pair<Precision, Optimizer>> rung = parseName(name);
    if (!rung || *rung == std::pair{Precision::FP32, Optimizer::AdamW}) {
      error = "unknown rung '" + name.str() + "' in --rung-step '" + entry +
              "' (a step can be given for " + rungStepNames() + ")";
      return false;
    }
    if (!given.insert(*rung).second) {
      error = "--rung-step gives rung '" + name.str() + "' twice";
      return false;
    }
    std::string why;
    std::unique_ptr<llvm::MemoryBuffer> buffer = openInputFile(file, &why);
    if (!buffer) {
      error = "cannot read rung step '" + file.str() + "': " + why;
      return false;
    }
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
    SourceMgrDiagnosticHandler handler(sourceMgr, &ctx);
    OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &ctx);
    if (!module) {
      error = "cannot parse rung step '" + file.str() + "'";
      return false;
    }
    if (!programs.addStep(rung->first, rung->second, std::move(module),
                          file.str(), error))
      return false;
  }
  return true;
}

} // namespace memadvise

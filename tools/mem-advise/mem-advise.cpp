//===- mem-advise.cpp - will it fit? the remedy ladder on real programs ---===//
//
// Evaluates the seed's remedies, in its order of cost, on the programs they
// produce: mem-gen's step regenerated in-process for each precision and
// optimizer, the real --memopt-remat pass for checkpointing, the real
// --memopt-shard pass for ZeRO across --ranks (each rank running --batch),
// formulas on the program's role bytes for CPU offload. See docs/advisor.md.
//
//===----------------------------------------------------------------------===//
#include "Devices.h"
#include "Ladder.h"
#include "Options.h"
#include "Output.h"
#include "RungSteps.h"

#include "memopt/Analysis/ShapeResolver.h"
#include "memopt/Analysis/TensorSize.h"
#include "memopt/InitAll.h"
#include "memopt/Report/Report.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/Timer.h"
#include "llvm/Support/ToolOutputFile.h"

#include <chrono>

using namespace mlir;
namespace cl = llvm::cl;

namespace {
enum class Format { Text, Json, Html };

cl::OptionCategory category("mem-advise options");

cl::opt<std::string> input(cl::Positional,
                           cl::desc("[step.mlir] (default: the model flags)"),
                           cl::init(""), cl::cat(category));
// cl::desc keeps a StringRef: the text must outlive the option.
const std::string deviceHelp =
    "Device preset (default a100-80gb): " + memadvise::devicePresetNames();
cl::opt<std::string> deviceName("device", cl::desc(deviceHelp),
                                cl::value_desc("name"), cl::cat(category));
cl::opt<std::string> deviceBytes(
    "device-bytes",
    cl::desc("Device memory instead of a preset (bytes, or with a unit: "
             "80GiB, 40e9)"),
    cl::value_desc("bytes"), cl::cat(category));
cl::opt<int64_t> ranks("ranks",
                       cl::desc("Data-parallel ranks for the ZeRO rungs, "
                                "each running --batch (the rungs partition "
                                "the step of batch x ranks)"),
                       cl::init(1), cl::cat(category));
cl::opt<std::string> reserve(
    "reserve",
    cl::desc("Bytes of each device the step cannot use: the CUDA context, "
             "library workspaces, allocator slack (docs/advisor.md)"),
    cl::init("2GiB"), cl::value_desc("bytes"), cl::cat(category));
cl::list<std::string>
    rungs("rungs",
          cl::desc("Evaluate only these rungs, each on the start alone "
                   "(comma separated; a+b applies a then b)"),
          cl::CommaSeparated, cl::cat(category));
cl::opt<Format> format("format", cl::desc("Output format"),
                       cl::init(Format::Text),
                       cl::values(clEnumValN(Format::Text, "text", "A table"),
                                  clEnumValN(Format::Json, "json",
                                             "The schema of docs/advisor.md"),
                                  clEnumValN(Format::Html, "html",
                                             "The HTML report of the cheapest "
                                             "fit's program, with the table")),
                       cl::cat(category));
cl::opt<std::string> output("o", cl::desc("Output file (default stdout)"),
                            cl::init("-"), cl::value_desc("file"),
                            cl::cat(category));
cl::list<std::string>
    bind("bind",
         cl::desc("Sizes of a .mlir step's dynamic dimensions, as mem-opt's "
                  "bind= (name=N, or N by position); a dimension named "
                  "batch is searched for max_micro_batch"),
         cl::CommaSeparated, cl::value_desc("name=N,..."), cl::cat(category));
const std::string rungStepHelp =
    "The program of a precision or optimizer rung of a .mlir step "
    "(NAME=FILE, NAME one of " +
    memadvise::rungStepNames() +
    "; repeatable): that rung is analysed as the program, not a formula";
cl::list<std::string> rungSteps("rung-step", cl::desc(rungStepHelp),
                                cl::value_desc("name=file"), cl::cat(category));
cl::opt<bool> timing("timing",
                     cl::desc("Print the time taken and the programs "
                              "analysed to stderr"),
                     cl::cat(category));

int fail(const llvm::Twine &message) {
  llvm::errs() << "mem-advise: error: " << message << "\n";
  return 1;
}

/// The HTML report of the cheapest fit's program (else the lowest peak's,
/// else the first evaluated), with the advisor table.
LogicalResult writeHtml(const memadvise::Advice &advice,
                        memadvise::Programs &programs, MLIRContext &ctx,
                        llvm::raw_ostream &os) {
  std::optional<size_t> shown =
      advice.cheapestFit ? advice.cheapestFit : advice.lowestPeak;
  for (size_t i = 0; !shown && i < advice.rungs.size(); ++i)
    if (advice.rungs[i].error.empty())
      shown = i;
  if (!shown) {
    fail("no rung could be evaluated");
    return failure();
  }
  const memadvise::RungResult &rung = advice.rungs[*shown];
  std::string error;
  // A rung that recomputes gets the program it was built from (the same
  // program before the recomputation) drawn over its timeline.
  std::vector<memopt::Baseline> baselines;
  OwningOpRef<ModuleOp> module =
      programs.materialize(rung.program, error, &baselines);
  if (!module) {
    fail("cannot rebuild the program of rung '" + rung.name + "': " + error);
    return failure();
  }
  FailureOr<memopt::MemoryAnalysisOptions> analysisOptions =
      programs.analysisOptions(rung.program.batch, error);
  if (failed(analysisOptions)) {
    fail(error);
    return failure();
  }
  memopt::MemoryAnalysis analysis(*module, *analysisOptions);
  if (!analysis.succeeded()) {
    fail("cannot analyse the program of rung '" + rung.name + "'");
    return failure();
  }
  std::string section;
  llvm::raw_string_ostream sectionOs(section);
  memadvise::writeAdviceHtml(advice, rung.name, sectionOs);
  if (!baselines.empty())
    sectionOs << "<p id=\"baseline-note\">Rung "
              << memopt::escapeHtml(rung.name)
              << " recomputes: the line over its timeline is the program it "
                 "was built from, before the recomputation.</p>\n";
  memopt::writeHtmlReport(analysis, os, section, baselines);
  return success();
}
} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  memgen::Config cfg;
  memgen::ModelFlags modelFlags(cfg);
  cl::HideUnrelatedOptions({&category, &memgen::modelFlagsCategory()});
  cl::ParseCommandLineOptions(
      argc, argv,
      "Will it fit? Evaluates the remedy ladder (mixed precision, "
      "checkpointing, memory-efficient optimizers, ZeRO and offload, a larger "
      "device) on the programs each remedy produces (docs/advisor.md)\n");
  auto started = std::chrono::steady_clock::now();

  memadvise::AdviseOptions options;
  if (!deviceName.empty() && !deviceBytes.empty())
    return fail("give --device or --device-bytes, not both");
  if (!deviceBytes.empty()) {
    std::optional<uint64_t> bytes = memopt::parseByteSize(deviceBytes);
    if (!bytes || *bytes == 0)
      return fail("malformed --device-bytes '" + deviceBytes +
                  "': expected bytes, optionally with a unit (KiB, MiB, GiB, "
                  "TiB, KB, MB, GB, TB)");
    options.device = {"custom", *bytes};
  } else {
    std::string name =
        deviceName.empty() ? std::string("a100-80gb") : deviceName.getValue();
    const memadvise::Device *device = memadvise::findDevice(name);
    if (!device)
      return fail("unknown device '" + name +
                  "' (presets: " + memadvise::devicePresetNames() + ")");
    options.device = *device;
  }
  if (ranks < 1)
    return fail("--ranks must be at least 1, not " + llvm::Twine(ranks));
  options.ranks = ranks;
  std::optional<uint64_t> reserveBytes = memopt::parseByteSize(reserve);
  if (!reserveBytes)
    return fail("malformed --reserve '" + reserve +
                "': expected bytes, optionally with a unit");
  if (*reserveBytes >= options.device.bytes)
    return fail("--reserve " + memopt::formatBytes(*reserveBytes) +
                " leaves nothing of " + options.device.name + "'s " +
                memopt::formatBytes(options.device.bytes));
  options.reserveBytes = *reserveBytes;
  options.rungs.assign(rungs.begin(), rungs.end());

  DialectRegistry registry;
  memopt::registerAllDialects(registry);
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();

  std::unique_ptr<memadvise::Programs> programs;
  std::string source;
  if (!input.empty()) {
    if (modelFlags.anyGiven())
      return fail("give a .mlir step or the model flags, not both");
    std::string bindError;
    if (failed(memopt::DimBindings::parse(
            std::vector<std::string>(bind.begin(), bind.end()), bindError)))
      return fail("--" + bindError);
    std::string error;
    std::unique_ptr<llvm::MemoryBuffer> buffer = openInputFile(input, &error);
    if (!buffer)
      return fail("cannot read '" + input + "': " + error);
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
    SourceMgrDiagnosticHandler handler(sourceMgr, &ctx);
    OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &ctx);
    if (!module)
      return 1;
    programs = std::make_unique<memadvise::Programs>(
        ctx, std::move(module), input,
        std::vector<std::string>(bind.begin(), bind.end()));
    if (!addRungSteps(
            *programs, ctx,
            std::vector<std::string>(rungSteps.begin(), rungSteps.end()),
            error))
      return fail(error);
    source = input + (rungSteps.empty()
                          ? " (rungs that need another program are formulas)"
                          : " and its rung steps (rungs without one that need "
                            "another program are formulas)");
  } else {
    if (!rungSteps.empty())
      return fail("--rung-step gives a .mlir step's rungs their programs; the "
                  "model flags generate every rung's program");
    if (!bind.empty())
      return fail("--bind sizes a .mlir step's dynamic dimensions; the model "
                  "flags give the batch (--batch)");
    std::string why = modelFlags.check();
    if (!why.empty())
      return fail(why);
    programs = std::make_unique<memadvise::Programs>(ctx, cfg);
    source =
        llvm::formatv("generated {0}: {1} layers, d {2}, {3} heads, "
                      "ffn {4}, vocab {5}, batch {6}, seq {7}",
                      memgen::familyName(cfg.family), cfg.layers, cfg.dModel,
                      cfg.heads, cfg.ffn, cfg.vocab, cfg.batch, cfg.seq);
  }

  std::string error;
  std::optional<memadvise::Advice> advice =
      memadvise::advise(*programs, options, source, error);
  if (!advice)
    return fail(error);

  std::unique_ptr<llvm::ToolOutputFile> out = openOutputFile(output, &error);
  if (!out)
    return fail("cannot open '" + output + "': " + error);
  if (format == Format::Json)
    out->os() << llvm::formatv("{0:2}", memadvise::adviceToJson(*advice))
              << "\n";
  else if (format == Format::Html) {
    if (failed(writeHtml(*advice, *programs, ctx, out->os())))
      return 1;
  } else
    memadvise::writeAdviceText(*advice, out->os());
  out->os().flush();
  out->keep();

  for (const memadvise::RungResult &r : advice->rungs)
    if (!r.error.empty())
      llvm::errs() << "mem-advise: warning: rung '" << r.name
                   << "' not evaluated: " << r.error << "\n";
  if (llvm::none_of(advice->rungs, [](const memadvise::RungResult &r) {
        return r.error.empty();
      }))
    return fail("no rung could be evaluated");
  if (timing) {
    double seconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - started)
                         .count();
    llvm::errs() << llvm::formatv("mem-advise: {0} programs analysed in "
                                  "{1:f2} s\n",
                                  programs->analysed(), seconds);
  }
  return 0;
}

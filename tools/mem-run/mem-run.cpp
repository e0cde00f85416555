//===- mem-run.cpp - run a training step and count its bytes --------------===//
//
//   mem-run step.mlir [--entry NAME] [--seed N] [--pipeline-options OPTS]
//                     [--dump-results DIR] [--dump-inputs DIR]
//
// Predicts the entry function's peak with the memory analysis, lowers the
// same IR with memopt-lower-cpu, fills the arguments from the seed (see
// ArgumentFill.h), runs it with MLIR's ExecutionEngine against the counting
// allocator of runtime/, and prints JSON: the predicted peak, the measured
// peak (the runtime's heap peak plus the arguments' bytes and the program's
// static data, its `memref.global`s, which the analysis counts as live for
// the whole call and which no allocation holds), and an FNV-1a checksum of
// every result's bytes.
//
//===----------------------------------------------------------------------===//

#include "AllocationSites.h"
#include "ArgumentFill.h"
#include "StepInvoker.h"

#include "memopt/Analysis/MemoryProfile.h"
#include "memopt/Analysis/TensorSize.h"
#include "memopt/IR/MemOptAttributes.h"
#include "memopt/InitAll.h"
#include "memopt/Lowering/Passes.h"
#include "memopt/Lowering/Pipelines.h"
#include "memopt_runtime.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

using namespace mlir;
namespace cl = llvm::cl;

static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input.mlir>"),
                                      cl::Required);
static cl::opt<std::string>
    entryName("entry",
              cl::desc("Function to run (default: the only public "
                       "function with a body)"),
              cl::init(""));
static cl::opt<uint64_t> seed("seed", cl::desc("Seed of the argument values"),
                              cl::init(0));
static cl::opt<std::string>
    pipelineOptions("pipeline-options",
                    cl::desc("Options of memopt-lower-cpu, e.g. 'arena=true'"),
                    cl::init(""));
static cl::opt<unsigned>
    optLevel("O", cl::desc("LLVM optimization level of the JIT (0-3)"),
             cl::init(2), cl::Prefix);
static cl::opt<std::string>
    dumpResults("dump-results",
                cl::desc("Write the bytes of result i to DIR/result-i.bin"),
                cl::init(""));
static cl::opt<std::string>
    dumpInputs("dump-inputs",
               cl::desc("Write the bytes of argument i, as filled before the "
                        "call, to DIR/arg-i.bin"),
               cl::init(""));

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

/// FNV-1a, 64 bits, of `bytes`, as 16 hex digits.
std::string fnv1a(const uint8_t *bytes, uint64_t size) {
  uint64_t hash = 0xcbf29ce484222325ull;
  for (uint64_t i = 0; i < size; ++i)
    hash = (hash ^ bytes[i]) * 0x100000001b3ull;
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::format_hex_no_prefix(hash, 16);
  return text;
}

LogicalResult writeBytes(StringRef dir, StringRef stem, size_t index,
                         const memopt::HostBuffer &buffer) {
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path,
                          (stem + "-" + llvm::Twine(index) + ".bin").str());
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_None);
  if (ec) {
    llvm::errs() << "mem-run: cannot write '" << path << "': " << ec.message()
                 << "\n";
    return failure();
  }
  os.write(reinterpret_cast<const char *>(buffer.data), buffer.bytes);
  return success();
}

LogicalResult dumpAll(StringRef dir, StringRef stem,
                      llvm::ArrayRef<memopt::HostBuffer> buffers) {
  if (std::error_code ec = llvm::sys::fs::create_directories(dir)) {
    llvm::errs() << "mem-run: cannot create '" << dir << "': " << ec.message()
                 << "\n";
    return failure();
  }
  for (auto [i, buffer] : llvm::enumerate(buffers))
    if (failed(writeBytes(dir, stem, i, buffer)))
      return failure();
  return success();
}

/// The entry function: --entry, or the only public function with a body.
func::FuncOp findEntry(ModuleOp module) {
  if (!entryName.empty()) {
    auto func = module.lookupSymbol<func::FuncOp>(entryName);
    if (!func || func.isExternal()) {
      module.emitError() << "mem-run: no function '" << entryName
                         << "' with a body";
      return {};
    }
    return func;
  }
  func::FuncOp found;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal() || !func.isPublic())
      continue;
    if (found) {
      module.emitError() << "mem-run: several public functions ('"
                         << found.getSymName() << "', '" << func.getSymName()
                         << "'): choose one with --entry";
      return {};
    }
    found = func;
  }
  if (!found)
    module.emitError() << "mem-run: no public function with a body";
  return found;
}

/// Bytes of the bufferized module's `memref.global`s (the tensor constants
/// bufferization placed there): static data of the compiled program. A
/// global only functions the entry never calls read is left out (another
/// step's constants in the same module); one nothing reads any more (a
/// constant that was only overwritten) is still held.
FailureOr<uint64_t> getStaticDataBytes(ModuleOp module, func::FuncOp entry) {
  llvm::SmallPtrSet<Operation *, 8> reachable;
  llvm::SmallVector<func::FuncOp> worklist{entry};
  while (!worklist.empty()) {
    func::FuncOp func = worklist.pop_back_val();
    if (!func || !reachable.insert(func).second)
      continue;
    func.walk([&](func::CallOp call) {
      worklist.push_back(module.lookupSymbol<func::FuncOp>(call.getCallee()));
    });
  }
  llvm::StringMap<bool> readByReachable;
  module.walk([&](memref::GetGlobalOp get) {
    bool &read = readByReachable[get.getName()];
    read |= reachable.contains(get->getParentOfType<func::FuncOp>());
  });
  uint64_t total = 0;
  WalkResult walk = module.walk([&](memref::GlobalOp global) {
    auto read = readByReachable.find(global.getSymName());
    if (read != readByReachable.end() && !read->second)
      return WalkResult::advance();
    MemRefType type = global.getType();
    std::optional<uint64_t> bytes =
        type.hasStaticShape()
            ? memopt::getElementStorageBytes(type.getElementType())
            : std::nullopt;
    std::optional<uint64_t> size;
    if (bytes)
      size = memopt::getCheckedByteSize(type.getShape(), *bytes);
    std::optional<uint64_t> sum =
        size ? llvm::checkedAddUnsigned(total, *size) : std::nullopt;
    if (!sum) {
      global.emitError() << "mem-run: cannot count the bytes of global "
                         << global.getSymName() << " (" << type << ")";
      return WalkResult::interrupt();
    }
    total = *sum;
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  return total;
}

/// Whether the entry's arguments and results are statically shaped tensors
/// or scalars; a located error otherwise.
LogicalResult checkStaticSignature(func::FuncOp entry,
                                   FunctionType tensorType) {
  for (Type type : llvm::concat<const Type>(tensorType.getInputs(),
                                            tensorType.getResults())) {
    auto shaped = dyn_cast<ShapedType>(type);
    if (shaped &&
        (!isa<RankedTensorType>(shaped) || !shaped.hasStaticShape())) {
      entry.emitError() << "mem-run: the entry's arguments and results must "
                           "be statically shaped tensors or scalars, not "
                        << type;
      return failure();
    }
  }
  return success();
}

/// The error for argument `index` of the step, which the allocator refused.
LogicalResult refuseArgument(func::FuncOp entry, FunctionType tensorType,
                             unsigned index) {
  Type type = tensorType.getInput(index);
  auto shaped = dyn_cast<ShapedType>(type);
  std::optional<uint64_t> bytes =
      shaped ? memopt::getCheckedByteSize(
                   shaped.getShape(),
                   *memopt::getElementStorageBytes(shaped.getElementType()))
             : memopt::getElementStorageBytes(type);
  return emitError(entry.getArgument(index).getLoc())
         << "mem-run: cannot allocate argument #" << index << " (" << type
         << "): the allocator refused " << memopt::formatWithSeparators(*bytes)
         << " bytes";
}

/// The error for a buffer of `bytes` that the allocator refused during the
/// call, at the op that allocates it when it can be told.
LogicalResult refuseBuffer(ModuleOp module,
                           const memopt::AllocationSites &sites,
                           uint64_t bytes) {
  std::optional<memopt::AllocationSites::Site> site = sites.find(bytes);
  return emitError(site ? site->loc : module.getLoc())
         << "mem-run: cannot allocate "
         << (site ? site->what : "a buffer of the call")
         << ": the allocator refused " << memopt::formatWithSeparators(bytes)
         << " bytes";
}

/// JIT-compiles the lowered module, its allocation hooks bound to this
/// process's counting runtime, and `name` in it.
FailureOr<std::unique_ptr<ExecutionEngine>> compileEngine(ModuleOp module,
                                                          StringRef name) {
  ExecutionEngineOptions engineOptions;
  if (optLevel > 3) {
    module.emitError() << "mem-run: -O" << optLevel << ": expected 0 to 3";
    return failure();
  }
  auto transformer = makeOptimizingTransformer(optLevel, 0, nullptr);
  engineOptions.transformer = transformer;
  engineOptions.jitCodeGenOptLevel =
      static_cast<llvm::CodeGenOptLevel>(unsigned(optLevel));
  llvm::Expected<std::unique_ptr<ExecutionEngine>> engine =
      ExecutionEngine::create(module, engineOptions);
  if (!engine) {
    module.emitError() << "mem-run: cannot compile: "
                       << llvm::toString(engine.takeError());
    return failure();
  }
  // The allocation hooks resolve to this process's counting runtime;
  // memrefCopy (upstream's runner utils: copies into strided views, such as
  // a tensor.concat's slices) allocates nothing.
  (*engine)->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map;
    auto add = [&](llvm::StringRef symbol, void *address) {
      map[interner(symbol)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                               llvm::JITSymbolFlags::Exported};
    };
    add("_mlir_memref_to_llvm_alloc",
        reinterpret_cast<void *>(&_mlir_memref_to_llvm_alloc));
    add("_mlir_memref_to_llvm_aligned_alloc",
        reinterpret_cast<void *>(&_mlir_memref_to_llvm_aligned_alloc));
    add("_mlir_memref_to_llvm_free",
        reinterpret_cast<void *>(&_mlir_memref_to_llvm_free));
    add("memrefCopy", reinterpret_cast<void *>(&memrefCopy));
    return map;
  });
  (*engine)->initialize();
  // Compile now, so that run_seconds times the call alone.
  if (llvm::Expected<void (*)(void **)> fn = (*engine)->lookupPacked(name);
      !fn) {
    module.emitError() << "mem-run: cannot compile '" << name
                       << "': " << llvm::toString(fn.takeError());
    return failure();
  }
  return std::move(*engine);
}

/// Lowers, runs and reports; failure after printing a located error.
LogicalResult run(ModuleOp module, llvm::raw_ostream &out) {
  func::FuncOp entry = findEntry(module);
  if (!entry)
    return failure();
  std::string name = entry.getSymName().str();
  FunctionType tensorType = entry.getFunctionType();
  if (failed(checkStaticSignature(entry, tensorType)))
    return failure();

  // The prediction, from the IR as given.
  memopt::MemoryAnalysis analysis(module, memopt::MemoryAnalysisOptions());
  if (!analysis.succeeded())
    return failure();
  const memopt::FunctionMemoryProfile *profile = analysis.lookup(entry);
  uint64_t predicted = profile->peakBytes;

  FailureOr<std::vector<memopt::ArgumentFill>> fills =
      memopt::planArgumentFills(entry);
  if (failed(fills))
    return failure();

  std::unique_ptr<memopt::LowerCpuOptions> options =
      memopt::LowerCpuOptions::createFromString(pipelineOptions);
  if (!options) {
    module.emitError() << "mem-run: bad --pipeline-options '" << pipelineOptions
                       << "'";
    return failure();
  }

  // Lower in two halves, reading the bufferized signature in between.
  auto lowerStart = Clock::now();
  PassManager bufferize(module->getName());
  // What memopt-lower-cpu checks first (input upstream passes crash on).
  bufferize.addPass(memopt::createCheckAnalysable());
  if (failed(memopt::buildCpuBufferizePipeline(bufferize, *options)) ||
      failed(bufferize.run(module))) {
    module.emitError() << "mem-run: bufferization failed";
    return failure();
  }
  entry = module.lookupSymbol<func::FuncOp>(name);
  FailureOr<uint64_t> staticDataBytes = getStaticDataBytes(module, entry);
  if (failed(staticDataBytes))
    return failure();
  FunctionType bufferType = entry.getFunctionType();
  std::vector<int64_t> resultArgs(tensorType.getNumResults(), -1);
  if (auto attr =
          entry->getAttrOfType<DenseI64ArrayAttr>(memopt::kResultArgsAttrName))
    resultArgs.assign(attr.asArrayRef().begin(), attr.asArrayRef().end());
  std::optional<int64_t> arenaBytes, arenaLivePeak;
  if (auto attr =
          entry->getAttrOfType<IntegerAttr>(memopt::kArenaBytesAttrName))
    arenaBytes = attr.getInt();
  if (auto attr = entry->getAttrOfType<IntegerAttr>(
          memopt::kArenaLivePeakBytesAttrName))
    arenaLivePeak = attr.getInt();
  // The arguments now, while their locations are at hand (and before the
  // compile time a refused one would waste).
  memopt::StepInvoker invoker(tensorType, bufferType, resultArgs);
  if (std::optional<unsigned> refused = invoker.allocateArguments())
    return refuseArgument(entry, tensorType, *refused);
  memopt::AllocationSites allocationSites(module);
  PassManager toLLVM(module->getName());
  if (failed(memopt::buildCpuToLLVMPipeline(toLLVM)) ||
      failed(toLLVM.run(module))) {
    module.emitError() << "mem-run: lowering to LLVM failed";
    return failure();
  }

  FailureOr<std::unique_ptr<ExecutionEngine>> engine =
      compileEngine(module, name);
  if (failed(engine))
    return failure();
  double lowerSeconds = secondsSince(lowerStart);

  uint64_t argumentBytes = 0;
  for (auto [i, buffer] : llvm::enumerate(invoker.arguments())) {
    auto shaped = dyn_cast<ShapedType>(buffer.type);
    Type element = shaped ? shaped.getElementType() : buffer.type;
    uint64_t count = shaped ? uint64_t(shaped.getNumElements()) : 1;
    memopt::fillElements((*fills)[i], element, count, seed, i, buffer.data);
    if (shaped)
      argumentBytes += buffer.bytes;
  }
  if (!dumpInputs.empty() &&
      failed(dumpAll(dumpInputs, "arg", invoker.arguments())))
    return failure();

  memopt_runtime_reset();
  uint64_t liveBefore = memopt_runtime_live_bytes();
  auto runStart = Clock::now();
  if (llvm::Error error = invoker.invoke(**engine, name)) {
    module.emitError() << "mem-run: cannot call '" << name
                       << "': " << llvm::toString(std::move(error));
    return failure();
  }
  if (std::optional<uint64_t> refused = invoker.getRefusedBytes())
    return refuseBuffer(module, allocationSites, *refused);
  double runSeconds = secondsSince(runStart);
  uint64_t heapPeak = memopt_runtime_peak_bytes() - liveBefore;
  uint64_t heapLiveAfter = memopt_runtime_live_bytes() - liveBefore;
  uint64_t allocs = memopt_runtime_alloc_count();
  uint64_t frees = memopt_runtime_free_count();

  if (!dumpResults.empty() &&
      failed(dumpAll(dumpResults, "result", invoker.results())))
    return failure();

  llvm::json::OStream json(out, 2);
  json.object([&] {
    json.attribute("entry", name);
    json.attribute("seed", int64_t(seed));
    json.attribute("predicted_peak_bytes", int64_t(predicted));
    json.attribute("measured_peak_bytes",
                   int64_t(heapPeak + argumentBytes + *staticDataBytes));
    json.attribute("heap_peak_bytes", int64_t(heapPeak));
    json.attribute("argument_bytes", int64_t(argumentBytes));
    json.attribute("static_data_bytes", int64_t(*staticDataBytes));
    json.attribute("returned_heap_bytes", int64_t(heapLiveAfter));
    json.attribute("allocations", int64_t(allocs));
    json.attribute("frees", int64_t(frees));
    if (arenaBytes && arenaLivePeak) {
      json.attribute("arena_bytes", *arenaBytes);
      json.attribute("arena_live_peak_bytes", *arenaLivePeak);
      json.attribute("fragmentation",
                     double(*arenaBytes) / double(*arenaLivePeak));
    }
    json.attributeArray("checksums", [&] {
      for (const memopt::HostBuffer &result : invoker.results())
        json.value(fnv1a(result.data, result.bytes));
    });
    json.attribute("lower_seconds", lowerSeconds);
    json.attribute("run_seconds", runSeconds);
  });
  out << "\n";
  invoker.releaseReturnedBuffers();
  return success();
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  mlir::registerAllPasses();
  memopt::registerAllPasses();
  cl::ParseCommandLineOptions(
      argc, argv,
      "mem-run: run a training step on the CPU and "
      "compare its measured peak with the prediction\n");

  DialectRegistry registry;
  memopt::registerAllDialects(registry);
  MLIRContext context(registry);
  // Errors name their location; a dump of the whole module helps no one.
  context.printOpOnDiagnostic(false);

  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> file = openInputFile(inputFile, &error);
  if (!file) {
    llvm::errs() << "mem-run: " << error << "\n";
    return 1;
  }
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;
  return failed(run(*module, llvm::outs())) ? 1 : 0;
}

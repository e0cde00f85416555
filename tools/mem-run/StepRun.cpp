//===- StepRun.cpp - predict, lower, run and measure one step -------------===//

#include "StepRun.h"
#include "AllocationSites.h"

#include "memopt/Analysis/MemoryProfile.h"
#include "memopt/Analysis/TensorSize.h"
#include "memopt/IR/MemOptAttributes.h"
#include "memopt/Lowering/Passes.h"
#include "memopt/Lowering/Pipelines.h"
#include "memopt_runtime.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"

#include <chrono>

using namespace mlir;

namespace memopt {
namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
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
        type.hasStaticShape() ? getElementStorageBytes(type.getElementType())
                              : std::nullopt;
    std::optional<uint64_t> size;
    if (bytes)
      size = getCheckedByteSize(type.getShape(), *bytes);
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

/// The error for argument `index` of the step, which the allocator refused.
LogicalResult refuseArgument(func::FuncOp entry, FunctionType tensorType,
                             unsigned index) {
  Type type = tensorType.getInput(index);
  auto shaped = dyn_cast<ShapedType>(type);
  std::optional<uint64_t> bytes =
      shaped
          ? getCheckedByteSize(shaped.getShape(),
                               *getElementStorageBytes(shaped.getElementType()))
          : getElementStorageBytes(type);
  return emitError(entry.getArgument(index).getLoc())
         << "mem-run: cannot allocate argument #" << index << " (" << type
         << "): the allocator refused " << formatWithSeparators(*bytes)
         << " bytes";
}

/// The error for a buffer of `bytes` that the allocator refused during the
/// call, at the op that allocates it when it can be told.
LogicalResult refuseBuffer(ModuleOp module, const AllocationSites &sites,
                           uint64_t bytes) {
  std::optional<AllocationSites::Site> site = sites.find(bytes);
  return emitError(site ? site->loc : module.getLoc())
         << "mem-run: cannot allocate "
         << (site ? site->what : "a buffer of the call")
         << ": the allocator refused " << formatWithSeparators(bytes)
         << " bytes";
}

/// JIT-compiles the lowered module, its allocation hooks bound to this
/// process's counting runtime, and `name` in it.
FailureOr<std::unique_ptr<ExecutionEngine>>
compileEngine(ModuleOp module, StringRef name, unsigned optLevel,
              ArrayRef<std::pair<std::string, void *>> symbols) {
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
  (*engine)->registerSymbols([&](llvm::orc::MangleAndInterner interner) {
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
    for (const auto &[symbol, address] : symbols)
      add(symbol, address);
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

} // namespace

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

static LogicalResult writeBytes(StringRef dir, StringRef stem, size_t index,
                                const HostBuffer &buffer) {
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
                      llvm::ArrayRef<HostBuffer> buffers) {
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

/// The entry function: `entryName` if not empty, or the only public function
/// with a body.
func::FuncOp findEntry(ModuleOp module, StringRef entryName) {
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

void writeMeasurement(llvm::json::OStream &json,
                      const StepMeasurement &measured) {
  json.attribute("predicted_peak_bytes", int64_t(measured.predicted));
  json.attribute("measured_peak_bytes", int64_t(measured.measured()));
  json.attribute("heap_peak_bytes", int64_t(measured.heapPeak));
  json.attribute("argument_bytes", int64_t(measured.argumentBytes));
  json.attribute("static_data_bytes", int64_t(measured.staticDataBytes));
  json.attribute("returned_heap_bytes", int64_t(measured.heapLiveAfter));
  json.attribute("allocations", int64_t(measured.allocations));
  json.attribute("frees", int64_t(measured.frees));
}

/// Whether the entry's arguments and results are statically shaped tensors
/// or scalars; a located error otherwise.
LogicalResult checkStaticSignature(func::FuncOp entry) {
  FunctionType tensorType = entry.getFunctionType();
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

LogicalResult runStep(ModuleOp module, func::FuncOp entry,
                      const StepRunOptions &options,
                      llvm::function_ref<LogicalResult(const StepMeasurement &,
                                                       ArrayRef<HostBuffer>)>
                          report) {
  std::string name = entry.getSymName().str();
  FunctionType tensorType = entry.getFunctionType();
  if (failed(checkStaticSignature(entry)))
    return failure();
  StepMeasurement measured;

  // The prediction, from the IR as given.
  MemoryAnalysis analysis(module, MemoryAnalysisOptions());
  if (!analysis.succeeded())
    return failure();
  measured.predicted = analysis.lookup(entry)->peakBytes;
  if (options.planFills && failed(options.planFills()))
    return failure();

  std::unique_ptr<LowerCpuOptions> lowerOptions =
      LowerCpuOptions::createFromString(options.pipelineOptions);
  if (!lowerOptions) {
    module.emitError() << "mem-run: bad --pipeline-options '"
                       << options.pipelineOptions << "'";
    return failure();
  }

  // Lower in two halves, reading the bufferized signature in between.
  auto lowerStart = Clock::now();
  // What memopt-lower-cpu checks first (input upstream passes crash on).
  PassManager check(module->getName());
  check.addPass(createCheckAnalysable());
  PassManager bufferize(module->getName());
  if (failed(check.run(module)) ||
      (options.beforeBufferize && failed(options.beforeBufferize(module))) ||
      failed(buildCpuBufferizePipeline(bufferize, *lowerOptions)) ||
      failed(bufferize.run(module))) {
    module.emitError() << "mem-run: bufferization failed";
    return failure();
  }
  entry = module.lookupSymbol<func::FuncOp>(name);
  FailureOr<uint64_t> staticDataBytes = getStaticDataBytes(module, entry);
  if (failed(staticDataBytes))
    return failure();
  measured.staticDataBytes = *staticDataBytes;
  FunctionType bufferType = entry.getFunctionType();
  std::vector<int64_t> resultArgs(tensorType.getNumResults(), -1);
  if (auto attr = entry->getAttrOfType<DenseI64ArrayAttr>(kResultArgsAttrName))
    resultArgs.assign(attr.asArrayRef().begin(), attr.asArrayRef().end());
  if (auto attr = entry->getAttrOfType<IntegerAttr>(kArenaBytesAttrName))
    measured.arenaBytes = attr.getInt();
  if (auto attr =
          entry->getAttrOfType<IntegerAttr>(kArenaLivePeakBytesAttrName))
    measured.arenaLivePeak = attr.getInt();
  // The arguments now, while their locations are at hand (and before the
  // compile time a refused one would waste).
  StepInvoker invoker(tensorType, bufferType, resultArgs);
  if (std::optional<unsigned> refused = invoker.allocateArguments())
    return refuseArgument(entry, tensorType, *refused);
  AllocationSites allocationSites(module);
  PassManager toLLVM(module->getName());
  if (failed(buildCpuToLLVMPipeline(toLLVM)) || failed(toLLVM.run(module))) {
    module.emitError() << "mem-run: lowering to LLVM failed";
    return failure();
  }

  FailureOr<std::unique_ptr<ExecutionEngine>> engine =
      compileEngine(module, name, options.optLevel, options.symbols);
  if (failed(engine))
    return failure();
  measured.lowerSeconds = secondsSince(lowerStart);

  for (auto [i, buffer] : llvm::enumerate(invoker.arguments())) {
    options.fill(i, buffer);
    if (isa<ShapedType>(buffer.type))
      measured.argumentBytes += buffer.bytes;
  }
  if (options.beforeCall && failed(options.beforeCall(invoker.arguments())))
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
  measured.runSeconds = secondsSince(runStart);
  measured.heapPeak = memopt_runtime_peak_bytes() - liveBefore;
  measured.heapLiveAfter = memopt_runtime_live_bytes() - liveBefore;
  measured.allocations = memopt_runtime_alloc_count();
  measured.frees = memopt_runtime_free_count();

  LogicalResult reported = report(measured, invoker.results());
  invoker.releaseReturnedBuffers();
  return reported;
}

} // namespace memopt

//===- StepInvoker.cpp - call a lowered entry through the JIT -------------===//

#include "StepInvoker.h"
#include "GuardedCall.h"

#include "memopt/Analysis/TensorSize.h"
#include "memopt_runtime.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>

using namespace mlir;

namespace memopt {
namespace {

uint64_t storageBytes(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return *getCheckedByteSize(
        shaped.getShape(), *getElementStorageBytes(shaped.getElementType()));
  return *getElementStorageBytes(type);
}

/// Bytes and alignment of one value of `type` in the LLVM lowering's structs:
/// a memref descriptor {ptr, ptr, i64, [r x i64], [r x i64]} or a scalar.
std::pair<uint64_t, uint64_t> loweredSizeAndAlign(Type type) {
  if (auto memref = dyn_cast<MemRefType>(type))
    return {8 * (3 + 2 * uint64_t(memref.getRank())), 8};
  uint64_t bytes = *getElementStorageBytes(type);
  return {bytes, bytes};
}

uint64_t alignTo(uint64_t value, uint64_t align) {
  return (value + align - 1) / align * align;
}

} // namespace

StepInvoker::StepInvoker(FunctionType tensorType, FunctionType bufferType,
                         std::vector<int64_t> resultArgs)
    : tensorType(tensorType), bufferType(bufferType),
      resultArgs(std::move(resultArgs)) {}

std::optional<unsigned> StepInvoker::allocateArguments() {
  for (auto [i, type] : llvm::enumerate(tensorType.getInputs())) {
    HostBuffer buffer{type, storageBytes(type), nullptr};
    // aligned_alloc wants a multiple of the alignment: no overflow past it.
    if (buffer.bytes > UINT64_MAX - 64)
      return i;
    buffer.data = static_cast<uint8_t *>(std::aligned_alloc(
        64, alignTo(std::max<uint64_t>(buffer.bytes, 1), 64)));
    if (!buffer.data)
      return i;
    std::memset(buffer.data, 0, buffer.bytes);
    args.push_back(buffer);
  }
  return std::nullopt;
}

StepInvoker::~StepInvoker() {
  for (HostBuffer &buffer : args)
    std::free(buffer.data);
}

llvm::Error StepInvoker::invoke(ExecutionEngine &engine, llvm::StringRef name) {
  // Every LLVM-level argument gets an 8-byte slot: a memref expands to
  // (allocated, aligned, offset, sizes..., strides...); a scalar's bytes sit
  // at the start of its slot (little-endian), where the wrapper loads them.
  std::vector<uint64_t> slots;
  for (auto [buffer, type] : llvm::zip(args, bufferType.getInputs())) {
    if (auto memref = dyn_cast<MemRefType>(type)) {
      slots.push_back(reinterpret_cast<uintptr_t>(buffer.data));
      slots.push_back(reinterpret_cast<uintptr_t>(buffer.data));
      slots.push_back(0);
      ArrayRef<int64_t> shape = memref.getShape();
      for (int64_t size : shape)
        slots.push_back(uint64_t(size));
      uint64_t stride = 1;
      std::vector<uint64_t> strides(shape.size());
      for (size_t d = shape.size(); d-- > 0;) {
        strides[d] = stride;
        stride *= uint64_t(shape[d]);
      }
      slots.insert(slots.end(), strides.begin(), strides.end());
    } else {
      uint64_t slot = 0;
      std::memcpy(&slot, buffer.data, std::min<uint64_t>(buffer.bytes, 8));
      slots.push_back(slot);
    }
  }
  // The return value: one value, or a struct of all results.
  std::vector<std::pair<uint64_t, Type>> offsets; // offset of each result
  uint64_t returnBytes = 0;
  for (Type type : bufferType.getResults()) {
    auto [bytes, align] = loweredSizeAndAlign(type);
    returnBytes = alignTo(returnBytes, align);
    offsets.push_back({returnBytes, type});
    returnBytes += bytes;
  }
  std::vector<uint64_t> returned(alignTo(returnBytes, 8) / 8 + 1, 0);
  std::vector<void *> packed;
  for (uint64_t &slot : slots)
    packed.push_back(&slot);
  if (!offsets.empty())
    packed.push_back(returned.data());
  llvm::Expected<void (*)(void **)> fn = engine.lookupPacked(name);
  if (!fn)
    return fn.takeError();
  refusedBytes = callCatchingRefusedAllocation(*fn, packed.data());
  if (refusedBytes) {
    // The abandoned call's buffers: freed, so nothing is left to leak.
    memopt_runtime_free_all();
    return llvm::Error::success();
  }

  auto *base = reinterpret_cast<uint8_t *>(returned.data());
  unsigned next = 0;
  for (auto [i, type] : llvm::enumerate(tensorType.getResults())) {
    int64_t arg = i < resultArgs.size() ? resultArgs[i] : -1;
    if (arg >= 0) {
      resultBuffers.push_back({type, args[arg].bytes, args[arg].data});
      continue;
    }
    auto [offset, loweredType] = offsets[next++];
    uint8_t *field = base + offset;
    if (isa<MemRefType>(loweredType)) {
      void *allocated, *aligned;
      int64_t elementOffset;
      std::memcpy(&allocated, field, 8);
      std::memcpy(&aligned, field + 8, 8);
      std::memcpy(&elementOffset, field + 16, 8);
      returnedAllocations.push_back(allocated);
      auto shaped = cast<ShapedType>(type);
      uint8_t *data =
          static_cast<uint8_t *>(aligned) +
          elementOffset * *getElementStorageBytes(shaped.getElementType());
      resultBuffers.push_back({type, storageBytes(type), data});
    } else {
      resultBuffers.push_back({type, storageBytes(type), field});
    }
  }
  // Scalar results point into `returned` (a move keeps its storage).
  returnedValues = std::move(returned);
  return llvm::Error::success();
}

void StepInvoker::releaseReturnedBuffers() {
  for (void *ptr : returnedAllocations)
    _mlir_memref_to_llvm_free(ptr);
  returnedAllocations.clear();
  resultBuffers.clear();
}

} // namespace memopt

//===- UnevenSplit.cpp - where a model-state tensor splits ----------------===//

#include "UnevenSplit.h"

#include "memopt/Analysis/TensorSize.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace memopt {
namespace {

/// The bytes of `type` (0 when unknown: dynamic, or an unsized element).
uint64_t bytesOf(RankedTensorType type) {
  std::optional<uint64_t> element =
      getElementStorageBytes(type.getElementType());
  std::optional<uint64_t> bytes =
      element ? getCheckedByteSize(type.getShape(), *element) : std::nullopt;
  return bytes.value_or(0);
}

/// "tensor<6x32xf32>", unquoted (a diagnostic quotes a streamed type).
std::string typeText(RankedTensorType type) {
  std::string text;
  llvm::raw_string_ostream(text) << type;
  return text;
}

/// The remark lists this many tensors; the rest are counted.
constexpr size_t kListed = 6;

} // namespace

std::optional<unsigned>
evenSplitDimension(RankedTensorType type,
                   llvm::function_ref<int64_t(unsigned)> ranksOn) {
  for (auto [dim, size] : llvm::enumerate(type.getShape()))
    if (!ShapedType::isDynamic(size) && size % ranksOn(dim) == 0)
      return dim;
  return std::nullopt;
}

LogicalResult refuseUnevenSplit(Operation *op, const std::string &what,
                                RankedTensorType type, int64_t ranks) {
  InFlightDiagnostic diag =
      op->emitError() << "memopt-shard: " << what << ", " << typeText(type)
                      << ", has no dimension that " << ranks << " ranks divide";
  if (!type.hasStaticShape())
    return diag << " (a dynamic one may: bind it first)";
  return diag << " (uneven=replicate keeps it whole on every rank)";
}

void KeptReplicated::add(std::string what, RankedTensorType type,
                         bool argument) {
  tensors.push_back({std::move(what), type, argument});
}

void KeptReplicated::remark(func::FuncOp func, int64_t ranks) const {
  if (tensors.empty())
    return;
  uint64_t argumentBytes = 0;
  for (const Tensor &t : tensors)
    if (t.argument)
      argumentBytes += bytesOf(t.type);
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "memopt-shard: uneven=replicate keeps " << tensors.size()
     << (tensors.size() == 1 ? " tensor" : " tensors") << " of @"
     << func.getSymName() << " whole on every rank, no dimension of which "
     << ranks << " ranks divide: " << formatWithSeparators(argumentBytes)
     << " B of arguments each rank holds whole; ";
  for (size_t i = 0; i < tensors.size() && i < kListed; ++i)
    os << (i ? "; " : "") << tensors[i].what << " " << typeText(tensors[i].type)
       << " (" << formatWithSeparators(bytesOf(tensors[i].type)) << " B)";
  if (tensors.size() > kListed)
    os << "; and " << tensors.size() - kListed << " more";
  // At the function's location alone: the remark needs no dump of it.
  emitRemark(func.getLoc()) << text;
}

} // namespace memopt

//===- TensorSize.cpp - exact, overflow-safe byte sizes -------------------===//

#include "memopt/Analysis/TensorSize.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace mlir;

namespace memopt {

uint64_t getStorageBytesForBitWidth(uint64_t bitWidth) {
  uint64_t bytes = llvm::divideCeil(bitWidth, 8);
  if (bytes <= 16)
    return llvm::PowerOf2Ceil(std::max<uint64_t>(bytes, 1));
  return llvm::alignTo(bytes, 8);
}

std::optional<uint64_t> getElementStorageBytes(Type elementType) {
  if (auto intType = dyn_cast<IntegerType>(elementType))
    return getStorageBytesForBitWidth(intType.getWidth());
  if (auto floatType = dyn_cast<FloatType>(elementType))
    return getStorageBytesForBitWidth(floatType.getWidth());
  if (isa<IndexType>(elementType))
    return 8;
  if (auto complexType = dyn_cast<ComplexType>(elementType)) {
    std::optional<uint64_t> part =
        getElementStorageBytes(complexType.getElementType());
    if (!part)
      return std::nullopt;
    return llvm::checkedMulUnsigned<uint64_t>(*part, 2);
  }
  return std::nullopt;
}

// (llvm::SaturatingMultiply rather than llvm::checkedMulUnsigned, which goes
// through APInt: sizes are computed for every value of a step.)
std::optional<uint64_t> getCheckedElementCount(llvm::ArrayRef<int64_t> dims) {
  uint64_t count = 1;
  bool overflowed = false;
  for (int64_t dim : dims) {
    if (dim < 0)
      return std::nullopt;
    count = llvm::SaturatingMultiply(count, static_cast<uint64_t>(dim),
                                     &overflowed);
    if (overflowed)
      return std::nullopt;
  }
  return count;
}

std::optional<uint64_t> getCheckedByteSize(llvm::ArrayRef<int64_t> dims,
                                           uint64_t elementBytes) {
  std::optional<uint64_t> count = getCheckedElementCount(dims);
  if (!count)
    return std::nullopt;
  bool overflowed = false;
  uint64_t bytes = llvm::SaturatingMultiply(*count, elementBytes, &overflowed);
  if (overflowed)
    return std::nullopt;
  return bytes;
}

std::optional<uint64_t> parseByteSize(llvm::StringRef text,
                                      ByteSizeError *error) {
  auto refuse = [&](ByteSizeError why) -> std::optional<uint64_t> {
    if (error)
      *error = why;
    return std::nullopt;
  };
  static const std::pair<llvm::StringLiteral, double> units[] = {
      {"KiB", 1024.0},
      {"MiB", 1048576.0},
      {"GiB", 1073741824.0},
      {"TiB", 1099511627776.0},
      {"KB", 1e3},
      {"MB", 1e6},
      {"GB", 1e9},
      {"TB", 1e12},
      {"B", 1.0}};
  text = text.trim();
  double scale = 1.0;
  for (const auto &[suffix, factor] : units)
    if (text.consume_back(suffix)) {
      scale = factor;
      break;
    }
  text = text.rtrim();
  if (text.empty())
    return refuse(ByteSizeError::Malformed);
  // Plain integers exactly (doubles lose precision past 2^53).
  uint64_t integer;
  if (scale == 1.0 && !text.getAsInteger(10, integer))
    return integer;
  double number;
  if (text.getAsDouble(number) || !(number >= 0.0))
    return refuse(ByteSizeError::Malformed);
  double bytes = std::floor(number * scale);
  // 2^64 as a double: anything at or above it does not fit.
  if (!(bytes < 18446744073709551616.0))
    return refuse(ByteSizeError::Over64Bits);
  if (bytes == 0.0 && number > 0.0)
    return refuse(ByteSizeError::UnderOneByte);
  return static_cast<uint64_t>(bytes);
}

std::string formatWithSeparators(uint64_t value) {
  std::string digits = std::to_string(value);
  std::string result;
  result.reserve(digits.size() + digits.size() / 3);
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i != 0 && (digits.size() - i) % 3 == 0)
      result.push_back(',');
    result.push_back(digits[i]);
  }
  return result;
}

std::string formatBytes(uint64_t bytes) {
  static const char *const units[] = {"B",   "KiB", "MiB", "GiB",
                                      "TiB", "PiB", "EiB"};
  double scaled = static_cast<double>(bytes);
  unsigned unit = 0;
  while (scaled >= 1024.0 && unit + 1 < std::size(units)) {
    scaled /= 1024.0;
    ++unit;
  }
  std::string result;
  llvm::raw_string_ostream os(result);
  os << formatWithSeparators(bytes);
  if (unit != 0)
    os << " (" << llvm::format("%.2f", scaled) << " " << units[unit] << ")";
  return result;
}

} // namespace memopt

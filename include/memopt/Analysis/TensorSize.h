//===- TensorSize.h - exact, overflow-safe byte sizes -----------*- C++ -*-===//
//
// Bytes of a tensor once bufferized and lowered to LLVM on a 64-bit host.
// Every element is stored unpacked at its LLVM allocation size, which is what
// a counting allocator sees after `finalize-memref-to-llvm`:
//   - iN and fN: the smallest power of two bytes that holds N bits
//     (i1, i4, f4E2M1FN, f6*, f8* -> 1; i16, f16, bf16 -> 2; f32 -> 4;
//     f64 -> 8; f80, f128, i128 -> 16); wider integers round up to 8 bytes.
//   - index: 8 bytes.
//   - complex<T>: twice T.
// Anything else (vectors, pointers, custom types) has no known size.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_ANALYSIS_TENSORSIZE_H
#define MEMOPT_ANALYSIS_TENSORSIZE_H

#include "mlir/IR/Types.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace memopt {

/// Bytes one element of `elementType` occupies, or nullopt when unknown.
std::optional<uint64_t> getElementStorageBytes(mlir::Type elementType);

/// Bytes for an integer or float of `bitWidth` bits (see the file comment).
uint64_t getStorageBytesForBitWidth(uint64_t bitWidth);

/// Product of `dims`, or nullopt when a dim is negative (dynamic) or the
/// product does not fit in 64 bits.
std::optional<uint64_t> getCheckedElementCount(llvm::ArrayRef<int64_t> dims);

/// `elementCount * elementBytes`, or nullopt when it does not fit in 64 bits.
std::optional<uint64_t> getCheckedByteSize(llvm::ArrayRef<int64_t> dims,
                                           uint64_t elementBytes);

/// Formats `bytes` with thousands separators and a binary unit, for example
/// "1,048,576 (1.00 MiB)".
std::string formatBytes(uint64_t bytes);

/// Why parseByteSize refused its text.
enum class ByteSizeError { Malformed, Over64Bits, UnderOneByte };

/// Parses a byte count: plain bytes ("1000"), a decimal or exponent number
/// ("1.5e9", rounded down), or a number with a unit: binary (KiB, MiB, GiB,
/// TiB) or decimal (KB, MB, GB, TB; B for bytes), case-sensitive, optional
/// space before the unit. Nullopt when malformed or negative, over 64 bits,
/// or a positive fraction of one byte (which would round down to none); then
/// `error`, if given, says which.
std::optional<uint64_t> parseByteSize(llvm::StringRef text,
                                      ByteSizeError *error = nullptr);

/// Formats `value` with thousands separators.
std::string formatWithSeparators(uint64_t value);

} // namespace memopt

#endif // MEMOPT_ANALYSIS_TENSORSIZE_H

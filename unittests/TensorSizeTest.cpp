//===- TensorSizeTest.cpp - byte sizes and their overflow checks ----------===//

#include "memopt/Analysis/TensorSize.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace memopt;

TEST(TensorSize, BitWidthsRoundToLLVMAllocationSizes) {
  EXPECT_EQ(getStorageBytesForBitWidth(1), 1u);
  EXPECT_EQ(getStorageBytesForBitWidth(4), 1u);
  EXPECT_EQ(getStorageBytesForBitWidth(8), 1u);
  EXPECT_EQ(getStorageBytesForBitWidth(9), 2u);
  EXPECT_EQ(getStorageBytesForBitWidth(16), 2u);
  EXPECT_EQ(getStorageBytesForBitWidth(24), 4u);
  EXPECT_EQ(getStorageBytesForBitWidth(32), 4u);
  EXPECT_EQ(getStorageBytesForBitWidth(48), 8u);
  EXPECT_EQ(getStorageBytesForBitWidth(80), 16u);
  EXPECT_EQ(getStorageBytesForBitWidth(128), 16u);
  EXPECT_EQ(getStorageBytesForBitWidth(129), 24u);
}

TEST(TensorSize, ElementTypes) {
  mlir::MLIRContext context;
  mlir::Builder b(&context);
  EXPECT_EQ(getElementStorageBytes(b.getI1Type()), 1u);
  EXPECT_EQ(getElementStorageBytes(b.getIntegerType(4)), 1u);
  EXPECT_EQ(getElementStorageBytes(b.getF16Type()), 2u);
  EXPECT_EQ(getElementStorageBytes(b.getBF16Type()), 2u);
  EXPECT_EQ(getElementStorageBytes(b.getF32Type()), 4u);
  EXPECT_EQ(getElementStorageBytes(b.getF64Type()), 8u);
  EXPECT_EQ(getElementStorageBytes(b.getType<mlir::Float8E4M3FNType>()), 1u);
  EXPECT_EQ(getElementStorageBytes(b.getType<mlir::Float4E2M1FNType>()), 1u);
  EXPECT_EQ(getElementStorageBytes(b.getIndexType()), 8u);
  EXPECT_EQ(getElementStorageBytes(mlir::ComplexType::get(b.getF32Type())), 8u);
  EXPECT_EQ(getElementStorageBytes(mlir::NoneType::get(&context)),
            std::nullopt);
}

TEST(TensorSize, ExactProducts) {
  EXPECT_EQ(getCheckedElementCount({}), 1u);
  EXPECT_EQ(getCheckedElementCount({0, 7}), 0u);
  EXPECT_EQ(getCheckedByteSize({1024, 1024}, 4), 4u * 1024 * 1024);
  // 7B parameters in fp16: 14,000,000,000 bytes does not wrap in 32 bits.
  EXPECT_EQ(getCheckedByteSize({7000000000}, 2), 14000000000u);
}

TEST(TensorSize, OverflowIsReportedNotWrapped) {
  // 2^32 * 2^32 elements overflow the element count.
  EXPECT_EQ(getCheckedElementCount({1ll << 32, 1ll << 32}), std::nullopt);
  // 2^62 elements fit, 2^62 * 4 bytes do not.
  EXPECT_EQ(getCheckedElementCount({1ll << 62}), uint64_t(1) << 62);
  EXPECT_EQ(getCheckedByteSize({1ll << 62}, 4), std::nullopt);
  // 2^31 * 2^31 elements of 2 bytes are 2^63 bytes; of 4 bytes, 2^64.
  EXPECT_EQ(getCheckedByteSize({1ll << 31, 1ll << 31}, 2), uint64_t(1) << 63);
  EXPECT_EQ(getCheckedByteSize({1ll << 31, 1ll << 31}, 4), std::nullopt);
}

TEST(TensorSize, DynamicDimensionsHaveNoSize) {
  EXPECT_EQ(getCheckedElementCount({mlir::ShapedType::kDynamic, 4}),
            std::nullopt);
}

TEST(TensorSize, Formatting) {
  EXPECT_EQ(formatWithSeparators(0), "0");
  EXPECT_EQ(formatWithSeparators(999), "999");
  EXPECT_EQ(formatWithSeparators(1000), "1,000");
  EXPECT_EQ(formatWithSeparators(124475904), "124,475,904");
  EXPECT_EQ(formatBytes(512), "512");
  EXPECT_EQ(formatBytes(1048576), "1,048,576 (1.00 MiB)");
}

TEST(TensorSize, ParsesByteSizesWithUnits) {
  EXPECT_EQ(parseByteSize("1000"), 1000u);
  EXPECT_EQ(parseByteSize("18446744073709551615"), UINT64_MAX);
  EXPECT_EQ(parseByteSize("70GiB"), 70ull << 30);
  EXPECT_EQ(parseByteSize("512MiB"), 512ull << 20);
  EXPECT_EQ(parseByteSize("512 MiB"), 512ull << 20);
  EXPECT_EQ(parseByteSize("1.5e9"), 1500000000u);
  EXPECT_EQ(parseByteSize("1.5GB"), 1500000000u);
  EXPECT_EQ(parseByteSize("2KiB"), 2048u);
  EXPECT_EQ(parseByteSize("3B"), 3u);
  EXPECT_EQ(parseByteSize("0.5KiB"), 512u);
  EXPECT_EQ(parseByteSize(""), std::nullopt);
  EXPECT_EQ(parseByteSize("GiB"), std::nullopt);
  EXPECT_EQ(parseByteSize("-1"), std::nullopt);
  EXPECT_EQ(parseByteSize("12 apples"), std::nullopt);
  EXPECT_EQ(parseByteSize("nan"), std::nullopt);
  EXPECT_EQ(parseByteSize("16EiB"), std::nullopt);
  EXPECT_EQ(parseByteSize("1e30"), std::nullopt);
  EXPECT_EQ(parseByteSize("18446744073709551616"), std::nullopt);
  EXPECT_EQ(parseByteSize("0"), 0u);
  EXPECT_EQ(parseByteSize("0.0"), 0u);
  EXPECT_EQ(parseByteSize("1.5B"), 1u);
}

TEST(TensorSize, SaysWhyAByteSizeIsRefused) {
  ByteSizeError why = ByteSizeError::Malformed;
  EXPECT_EQ(parseByteSize("0.5B", &why), std::nullopt);
  EXPECT_EQ(why, ByteSizeError::UnderOneByte);
  why = ByteSizeError::Malformed;
  EXPECT_EQ(parseByteSize("1e-3", &why), std::nullopt);
  EXPECT_EQ(why, ByteSizeError::UnderOneByte);
  EXPECT_EQ(parseByteSize("1e30", &why), std::nullopt);
  EXPECT_EQ(why, ByteSizeError::Over64Bits);
  EXPECT_EQ(parseByteSize("18446744073709551616", &why), std::nullopt);
  EXPECT_EQ(why, ByteSizeError::Over64Bits);
  EXPECT_EQ(parseByteSize("12 apples", &why), std::nullopt);
  EXPECT_EQ(why, ByteSizeError::Malformed);
}

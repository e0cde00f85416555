//===- InputScreenTest.cpp - the screen reads tokens, not text ------------===//

#include "memopt/Driver/InputScreen.h"

#include <gtest/gtest.h>

using namespace memopt;

namespace {
/// The message of the screen's finding in `source`, or "" if none.
std::string screen(llvm::StringRef source, unsigned maxNesting = 8) {
  std::optional<ScreenFinding> finding = screenInput(source, maxNesting);
  return finding ? finding->message : "";
}
} // namespace

TEST(InputScreen, NestingCountsBracketsOnly) {
  EXPECT_EQ(screen("{{{{{{{{}}}}}}}}"), "");
  EXPECT_NE(screen("{{{{{{{{{}}}}}}}}}"), "");
  EXPECT_NE(screen("([<{([<{(x)}>])}>])"), "");
  // Brackets in strings and comments, and arrows, are not nesting.
  EXPECT_EQ(screen("\"{{{{{{{{{{{{\" // ((((((((((((\n(d0) -> (d0)"), "");
  // `>` closes only an open `<`: `>=` in an integer set, or a stray one,
  // does not unbalance the count.
  EXPECT_EQ(screen("affine_set<(d0) : (d0 >= 0)> > > > {{{{{{{}}}}}}}"), "");
}

TEST(InputScreen, NestingFindingIsLocated) {
  std::string source = "func.func @f() {\n" + std::string(10, '(');
  std::optional<ScreenFinding> finding = screenInput(source, 8);
  ASSERT_TRUE(finding);
  // The ninth open bracket: the func's brace and eight parentheses.
  EXPECT_EQ(finding->location - source.data(),
            static_cast<long>(source.find('\n') + 8));
}

TEST(InputScreen, GenericIteratorTypes) {
  const char *prefix = "%r = linalg.generic {indexing_maps = [], "
                       "iterator_types = [";
  EXPECT_EQ(screen(std::string(prefix) + "\"parallel\", \"reduction\"]}"), "");
  EXPECT_EQ(screen(std::string(prefix) + "]}"), "");
  EXPECT_NE(screen(std::string(prefix) + "#linalg.iterator_type<parallel>]}"),
            "");
  EXPECT_NE(screen(std::string(prefix) + "\"parallel\", unit]}"), "");
  // The generic form parses the attribute generically: no crash, no check.
  EXPECT_EQ(screen("\"linalg.generic\"() <{iterator_types = "
                   "[#linalg.iterator_type<parallel>]}>"),
            "");
  // Behind an alias.
  EXPECT_NE(screen("#t = {iterator_types = [1]}\n"
                   "%r = linalg.generic #t ins()"),
            "");
  EXPECT_EQ(screen("#t = {iterator_types = [\"parallel\"]}\n"
                   "%r = linalg.generic #t ins()"),
            "");
}

TEST(InputScreen, IntegerLists) {
  auto transpose = [](const std::string &list) {
    return screen("%r = linalg.transpose ins(%a : tensor<2x2xf32>) "
                  "outs(%b : tensor<2x2xf32>) permutation = " +
                  list + "\n%s = arith.constant 0 : index");
  };
  EXPECT_EQ(transpose("[1, 0]"), "");
  EXPECT_EQ(transpose("[]"), "");
  EXPECT_EQ(transpose("[-9223372036854775808, 9223372036854775807]"), "");
  EXPECT_EQ(transpose("[0x7FFFFFFFFFFFFFFF, true]"), "");
  EXPECT_NE(transpose("[9223372036854775808]"), "");
  EXPECT_NE(transpose("[-9223372036854775809]"), "");
  EXPECT_NE(transpose("[0x8000000000000000]"), "");
  EXPECT_NE(transpose("[1.5]"), "");
  EXPECT_NE(transpose("[a]"), "");
  EXPECT_NE(transpose("5"), "");
  EXPECT_NE(transpose("[1,"), "");
  // The reduce's combiner region comes before its keyword; the next op's
  // `dimensions` is not this op's.
  EXPECT_EQ(screen("%r = linalg.reduce { arith.addf } ins(%a : t) outs(%b : "
                   "t) dimensions = [1]\n%x = foo.bar {dimensions = 1.5}"),
            "");
  EXPECT_EQ(screen("%r = linalg.broadcast ins(%a : t) outs(%b : t)\n"
                   "%x = foo.bar {dimensions = 1.5}"),
            "");
  EXPECT_NE(screen("%r = linalg.reduce { arith.addf } ins(%a : t) outs(%b : "
                   "t) dimensions = [1.0]"),
            "");
}

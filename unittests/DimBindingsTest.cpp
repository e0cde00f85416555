//===- DimBindingsTest.cpp - parsing of bind= -----------------------------===//

#include "memopt/Analysis/ShapeResolver.h"

#include <gtest/gtest.h>

using namespace memopt;

TEST(DimBindings, NamedAndPositional) {
  std::string error;
  auto bindings = DimBindings::parse({"batch=8", " seq=1024", "4"}, error);
  ASSERT_TRUE(succeeded(bindings)) << error;
  EXPECT_EQ(bindings->byName.lookup("batch"), 8);
  EXPECT_EQ(bindings->byName.lookup("seq"), 1024);
  ASSERT_EQ(bindings->byPosition.size(), 1u);
  EXPECT_EQ(bindings->byPosition[0], 4);
}

TEST(DimBindings, EmptyIsNoBinding) {
  std::string error;
  for (std::vector<std::string> entries :
       {std::vector<std::string>{}, std::vector<std::string>{""}}) {
    auto bindings = DimBindings::parse(entries, error);
    ASSERT_TRUE(succeeded(bindings));
    EXPECT_TRUE(bindings->byName.empty());
    EXPECT_TRUE(bindings->byPosition.empty());
  }
}

TEST(DimBindings, Errors) {
  std::string error;
  EXPECT_TRUE(failed(DimBindings::parse({"batch=x"}, error)));
  EXPECT_NE(error.find("batch=x"), std::string::npos);
  EXPECT_TRUE(failed(DimBindings::parse({"batch=-1"}, error)));
  EXPECT_TRUE(failed(DimBindings::parse({"batch="}, error)));
  EXPECT_TRUE(failed(DimBindings::parse({"batch=1", "batch=2"}, error)));
  EXPECT_NE(error.find("twice"), std::string::npos);
}

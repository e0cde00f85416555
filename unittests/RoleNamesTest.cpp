//===- RoleNamesTest.cpp - the role vocabulary ----------------------------===//

#include "memopt/Analysis/Roles.h"

#include <gtest/gtest.h>

using namespace memopt;

TEST(Roles, SpellingsRoundTrip) {
  for (Role role : allRoles())
    EXPECT_EQ(parseRole(stringifyRole(role)), role);
  EXPECT_EQ(parseRole("weights"), std::nullopt);
  EXPECT_EQ(parseRole(""), std::nullopt);
  EXPECT_EQ(stringifyRole(Role::OptimizerState), "optimizer_state");
}

TEST(Roles, PrioritiesAreATotalOrderWithParameterFirst) {
  std::set<unsigned> seen;
  for (Role role : allRoles())
    EXPECT_TRUE(seen.insert(getRolePriority(role)).second);
  EXPECT_EQ(getRolePriority(Role::Parameter), 0u);
  EXPECT_LT(getRolePriority(Role::Input), getRolePriority(Role::Activation));
  EXPECT_EQ(getRolePriority(Role::Temporary), kNumRoles - 1);
}

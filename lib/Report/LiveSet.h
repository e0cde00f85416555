//===- LiveSet.h - the live set at the peak, ready to print -----*- C++ -*-===//

#ifndef MEMOPT_LIB_REPORT_LIVESET_H
#define MEMOPT_LIB_REPORT_LIVESET_H

#include "memopt/Analysis/MemoryProfile.h"
#include "memopt/Report/Report.h"

#include <string>
#include <vector>

namespace memopt {

struct LiveTensor {
  /// What the value is: "%arg3" for a function argument, else its defining
  /// op and result number ("linalg.matmul #0"); `loc` says where. (Printing
  /// SSA names would number every value of the function: as slow as
  /// printing it.)
  std::string value;
  /// The `memopt.name` of an argument, if any.
  std::string name;
  RoleInfo role;
  uint64_t bytes;
  std::string loc;
  /// A loop's buffer from the previous iteration (the value's bytes again).
  bool previousIteration = false;
  /// A loop's copy, at its yield, of a buffer from before the loop.
  bool yieldCopy = false;
  /// A loop's result after it, beside its init's buffer.
  bool loopResult = false;
};

/// The `top` largest buffers live at the peak of `profile`; `total` receives
/// how many are live there.
std::vector<LiveTensor> collectLiveAtPeak(const FunctionMemoryProfile &profile,
                                          unsigned top, size_t &total);

} // namespace memopt

#endif // MEMOPT_LIB_REPORT_LIVESET_H

//===- GuardedCall.cpp - a lowered call that survives a refused allocation ===//

#include "GuardedCall.h"

#include "memopt_runtime.h"

#include <csetjmp>

namespace memopt {
namespace {

// One call at a time (mem-run calls the step once, on one thread).
std::jmp_buf refusedJump;
uint64_t refusedBytes = 0;

[[noreturn]] void jumpOutOfTheCall(uint64_t size, uint64_t) {
  refusedBytes = size;
  std::longjmp(refusedJump, 1);
}

} // namespace

// Between setjmp and the jump there are only frames of the lowered code
// (plain C calls) and of the runtime's hook, which releases its lock first:
// no destructor is skipped.
std::optional<uint64_t> callCatchingRefusedAllocation(void (*fn)(void **),
                                                      void **args) {
  memopt_runtime_set_failure_handler(jumpOutOfTheCall);
  if (setjmp(refusedJump) != 0) {
    memopt_runtime_set_failure_handler(nullptr);
    return refusedBytes;
  }
  fn(args);
  memopt_runtime_set_failure_handler(nullptr);
  return std::nullopt;
}

} // namespace memopt

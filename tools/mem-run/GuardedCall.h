//===- GuardedCall.h - a lowered call that survives a refused allocation -===//
//
// The lowered code uses what the allocation hooks return without checking
// it, so the counting runtime never returns NULL: it calls a failure handler.
// This one jumps back out of the call, which is abandoned (its buffers stay
// allocated until memopt_runtime_free_all), so mem-run can say which buffer
// could not be allocated instead of crashing.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TOOLS_MEMRUN_GUARDEDCALL_H
#define MEMOPT_TOOLS_MEMRUN_GUARDEDCALL_H

#include <cstdint>
#include <optional>

namespace memopt {

/// Calls `fn(args)`; returns the size of the request the runtime refused, if
/// one was refused (then the call did not finish), else nullopt.
std::optional<uint64_t> callCatchingRefusedAllocation(void (*fn)(void **),
                                                      void **args);

} // namespace memopt

#endif // MEMOPT_TOOLS_MEMRUN_GUARDEDCALL_H

//===- AllocationSites.h - which op a refused allocation came from -*- C++ -*-//
//
// The runtime's hooks only see sizes. Before the bufferized module is lowered
// to LLVM, mem-run records the static size of every heap allocation it makes
// (memref.alloc, and bufferization.clone, which becomes one) with the op's
// location, so that a refused request can be reported at the op it was for.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TOOLS_MEMRUN_ALLOCATIONSITES_H
#define MEMOPT_TOOLS_MEMRUN_ALLOCATIONSITES_H

#include "mlir/IR/BuiltinOps.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace memopt {

class AllocationSites {
public:
  /// Records the heap allocations of the bufferized `module`, in op order.
  explicit AllocationSites(mlir::ModuleOp module);

  struct Site {
    uint64_t bytes;
    mlir::Location loc;
    /// "this buffer", or "the arena" (arena=true: one allocation at the
    /// function's location).
    const char *what;
  };

  /// The first allocation of exactly `bytes`, if one has a static size.
  std::optional<Site> find(uint64_t bytes) const;

private:
  std::vector<Site> sites;
};

} // namespace memopt

#endif // MEMOPT_TOOLS_MEMRUN_ALLOCATIONSITES_H

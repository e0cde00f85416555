//===- Passes.h - mem-opt analysis and transform passes ---------*- C++ -*-===//
//
// The passes of Passes.td: the report, the annotations, remat, the schedule
// and sharding.
// Tools register them (with the lowering's) through memopt/InitAll.h.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_TRANSFORMS_PASSES_H
#define MEMOPT_TRANSFORMS_PASSES_H

#include "memopt/Analysis/MemoryProfile.h"
#include "memopt/Report/Report.h"
#include "memopt/Support/EnumOptionParser.h"
#include "memopt/Transforms/Remat.h"
#include "memopt/Transforms/Schedule.h"
#include "memopt/Transforms/Shard.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

// The enum options of the passes name their values when given a bad one.
MEMOPT_ENUM_OPTION_PARSER(memopt::InPlaceDecider)
MEMOPT_ENUM_OPTION_PARSER(memopt::ReportFormat)
MEMOPT_ENUM_OPTION_PARSER(memopt::RematStrategy)
MEMOPT_ENUM_OPTION_PARSER(memopt::ScheduleStrategy)
MEMOPT_ENUM_OPTION_PARSER(memopt::ShardStrategy)
MEMOPT_ENUM_OPTION_PARSER(memopt::UnevenSplit)

namespace memopt {

#define GEN_PASS_DECL
#include "memopt/Transforms/Passes.h.inc"

/// registerMemOptPasses() registers the passes of Passes.td.
#define GEN_PASS_REGISTRATION
#include "memopt/Transforms/Passes.h.inc"

} // namespace memopt

#endif // MEMOPT_TRANSFORMS_PASSES_H

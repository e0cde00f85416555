//===- HtmlTimeline.h - live bytes by role over program order ---*- C++ -*-===//
#ifndef MEMOPT_LIB_REPORT_HTMLTIMELINE_H
#define MEMOPT_LIB_REPORT_HTMLTIMELINE_H

#include "memopt/Analysis/MemoryProfile.h"
#include "memopt/Report/Baseline.h"

#include "llvm/Support/raw_ostream.h"

#include <array>
#include <vector>

namespace memopt {

/// The live bytes of every role at a sample of program points: at most
/// `maxColumns` columns, each the point of its range of the program order
/// with the most live bytes, so the peak is always a column, exactly.
struct RoleTimeline {
  std::vector<unsigned> points;
  std::vector<std::array<uint64_t, kNumRoles>> bytes;
  uint64_t maxTotal = 0;
  unsigned numPoints = 0;
};

RoleTimeline sampleRoleTimeline(const FunctionMemoryProfile &profile,
                                unsigned maxColumns);

/// The live bytes before a rewrite, drawn over the timeline.
struct TimelineOverlay {
  const Baseline &baseline;
  /// Placed and downsampled as the timeline (sampleBaseline).
  const PlacedBaseline &columns;
  /// Before downsampling: how many points could not be placed.
  const PlacedBaseline &placed;
};

/// The stacked-area SVG of `timeline`, the peak marked and labelled; with
/// `overlay`, the live bytes before the rewrite as a line over it, its peak
/// marked and labelled too.
void writeTimelineSvg(const FunctionMemoryProfile &profile,
                      const RoleTimeline &timeline, llvm::raw_ostream &os,
                      const TimelineOverlay *overlay = nullptr);

/// The colour of a role in the charts.
llvm::StringRef roleColor(Role role);

} // namespace memopt

#endif // MEMOPT_LIB_REPORT_HTMLTIMELINE_H

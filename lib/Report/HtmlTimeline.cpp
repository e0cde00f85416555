//===- HtmlTimeline.cpp - live bytes by role over program order -----------===//
//
// The series are computed from the buffers' live ranges (a difference array
// per role), so they add up to the analysis's live bytes at every point; a
// 200k-op step becomes at most a few thousand columns.
//
//===----------------------------------------------------------------------===//

#include "HtmlTimeline.h"

#include "memopt/Analysis/TensorSize.h"
#include "memopt/Report/Report.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

namespace memopt {

std::string escapeHtml(llvm::StringRef text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
    case '&':
      out += "&amp;";
      break;
    case '<':
      out += "&lt;";
      break;
    case '>':
      out += "&gt;";
      break;
    case '"':
      out += "&quot;";
      break;
    default:
      out += c;
    }
  }
  return out;
}

llvm::StringRef roleColor(Role role) {
  static const char *colors[kNumRoles] = {
      "#4e79a7", // parameter
      "#f28e2b", // optimizer_state
      "#bab0ac", // input
      "#9c755f", // constant
      "#e15759", // gradient
      "#59a14f", // activation
      "#edc948", // loss
      "#b07aa1", // output
      "#76b7b2", // temporary
  };
  return colors[static_cast<unsigned>(role)];
}

RoleTimeline sampleRoleTimeline(const FunctionMemoryProfile &profile,
                                unsigned maxColumns) {
  RoleTimeline t;
  unsigned n = profile.getOps().size();
  t.numPoints = n;
  if (n == 0 || maxColumns == 0)
    return t;
  // Live bytes of each role at each point, from the live ranges.
  std::vector<std::array<int64_t, kNumRoles>> delta(n + 1);
  for (auto &d : delta)
    d.fill(0);
  auto addInterval = [&](const Buffer &buffer, unsigned start, unsigned last) {
    unsigned role = static_cast<unsigned>(buffer.role.role);
    unsigned end = std::min(last, n - 1);
    if (start > end)
      return;
    delta[start][role] += static_cast<int64_t>(buffer.bytes);
    delta[end + 1][role] -= static_cast<int64_t>(buffer.bytes);
  };
  for (const Buffer &buffer : profile.buffers)
    addInterval(buffer, buffer.start, buffer.end);
  // A loop's previous-iteration buffer, under its buffer's role.
  for (const PreviousIterationBuffer &previous : profile.previousIterations)
    addInterval(profile.buffers[previous.buffer], previous.start, previous.end);
  unsigned columns = std::min(n, maxColumns);
  std::array<int64_t, kNumRoles> live{};
  unsigned point = 0;
  for (unsigned c = 0; c < columns; ++c) {
    unsigned last = columnEnd(c, n, columns);
    std::array<uint64_t, kNumRoles> best{};
    uint64_t bestTotal = 0;
    unsigned first = point, bestPoint = point;
    for (; point < last; ++point) {
      uint64_t total = 0;
      for (unsigned r = 0; r < kNumRoles; ++r) {
        live[r] += delta[point][r];
        total += static_cast<uint64_t>(live[r]);
      }
      // The peak point always stands for its column.
      bool take =
          point == profile.peakPoint || (bestPoint != profile.peakPoint &&
                                         (point == first || total > bestTotal));
      if (!take)
        continue;
      bestTotal = total;
      bestPoint = point;
      for (unsigned r = 0; r < kNumRoles; ++r)
        best[r] = static_cast<uint64_t>(live[r]);
    }
    t.points.push_back(bestPoint);
    t.bytes.push_back(best);
    t.maxTotal = std::max(t.maxTotal, bestTotal);
  }
  return t;
}

namespace {
/// The original live bytes as a line (their values in data attributes, for
/// checkers), its peak marked and labelled above the rewritten one's.
void writeOverlay(const TimelineOverlay &overlay,
                  llvm::function_ref<double(unsigned)> x,
                  llvm::function_ref<double(double)> y, double top,
                  double bottom, double middle, llvm::raw_ostream &os) {
  const PlacedBaseline &c = overlay.columns;
  std::string points, at, bytes;
  for (size_t i = 0; i < c.points.size(); ++i) {
    points +=
        llvm::formatv("{0:f1},{1:f1} ", x(c.points[i]), y(double(c.bytes[i])));
    at += (i ? " " : "") + std::to_string(c.points[i]);
    bytes += (i ? " " : "") + std::to_string(c.bytes[i]);
  }
  os << llvm::formatv(
      "<polyline id=\"baseline\" fill=\"none\" stroke=\"#222\" "
      "stroke-width=\"1.5\" data-columns=\"{0}\" data-max-bytes=\"{1}\" "
      "data-peak-bytes=\"{2}\" data-placed=\"{3}\" data-unplaced=\"{4}\" "
      "data-lost=\"{5}\" data-at=\"{6}\" data-bytes=\"{7}\" "
      "points=\"{8}\"><title>live bytes before rematerialization</title>"
      "</polyline>\n",
      c.points.size(), c.maxBytes, overlay.baseline.peakBytes,
      overlay.placed.points.size(), overlay.placed.unplaced,
      overlay.placed.lost, at, bytes, points);
  if (!c.peakPoint)
    return;
  double px = x(*c.peakPoint);
  os << llvm::formatv("<line id=\"baseline-peak-marker\" x1=\"{0:f1}\" "
                      "x2=\"{0:f1}\" y1=\"{1}\" y2=\"{2}\" stroke=\"#222\" "
                      "stroke-dasharray=\"1 2\"/>\n",
                      px, top - 20, bottom);
  std::string label = "before: peak " +
                      humanizeBytes(overlay.baseline.peakBytes) + " at " +
                      overlay.baseline.peakOp;
  bool right = px > middle;
  os << llvm::formatv("<text id=\"baseline-peak-label\" x=\"{0:f1}\" "
                      "y=\"{1}\" font-size=\"12\" text-anchor=\"{2}\" "
                      "data-bytes=\"{3}\">{4}</text>\n",
                      right ? px - 4 : px + 4, top - 24,
                      right ? "end" : "start", overlay.baseline.peakBytes,
                      escapeHtml(label));
}
} // namespace

void writeTimelineSvg(const FunctionMemoryProfile &profile,
                      const RoleTimeline &t, llvm::raw_ostream &os,
                      const TimelineOverlay *overlay) {
  constexpr double kWidth = 960, kHeight = 320, kLeft = 90, kTop = 40,
                   kBottom = 30;
  double plotW = kWidth - kLeft - 10, plotH = kHeight - kTop - kBottom;
  double yMax = std::max<double>(
      std::max(t.maxTotal, overlay ? overlay->columns.maxBytes : 0), 1);
  double xMax = std::max<double>(t.numPoints > 1 ? t.numPoints - 1 : 1, 1);
  auto x = [&](unsigned point) { return kLeft + plotW * point / xMax; };
  auto y = [&](double bytes) { return kTop + plotH * (1 - bytes / yMax); };

  os << llvm::formatv("<svg class=\"timeline\" xmlns=\"http://www.w3.org/"
                      "2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 "
                      "{0} {1}\" role=\"img\" data-ops=\"{2}\" "
                      "data-columns=\"{3}\" data-max-column-bytes=\"{4}\" "
                      "data-peak-bytes=\"{5}\">\n",
                      kWidth, kHeight, t.numPoints, t.points.size(), t.maxTotal,
                      profile.peakBytes);
  os << "<title>live bytes by role over program order</title>\n";
  // Axes and ticks.
  for (int i = 0; i <= 4; ++i) {
    double bytes = yMax * i / 4;
    os << llvm::formatv("<line x1=\"{0}\" x2=\"{1}\" y1=\"{2:f1}\" "
                        "y2=\"{2:f1}\" stroke=\"#ddd\"/>"
                        "<text x=\"{3}\" y=\"{4:f1}\" font-size=\"11\" "
                        "text-anchor=\"end\">{5}</text>\n",
                        kLeft, kLeft + plotW, y(bytes), kLeft - 4, y(bytes) + 4,
                        escapeHtml(humanizeBytes(uint64_t(bytes))));
  }
  os << llvm::formatv("<text x=\"{0}\" y=\"{1}\" font-size=\"11\">op 0</text>"
                      "<text x=\"{2}\" y=\"{1}\" font-size=\"11\" "
                      "text-anchor=\"end\">op {3}</text>\n",
                      kLeft, kHeight - 8, kLeft + plotW,
                      t.numPoints ? t.numPoints - 1 : 0);
  // One polygon per role, stacked in report order.
  std::vector<double> below(t.points.size(), 0.0);
  for (Role role : allRoles()) {
    unsigned r = static_cast<unsigned>(role);
    bool any = false;
    for (const auto &column : t.bytes)
      any |= column[r] != 0;
    if (!any)
      continue;
    std::string top, bottom;
    for (size_t i = 0; i < t.points.size(); ++i) {
      double upper = below[i] + double(t.bytes[i][r]);
      top += llvm::formatv("{0:f1},{1:f1} ", x(t.points[i]), y(upper));
      below[i] = upper;
    }
    for (size_t i = t.points.size(); i-- > 0;)
      bottom += llvm::formatv("{0:f1},{1:f1} ", x(t.points[i]),
                              y(below[i] - double(t.bytes[i][r])));
    os << "<polygon class=\"role-" << stringifyRole(role) << "\" fill=\""
       << roleColor(role) << "\" points=\"" << top << bottom << "\"><title>"
       << stringifyRole(role) << "</title></polygon>\n";
  }
  if (overlay)
    writeOverlay(*overlay, x, y, kTop, kTop + plotH, kLeft + plotW / 2, os);
  // The peak, marked and labelled.
  mlir::Operation *peakOp = profile.getPeakOp();
  std::string label = std::string(overlay ? "after: " : "") + "peak " +
                      humanizeBytes(profile.peakBytes) + " at " +
                      peakOp->getName().getStringRef().str() + " (" +
                      formatLocation(peakOp->getLoc()) + ")";
  if (std::optional<std::string> phase = profile.getPeakPhase())
    label += ", " + *phase;
  if (std::optional<int64_t> layer = profile.getPeakLayer())
    label += ", layer " + std::to_string(*layer);
  double px = x(profile.peakPoint);
  os << llvm::formatv("<line id=\"peak-marker\" x1=\"{0:f1}\" x2=\"{0:f1}\" "
                      "y1=\"{1}\" y2=\"{2}\" stroke=\"#000\" "
                      "stroke-dasharray=\"4 2\"/>\n",
                      px, kTop - 6, kTop + plotH);
  bool right = px > kLeft + plotW / 2;
  os << llvm::formatv("<text id=\"peak-label\" x=\"{0:f1}\" y=\"{1}\" "
                      "font-size=\"12\" text-anchor=\"{2}\">{3}</text>\n",
                      right ? px - 4 : px + 4, kTop - 10,
                      right ? "end" : "start", escapeHtml(label));
  os << "</svg>\n";
}

} // namespace memopt

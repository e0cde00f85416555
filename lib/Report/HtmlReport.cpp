//===- HtmlReport.cpp - the memory report as one HTML page ----------------===//
//
// Self-contained: inline CSS, inline SVG written here, a few lines of inline
// script to sort the tables; nothing is fetched.
//
//===----------------------------------------------------------------------===//

#include "HtmlTimeline.h"

#include "memopt/IR/MemOptAttributes.h"
#include "memopt/Report/Report.h"

#include "llvm/Support/FormatVariadic.h"

namespace memopt {

namespace {
/// Columns of the timeline: enough for a wide screen, few enough that a
/// 200k-op step stays a small page.
constexpr unsigned kTimelineColumns = 1200;
/// Rows of the live-set table.
constexpr size_t kMaxLiveRows = 5000;

const char *kStyle = R"(<style>
body { font-family: sans-serif; margin: 1.5em; color: #222; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; font-size: 13px; }
th, td { border: 1px solid #ccc; padding: 2px 8px; text-align: left; }
th { background: #f3f3f3; cursor: pointer; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.legend span { display: inline-block; margin-right: 1em; font-size: 12px; }
.legend i { display: inline-block; width: 12px; height: 12px;
  margin-right: 4px; vertical-align: middle; }
</style>
)";

const char *kSortScript = R"(<script>
document.querySelectorAll('table.sortable').forEach(function (table) {
  table.querySelectorAll('th').forEach(function (th, column) {
    th.addEventListener('click', function () {
      var body = table.tBodies[0], rows = Array.from(body.rows);
      var numeric = th.dataset.type === 'num';
      var up = th.dataset.dir !== 'up';
      th.dataset.dir = up ? 'up' : 'down';
      rows.sort(function (a, b) {
        var x = a.cells[column].dataset.value || a.cells[column].textContent;
        var y = b.cells[column].dataset.value || b.cells[column].textContent;
        if (numeric) { x = Number(x); y = Number(y); }
        return (x < y ? -1 : x > y ? 1 : 0) * (up ? 1 : -1);
      });
      rows.forEach(function (row) { body.appendChild(row); });
    });
  });
});
</script>
)";

void writeLegend(const RoleTimeline &t, bool baseline, llvm::raw_ostream &os) {
  os << "<div class=\"legend\">";
  for (Role role : allRoles()) {
    unsigned r = static_cast<unsigned>(role);
    if (llvm::none_of(t.bytes, [&](const auto &c) { return c[r] != 0; }))
      continue;
    os << "<span><i style=\"background:" << roleColor(role) << "\"></i>"
       << stringifyRole(role) << "</span>";
  }
  if (baseline)
    os << "<span><i style=\"background:none;border-top:2px solid #222;"
          "height:0\"></i>before rematerialization</span>";
  os << "</div>\n";
}

void writeLiveTable(const FunctionMemoryProfile &profile,
                    llvm::raw_ostream &os) {
  std::vector<LiveBuffer> live =
      profile.getOps().empty() ? std::vector<LiveBuffer>{}
                               : profile.getLiveBuffers(profile.peakPoint);
  os << "<h3>Live at the peak (" << live.size() << " buffers"
     << (live.size() > kMaxLiveRows ? ", the largest 5000 listed" : "")
     << "; click a column to sort)</h3>\n";
  os << "<table class=\"sortable live-set\"><thead><tr><th>value</th>"
        "<th>name</th><th>role</th><th data-type=\"num\">bytes</th>"
        "<th>location</th></tr></thead><tbody>\n";
  if (live.size() > kMaxLiveRows)
    live.resize(kMaxLiveRows);
  for (LiveBuffer entry : live) {
    const Buffer &buffer = profile.buffers[entry.buffer];
    std::string value = describeValue(buffer.representative);
    if (entry.previousIteration)
      value += " (previous iteration)";
    if (entry.yieldCopy)
      value += " (copy at yield)";
    if (entry.loopResult)
      value += " (loop result)";
    std::string name;
    if (auto arg = llvm::dyn_cast<mlir::BlockArgument>(buffer.representative))
      if (profile.order->isFunctionArgument(arg))
        if (auto attr = profile.func.getArgAttrOfType<mlir::StringAttr>(
                arg.getArgNumber(), kNameAttrName))
          name = attr.str();
    os << "<tr><td>" << escapeHtml(value) << "</td><td>" << escapeHtml(name)
       << "</td><td>" << stringifyRole(buffer.role.role)
       << "</td><td class=\"num\" "
       << "data-value=\"" << buffer.bytes << "\">"
       << humanizeBytes(buffer.bytes) << "</td><td>"
       << escapeHtml(formatLocation(buffer.representative.getLoc()))
       << "</td></tr>\n";
  }
  os << "</tbody></table>\n";
}

void writeLayerBars(const FunctionMemoryProfile &profile,
                    llvm::raw_ostream &os) {
  const auto &layers = profile.activationBytesByLayer;
  os << "<h3>Activation bytes per layer"
     << (profile.layersInferred ? " (layers inferred)" : "") << "</h3>\n";
  if (layers.empty()) {
    os << "<p>No layers.</p>\n";
    return;
  }
  uint64_t most = 1;
  for (const auto &entry : layers)
    most = std::max(most, entry.second);
  constexpr double kHeight = 160, kTop = 10, kBar = 14, kLeft = 90;
  double width = kLeft + kBar * layers.size() + 10;
  os << llvm::formatv("<svg class=\"layers\" xmlns=\"http://www.w3.org/2000/"
                      "svg\" width=\"{0}\" height=\"{1}\">\n",
                      width, kHeight + 30);
  os << llvm::formatv("<text x=\"{0}\" y=\"{1}\" font-size=\"11\" "
                      "text-anchor=\"end\">{2}</text>\n",
                      kLeft - 4, kTop + 10, humanizeBytes(most));
  size_t i = 0;
  for (const auto &[layer, bytes] : layers) {
    double h = kHeight * double(bytes) / double(most);
    double x = kLeft + kBar * i;
    os << llvm::formatv("<rect class=\"layer-bar\" x=\"{0:f1}\" y=\"{1:f1}\" "
                        "width=\"{2}\" height=\"{3:f1}\" fill=\"{4}\"><title>"
                        "layer {5}: {6}</title></rect>\n",
                        x, kTop + kHeight - h, kBar - 2, h,
                        roleColor(Role::Activation), layer,
                        humanizeBytes(bytes));
    if (layers.size() <= 40 || i % 8 == 0)
      os << llvm::formatv("<text x=\"{0:f1}\" y=\"{1}\" font-size=\"10\">"
                          "{2}</text>\n",
                          x, kTop + kHeight + 14, layer);
    ++i;
  }
  os << "</svg>\n";
}

void writeFunction(const FunctionMemoryProfile &profile,
                   const Baseline *baseline, llvm::raw_ostream &os) {
  std::string name = profile.func.getSymName().str();
  os << "<section class=\"function\" id=\"fn-" << escapeHtml(name) << "\">\n";
  os << "<h2>@" << escapeHtml(name) << "</h2>\n";
  os << "<p class=\"summary\">peak " << humanizeBytes(profile.peakBytes) << " ("
     << profile.peakBytes << " bytes) at op " << profile.peakPoint << " of "
     << profile.getOps().size() << "; " << profile.parameterCount
     << " parameters</p>\n";
  RoleTimeline timeline = sampleRoleTimeline(profile, kTimelineColumns);
  std::optional<PlacedBaseline> placed, columns;
  if (baseline) {
    placed = placeBaseline(*baseline, profile);
    columns = sampleBaseline(*placed, timeline.numPoints, kTimelineColumns);
    os << "<p class=\"baseline-summary\">before rematerialization: peak "
       << humanizeBytes(baseline->peakBytes) << " (" << baseline->peakBytes
       << " bytes) at " << escapeHtml(baseline->peakOp) << ", op "
       << baseline->peakPoint << " of " << baseline->ops.size()
       << "; drawn as the line over the chart, each original op at its "
          "place in the rewritten order; "
       << placed->unplaced
       << " points of the rewritten step (the recomputed clones) have no "
          "original position";
    if (placed->lost)
      os << ", " << placed->lost << " original ops are not in it";
    os << "</p>\n";
  }
  os << "<h3>Live bytes by role over program order";
  if (timeline.points.size() < timeline.numPoints)
    os << " (" << timeline.numPoints << " ops in " << timeline.points.size()
       << " columns, each its range's highest point; the peak exact)";
  os << "</h3>\n<figure>\n";
  if (baseline) {
    TimelineOverlay overlay{*baseline, *columns, *placed};
    writeTimelineSvg(profile, timeline, os, &overlay);
  } else {
    writeTimelineSvg(profile, timeline, os);
  }
  writeLegend(timeline, baseline != nullptr, os);
  os << "</figure>\n";
  writeLiveTable(profile, os);
  writeLayerBars(profile, os);
  os << "</section>\n";
}
} // namespace

void writeHtmlReport(const MemoryAnalysis &analysis, llvm::raw_ostream &os,
                     llvm::StringRef extraSection,
                     llvm::ArrayRef<Baseline> baselines) {
  os << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<title>mem-opt memory report</title>\n"
     << kStyle << "</head><body>\n<h1>Memory report</h1>\n";
  os << extraSection;
  for (const auto &profile : analysis.getFunctions()) {
    llvm::StringRef name = profile->func.getSymName();
    const Baseline *baseline = llvm::find_if(
        baselines, [&](const Baseline &b) { return b.function == name; });
    writeFunction(*profile, baseline == baselines.end() ? nullptr : baseline,
                  os);
  }
  os << kSortScript << "</body></html>\n";
}

} // namespace memopt

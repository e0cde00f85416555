//===- Output.cpp - mem-advise's text, JSON and HTML ----------------------===//
#include "Output.h"

#include "memopt/Analysis/TensorSize.h"
#include "memopt/Report/Report.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include <set>

namespace json = llvm::json;

namespace memadvise {

static std::string percent(double fraction) {
  return llvm::formatv("{0}{1:f1}%", fraction >= 0 ? "+" : "",
                       100.0 * fraction);
}

static const char *sourceName(const RungResult &r) {
  return r.fromProgram ? "program" : "formula";
}

void writeAdviceText(const Advice &a, llvm::raw_ostream &os) {
  os << "mem-advise: " << a.source << "\n";
  os << "device: " << a.device.name << " ("
     << memopt::humanizeBytes(a.device.bytes) << "), " << a.ranks
     << (a.ranks == 1 ? " rank"
                      : " ranks (data parallel: each runs the batch above)")
     << ", reserve " << memopt::humanizeBytes(a.reserveBytes) << "\n";
  os << "parameters: " << memopt::formatWithSeparators(a.parameterCount)
     << "\n";
  os << (a.cumulative ? "rungs cumulative, in the seed's order of cost\n"
                      : "rungs side by side, each on the start alone\n");
  os << "\n";
  os << llvm::format("%-19s %-8s %12s %13s %9s %-4s  %s\n", "rung", "source",
                     "peak", "model states", "+FLOPs", "fits", "changes");
  for (const RungResult &r : a.rungs) {
    if (!r.error.empty()) {
      os << llvm::format("%-19s %-8s %12s %13s %9s %-4s  %s\n", r.name.c_str(),
                         "-", "-", "-", "-", "-", "not evaluated (see below)");
      continue;
    }
    std::string changes = r.changes;
    if (r.device.name != a.device.name)
      changes += " [" + r.device.name + "]";
    os << llvm::format("%-19s %-8s %12s %13s %9s %-4s  %s\n", r.name.c_str(),
                       sourceName(r),
                       memopt::humanizeBytes(r.peakBytes).c_str(),
                       memopt::humanizeBytes(r.modelStateBytes).c_str(),
                       percent(r.extraFlopsFraction).c_str(),
                       r.fits ? "yes" : "no", changes.c_str());
  }
  bool header = false;
  // A formula's or a caveat's note repeats on every rung that carries it:
  // printed at the first.
  std::set<std::string> printed;
  for (const RungResult &r : a.rungs) {
    std::vector<std::string> lines = r.notes;
    if (!r.error.empty())
      lines.insert(lines.begin(), "not evaluated: " + r.error);
    if (r.hostBytes)
      lines.push_back("host memory per rank: " +
                      memopt::humanizeBytes(r.hostBytes));
    for (const std::string &line : lines) {
      if (line.empty() || !printed.insert(line).second)
        continue;
      if (!header)
        os << "\nnotes:\n";
      header = true;
      os << "  " << r.name << ": " << line << "\n";
    }
  }
  os << "\n";
  if (a.cheapestFit) {
    const RungResult &r = a.rungs[*a.cheapestFit];
    os << "cheapest fit: " << r.name << " (peak "
       << memopt::humanizeBytes(r.peakBytes) << " + reserve "
       << memopt::humanizeBytes(a.reserveBytes) << " <= " << r.device.name
       << " " << memopt::humanizeBytes(r.device.bytes) << ")\n";
  } else if (a.lowestPeak) {
    const RungResult &r = a.rungs[*a.lowestPeak];
    os << "nothing fits: the lowest peak is " << r.name << "'s, "
       << memopt::humanizeBytes(r.peakBytes) << ", which misses "
       << r.device.name << " by "
       << memopt::humanizeBytes(r.peakBytes + a.reserveBytes - r.device.bytes)
       << " (reserve included)\n";
  }
  if (a.maxMicroBatch)
    os << "max micro-batch: " << a.maxMicroBatch->batch << " with "
       << a.maxMicroBatch->rung << " (" << a.maxMicroBatch->method << "; "
       << a.maxMicroBatch->probes << " probes)\n";
  else if (!a.maxMicroBatchNote.empty())
    os << "max micro-batch: " << a.maxMicroBatchNote << "\n";
}

void writeAdviceHtml(const Advice &a, llvm::StringRef shown,
                     llvm::raw_ostream &os) {
  using memopt::escapeHtml;
  os << "<section id=\"advisor\">\n<h2>Will it fit? (mem-advise)</h2>\n";
  os << "<p>" << escapeHtml(a.source) << "<br>device " << a.device.name << " ("
     << memopt::humanizeBytes(a.device.bytes) << "), " << a.ranks
     << (a.ranks == 1 ? " rank" : " ranks") << ", reserve "
     << memopt::humanizeBytes(a.reserveBytes) << "; "
     << (a.cumulative ? "rungs cumulative" : "rungs side by side")
     << "; the charts below are rung " << escapeHtml(shown)
     << "'s program</p>\n";
  os << "<table class=\"sortable advisor\"><thead><tr><th>rung</th>"
        "<th>source</th><th data-type=\"num\">peak</th>"
        "<th data-type=\"num\">model states</th>"
        "<th data-type=\"num\">extra FLOPs</th><th>fits</th>"
        "<th>changes</th></tr></thead><tbody>\n";
  for (const RungResult &r : a.rungs) {
    os << "<tr><td>" << escapeHtml(r.name) << "</td>";
    if (!r.error.empty()) {
      os << "<td colspan=\"6\">not evaluated: " << escapeHtml(r.error)
         << "</td></tr>\n";
      continue;
    }
    os << "<td>" << sourceName(r) << "</td><td class=\"num\" data-value=\""
       << r.peakBytes << "\">" << memopt::humanizeBytes(r.peakBytes)
       << "</td><td class=\"num\" data-value=\"" << r.modelStateBytes << "\">"
       << memopt::humanizeBytes(r.modelStateBytes)
       << "</td><td class=\"num\" data-value=\"" << r.extraFlopsFraction
       << "\">" << percent(r.extraFlopsFraction) << "</td><td>"
       << (r.fits ? "yes" : "no") << "</td><td>" << escapeHtml(r.changes)
       << (r.device.name != a.device.name ? " [" + r.device.name + "]" : "")
       << "</td></tr>\n";
  }
  os << "</tbody></table>\n<p>";
  if (a.cheapestFit)
    os << "cheapest fit: " << escapeHtml(a.rungs[*a.cheapestFit].name);
  else if (a.lowestPeak)
    os << "nothing fits; the lowest peak is "
       << escapeHtml(a.rungs[*a.lowestPeak].name) << "'s";
  if (a.maxMicroBatch)
    os << "; max micro-batch " << a.maxMicroBatch->batch;
  os << "</p>\n</section>\n";
}

static json::Value rungToJson(const RungResult &r) {
  json::Array notes;
  for (const std::string &note : r.notes)
    if (!note.empty())
      notes.push_back(note);
  json::Object o{{"name", r.name},
                 {"changes", r.changes},
                 {"notes", std::move(notes)},
                 {"device", json::Object{{"name", r.device.name},
                                         {"bytes", r.device.bytes}}}};
  if (!r.error.empty()) {
    o["error"] = r.error;
    return o;
  }
  o["source"] = sourceName(r);
  o["peak_bytes"] = r.peakBytes;
  o["model_state_bytes"] = r.modelStateBytes;
  o["model_state_bytes_at_peak"] = r.modelStateBytesAtPeak;
  json::Object atPeak;
  for (Role role : memopt::allRoles())
    atPeak[memopt::stringifyRole(role)] =
        r.peakBytesByRole[static_cast<unsigned>(role)];
  o["peak_bytes_by_role"] = std::move(atPeak);
  o["host_bytes"] = r.hostBytes;
  if (r.bytesByRole) {
    json::Object roles;
    for (Role role : memopt::allRoles())
      roles[memopt::stringifyRole(role)] =
          (*r.bytesByRole)[static_cast<unsigned>(role)];
    o["bytes_by_role"] = std::move(roles);
  } else {
    o["bytes_by_role"] = nullptr;
  }
  o["extra_flops_fraction"] = r.extraFlopsFraction;
  o["fits"] = r.fits;
  json::Object peak{{"name", r.peakOp}, {"loc", r.peakLoc}};
  if (!r.peakPhase.empty())
    peak["phase"] = r.peakPhase;
  if (r.peakLayer)
    peak["layer"] = *r.peakLayer;
  o["peak_op"] = std::move(peak);
  return o;
}

json::Value adviceToJson(const Advice &a) {
  json::Array rungs;
  for (const RungResult &r : a.rungs)
    rungs.push_back(rungToJson(r));
  json::Object o{
      {"advice_schema_version", kAdviceSchemaVersion},
      {"source", a.source},
      {"parameter_count", a.parameterCount},
      {"device",
       json::Object{{"name", a.device.name}, {"bytes", a.device.bytes}}},
      {"ranks", a.ranks},
      {"reserve_bytes", a.reserveBytes},
      {"cumulative", a.cumulative},
      {"rungs", std::move(rungs)},
  };
  o["cheapest_fit"] = a.cheapestFit ? json::Value(a.rungs[*a.cheapestFit].name)
                                    : json::Value(nullptr);
  if (a.maxMicroBatch)
    o["max_micro_batch"] = json::Object{{"rung", a.maxMicroBatch->rung},
                                        {"batch", a.maxMicroBatch->batch},
                                        {"probes", a.maxMicroBatch->probes},
                                        {"method", a.maxMicroBatch->method}};
  else
    o["max_micro_batch"] =
        json::Object{{"batch", nullptr}, {"note", a.maxMicroBatchNote}};
  if (a.lowestPeak) {
    const RungResult &r = a.rungs[*a.lowestPeak];
    o["nothing_fits"] = json::Object{
        {"lowest_peak_rung", r.name},
        {"peak_bytes", r.peakBytes},
        {"device_bytes", r.device.bytes},
        {"misses_by_bytes", r.peakBytes + a.reserveBytes - r.device.bytes}};
  } else {
    o["nothing_fits"] = nullptr;
  }
  return o;
}

} // namespace memadvise

//===- Output.cpp - mem-advise's text, JSON and HTML ----------------------===//
#include "Output.h"

#include "memopt/Analysis/TensorSize.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include <set>

namespace json = llvm::json;

namespace memadvise {

std::string humanBytes(uint64_t bytes) {
  static const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  double value = double(bytes);
  unsigned unit = 0;
  while (value >= 1024.0 && unit + 1 < std::size(units)) {
    value /= 1024.0;
    ++unit;
  }
  if (unit == 0)
    return llvm::formatv("{0} B", bytes);
  return llvm::formatv("{0:f2} {1}", value, units[unit]);
}

static std::string percent(double fraction) {
  return llvm::formatv("{0}{1:f1}%", fraction >= 0 ? "+" : "",
                       100.0 * fraction);
}

static const char *sourceName(const RungResult &r) {
  return r.fromProgram ? "program" : "formula";
}

void writeAdviceText(const Advice &a, llvm::raw_ostream &os) {
  os << "mem-advise: " << a.source << "\n";
  os << "device: " << a.device.name << " (" << humanBytes(a.device.bytes)
     << "), " << a.ranks << (a.ranks == 1 ? " rank" : " ranks") << ", reserve "
     << humanBytes(a.reserveBytes) << "\n";
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
                       sourceName(r), humanBytes(r.peakBytes).c_str(),
                       humanBytes(r.modelStateBytes).c_str(),
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
      lines.push_back("host memory per rank: " + humanBytes(r.hostBytes));
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
    os << "cheapest fit: " << r.name << " (peak " << humanBytes(r.peakBytes)
       << " + reserve " << humanBytes(a.reserveBytes) << " <= " << r.device.name
       << " " << humanBytes(r.device.bytes) << ")\n";
  } else if (a.lowestPeak) {
    const RungResult &r = a.rungs[*a.lowestPeak];
    os << "nothing fits: the lowest peak is " << r.name << "'s, "
       << humanBytes(r.peakBytes) << ", which misses " << r.device.name
       << " by " << humanBytes(r.peakBytes + a.reserveBytes - r.device.bytes)
       << " (reserve included)\n";
  }
  if (a.maxMicroBatch)
    os << "max micro-batch: " << a.maxMicroBatch->batch << " with "
       << a.maxMicroBatch->rung << " (" << a.maxMicroBatch->method << "; "
       << a.maxMicroBatch->probes << " probes)\n";
  else if (!a.maxMicroBatchNote.empty())
    os << "max micro-batch: " << a.maxMicroBatchNote << "\n";
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

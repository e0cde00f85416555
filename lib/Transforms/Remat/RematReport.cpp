//===- RematReport.cpp - what --memopt-remat did, as text and JSON --------===//
//
// Schema: the "remat" section of docs/report-schema.md.
//
//===----------------------------------------------------------------------===//

#include "memopt/Analysis/TensorSize.h"
#include "memopt/Report/Report.h"
#include "memopt/Transforms/Remat.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

namespace json = llvm::json;

namespace memopt {

void writeRematTextReport(llvm::ArrayRef<RematSummary> summaries,
                          llvm::raw_ostream &os) {
  for (const RematSummary &s : summaries) {
    os << "rematerialization of @" << s.function << "\n";
    os << llvm::formatv("  {0,-22}{1}", "strategy",
                        stringifyRematStrategy(s.strategy));
    if (s.plan != stringifyRematStrategy(s.strategy))
      os << " (plan: " << s.plan << ")";
    os << "\n";
    if (s.budget)
      os << llvm::formatv("  {0,-22}{1}\n", "budget", formatBytes(*s.budget));
    os << llvm::formatv("  {0,-22}{1} -> {2}\n", "peak bytes",
                        formatBytes(s.peakBefore), formatBytes(s.peakAfter));
    os << llvm::formatv("  {0,-22}{1} -> {2}\n", "activation bytes",
                        formatBytes(s.activationBytesBefore),
                        formatBytes(s.activationBytesAfter));
    os << llvm::formatv("  {0,-22}{1} -> {2} (+{3:F2}%)\n", "FLOPs",
                        formatWithSeparators(s.flopsBefore),
                        formatWithSeparators(s.flopsAfter),
                        s.extraFlopsPercent());
    if (const std::optional<RematCertificate> &c = s.certificate) {
      os << llvm::formatv("  {0,-22}{1}", "solver", c->status);
      if (c->hasBound())
        os << llvm::formatv(", lower bound +{0} FLOPs (within {1:F2}%)",
                            formatWithSeparators(c->lowerBound), c->gapPercent);
      if (c->peakLowerBound)
        os << ", no plan peaks under " << formatBytes(*c->peakLowerBound);
      os << "\n";
    }
    os << llvm::formatv("  {0,-22}{1} buffers, {2} ops cloned\n", "recomputed",
                        s.recomputed.size(), s.clonedOps);
    for (const RecomputedBuffer &r : s.recomputed) {
      os << llvm::formatv("    {0,-26} {1,24} +{2} FLOPs at {3}", r.value,
                          formatBytes(r.bytes),
                          formatWithSeparators(r.flopsAdded), r.loc);
      if (r.layer)
        os << ", layer " << *r.layer;
      if (r.copies > 1)
        os << ", " << r.copies << " copies";
      os << "\n";
    }
    if (!s.refused.empty()) {
      os << llvm::formatv("  {0,-22}{1} buffers\n", "refused",
                          s.refused.size());
      for (const RefusedBuffer &r : s.refused)
        os << llvm::formatv("    {0,-26} {1,24} at {2}: {3}\n", r.value,
                            formatBytes(r.bytes), r.loc, r.reason);
    }
    os << "\n";
  }
}

void writeRematJsonReport(llvm::ArrayRef<RematSummary> summaries,
                          llvm::raw_ostream &os) {
  json::Array functions;
  for (const RematSummary &s : summaries) {
    json::Array recomputed;
    for (const RecomputedBuffer &r : s.recomputed) {
      json::Object entry{{"value", r.value},
                         {"loc", r.loc},
                         {"bytes_saved", r.bytes},
                         {"flops_added", r.flopsAdded},
                         {"copies", r.copies}};
      if (r.layer)
        entry["layer"] = *r.layer;
      recomputed.push_back(std::move(entry));
    }
    json::Array refused;
    for (const RefusedBuffer &r : s.refused)
      refused.push_back(json::Object{{"value", r.value},
                                     {"loc", r.loc},
                                     {"bytes", r.bytes},
                                     {"reason", r.reason}});
    json::Value certificate = nullptr;
    if (const std::optional<RematCertificate> &c = s.certificate)
      certificate = json::Object{
          {"status", c->status},
          {"lower_bound_extra_flops", c->lowerBound},
          {"gap_percent", c->gapPercent},
          {"lower_bound_peak_bytes",
           c->peakLowerBound ? json::Value(*c->peakLowerBound) : nullptr}};
    functions.push_back(json::Object{
        {"name", s.function},
        {"strategy", stringifyRematStrategy(s.strategy)},
        {"plan", s.plan},
        {"budget_bytes", s.budget ? json::Value(*s.budget) : nullptr},
        {"peak_bytes_before", s.peakBefore},
        {"peak_bytes_after", s.peakAfter},
        {"planned_peak_bytes",
         s.plannedPeak ? json::Value(*s.plannedPeak) : nullptr},
        {"activation_bytes_before", s.activationBytesBefore},
        {"activation_bytes_after", s.activationBytesAfter},
        {"flops_before", s.flopsBefore},
        {"flops_after", s.flopsAfter},
        {"extra_flops_percent", s.extraFlopsPercent()},
        {"cloned_ops", s.clonedOps},
        {"recomputed", std::move(recomputed)},
        {"refused", std::move(refused)},
        {"solver", std::move(certificate)},
    });
  }
  json::Value report = json::Object{{"schema_version", kReportSchemaVersion},
                                    {"remat", std::move(functions)}};
  os << llvm::formatv("{0:2}", report) << "\n";
}

} // namespace memopt

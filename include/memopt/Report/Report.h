//===- Report.h - memory report emitters ------------------------*- C++ -*-===//
//
// Emitters read the MemoryAnalysis only; they never re-derive sizes or
// ranges. Output is deterministic: functions in module order, tensors by
// bytes then program order, roles in vocabulary order.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_REPORT_REPORT_H
#define MEMOPT_REPORT_REPORT_H

#include "memopt/Analysis/MemoryProfile.h"
#include "memopt/Report/Baseline.h"

#include "llvm/Support/raw_ostream.h"

namespace memopt {

/// The `format` option of memopt-report (text, JSON or HTML) and
/// memopt-remat (text, JSON, HTML or none).
enum class ReportFormat { Text, Json, None, Html };

/// Version of the JSON schema in docs/report-schema.md.
inline constexpr int kReportSchemaVersion = 2;

/// A readable table per function; `top` bounds the live-at-peak list.
void writeTextReport(const MemoryAnalysis &analysis, llvm::raw_ostream &os,
                     unsigned top);

/// The JSON report (docs/report-schema.md).
void writeJsonReport(const MemoryAnalysis &analysis, llvm::raw_ostream &os,
                     unsigned top);

/// One self-contained HTML page (docs/report-schema.md, "HTML"): per
/// function the stacked live bytes by role over program order with the peak
/// marked, the live set at the peak as a sortable table and the activation
/// bytes per layer; `extraSection` (HTML) comes first, e.g. mem-advise's
/// table. A function with a `baselines` entry of its name (the step before
/// rematerialization) gets that step's live bytes drawn over its timeline,
/// placed by op identity (Baseline.h), and both peaks labelled.
void writeHtmlReport(const MemoryAnalysis &analysis, llvm::raw_ostream &os,
                     llvm::StringRef extraSection = {},
                     llvm::ArrayRef<Baseline> baselines = {});

/// `text` with &, <, > and " escaped, for HTML.
std::string escapeHtml(llvm::StringRef text);

/// Two decimals in the largest binary unit: "175.86 GiB", "512 B".
std::string humanizeBytes(uint64_t bytes);

/// "%argN" for a function argument, "^argN" for a block argument, else the
/// defining op's name and the result number.
std::string describeValue(mlir::Value value);

/// "file:line:col" for the first file location in `loc`, else its printed
/// form.
std::string formatLocation(mlir::Location loc);

} // namespace memopt

#endif // MEMOPT_REPORT_REPORT_H

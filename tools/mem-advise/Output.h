//===- Output.h - mem-advise's text, JSON and HTML --------------*- C++ -*-===//
#ifndef MEMADVISE_OUTPUT_H
#define MEMADVISE_OUTPUT_H

#include "Ladder.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace memadvise {

/// Version of the JSON of docs/advisor.md.
inline constexpr int kAdviceSchemaVersion = 1;

void writeAdviceText(const Advice &advice, llvm::raw_ostream &os);
llvm::json::Value adviceToJson(const Advice &advice);
/// The advisor table as an HTML section (the HTML report appends it);
/// `shown` names the rung whose program the page charts.
void writeAdviceHtml(const Advice &advice, llvm::StringRef shown,
                     llvm::raw_ostream &os);

} // namespace memadvise

#endif

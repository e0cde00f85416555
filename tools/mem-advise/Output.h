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

/// "175.86 GiB", "3.50 MiB": two decimals in the largest binary unit.
std::string humanBytes(uint64_t bytes);

} // namespace memadvise

#endif

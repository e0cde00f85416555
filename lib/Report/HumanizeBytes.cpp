//===- HumanizeBytes.cpp - byte counts for tables and charts --------------===//

#include "memopt/Report/Report.h"

#include "llvm/Support/FormatVariadic.h"

#include <iterator>

namespace memopt {

std::string humanizeBytes(uint64_t bytes) {
  static const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
  double value = static_cast<double>(bytes);
  unsigned unit = 0;
  while (value >= 1024.0 && unit + 1 < std::size(units)) {
    value /= 1024.0;
    ++unit;
  }
  if (unit == 0)
    return llvm::formatv("{0} B", bytes).str();
  return llvm::formatv("{0:f2} {1}", value, units[unit]).str();
}

} // namespace memopt

//===- InputScreen.h - refuse inputs upstream's parser crashes on -*- C++
//-*-===//
//
// Upstream MLIR 22's parser crashes, instead of reporting an error, on a few
// forms of input (docs/known-issues.md). The screen finds them on the token
// stream, before the parser runs, and says where they are:
//   - a linalg.generic whose iterator_types list holds anything but strings
//     (the parser reads every element as a string: an out-of-memory abort);
//   - a malformed integer list after `dimensions =` (linalg.reduce,
//     linalg.broadcast) or `permutation =` (linalg.transpose), such as an
//     integer outside int64 (the parser stores a null attribute and then
//     dereferences it);
//   - brackets nested deeper than a bound (the recursive-descent parser, and
//     every recursive walk after it, would overflow the stack).
// The screen reads tokens, not MLIR: it never rejects what the parser would
// accept, except nesting deeper than the bound.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_DRIVER_INPUTSCREEN_H
#define MEMOPT_DRIVER_INPUTSCREEN_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace memopt {

/// The deepest bracket nesting ({, (, [, <) the screen lets through. Deep
/// enough for any training step (generated ones nest a dozen levels), and
/// shallow enough for the parser and the passes' recursive walks to fit an
/// 8 MiB stack, under AddressSanitizer too.
constexpr unsigned kMaxInputNesting = 512;

struct ScreenFinding {
  /// Where in the screened text.
  const char *location;
  std::string message;
};

/// The first form in `source` that upstream's parser would crash on.
std::optional<ScreenFinding>
screenInput(llvm::StringRef source, unsigned maxNesting = kMaxInputNesting);

/// Screens the main buffer of `sourceMgr`; prints a located error and returns
/// false if it holds such a form.
bool screenMainBuffer(llvm::SourceMgr &sourceMgr,
                      unsigned maxNesting = kMaxInputNesting);

/// Runs `body` on a thread with a stack of `stackBytes` and waits for it, so
/// that recursion in upstream code has room beyond the 8 MiB main stack.
void runWithLargeStack(llvm::function_ref<void()> body,
                       unsigned stackBytes = 512u << 20);

} // namespace memopt

#endif // MEMOPT_DRIVER_INPUTSCREEN_H

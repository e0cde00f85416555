//===- OptMain.h - mlir-opt's main, screened and on a large stack -*- C++
//-*-===//

#ifndef MEMOPT_DRIVER_OPTMAIN_H
#define MEMOPT_DRIVER_OPTMAIN_H

#include "llvm/ADT/StringRef.h"

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace memopt {

/// mlir-opt's main (MlirOptMain), except that the input is screened first
/// for the forms upstream's parser crashes on (InputScreen.h), and parsing
/// and the passes run on a thread with a large stack. Returns the exit code.
int runScreenedOptMain(int argc, char **argv, llvm::StringRef toolName,
                       mlir::DialectRegistry &registry);

} // namespace memopt

#endif // MEMOPT_DRIVER_OPTMAIN_H

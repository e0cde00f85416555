//===- Devices.h - accelerator presets of mem-advise ------------*- C++ -*-===//
#ifndef MEMADVISE_DEVICES_H
#define MEMADVISE_DEVICES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>

namespace memadvise {

struct Device {
  std::string name;
  uint64_t bytes = 0;
};

/// The presets, smallest first (docs/advisor.md says where each size comes
/// from).
llvm::ArrayRef<Device> devicePresets();

/// The preset named `name`, or nullptr.
const Device *findDevice(llvm::StringRef name);

/// "a100-40gb, a100-80gb, ...": the preset names, for error messages.
std::string devicePresetNames();

} // namespace memadvise

#endif

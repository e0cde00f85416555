//===- EnumOptionParser.h - enum options that name their values -*- C++ -*-===//
//
// llvm::cl parses an enum option (`cl::values`) with a table of names, and on
// an unknown name says only "Cannot find option named 'x'!". This parser
// keeps the table and says which names the option accepts instead:
//
//   for the --format option: unknown value 'yaml': expected 'text' or 'json'
//
// MEMOPT_ENUM_OPTION_PARSER(T) makes it the parser of every cl::opt<T> and
// pass Option of type T; use it at global scope, before such an option.
//
//===----------------------------------------------------------------------===//

#ifndef MEMOPT_SUPPORT_ENUMOPTIONPARSER_H
#define MEMOPT_SUPPORT_ENUMOPTIONPARSER_H

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace memopt {

template <typename EnumT>
class EnumOptionParser : public llvm::cl::generic_parser_base {
protected:
  struct OptionInfo : public GenericOptionInfo {
    OptionInfo(llvm::StringRef name, EnumT value, llvm::StringRef help)
        : GenericOptionInfo(name, help), V(value) {}
    llvm::cl::OptionValue<EnumT> V;
  };
  // Named as in llvm::cl::parser: mlir's pass options read `Values` to print
  // an option's value by name.
  llvm::SmallVector<OptionInfo, 8> Values;

public:
  using parser_data_type = EnumT;

  explicit EnumOptionParser(llvm::cl::Option &owner)
      : generic_parser_base(owner) {}

  unsigned getNumOptions() const override { return Values.size(); }
  llvm::StringRef getOption(unsigned n) const override {
    return Values[n].Name;
  }
  llvm::StringRef getDescription(unsigned n) const override {
    return Values[n].HelpStr;
  }
  const llvm::cl::GenericOptionValue &
  getOptionValue(unsigned n) const override {
    return Values[n].V;
  }

  /// Returns true on error, as llvm::cl parsers do.
  bool parse(llvm::cl::Option &option, llvm::StringRef argName,
             llvm::StringRef arg, EnumT &value) {
    llvm::StringRef name = Owner.hasArgStr() ? arg : argName;
    for (const OptionInfo &info : Values) {
      if (info.Name == name) {
        value = info.V.getValue();
        return false;
      }
    }
    std::string expected;
    llvm::raw_string_ostream os(expected);
    for (auto [index, info] : llvm::enumerate(Values))
      os << (index == 0                   ? ""
             : index + 1 == Values.size() ? " or "
                                          : ", ")
         << "'" << info.Name << "'";
    return option.error("unknown value '" + name + "': expected " + expected);
  }

  template <typename T>
  void addLiteralOption(llvm::StringRef name, const T &value,
                        llvm::StringRef help) {
    Values.emplace_back(name, static_cast<EnumT>(value), help);
    llvm::cl::AddLiteralOption(Owner, name);
  }

  void removeLiteralOption(llvm::StringRef name) {
    Values.erase(Values.begin() + findOption(name));
  }
};

} // namespace memopt

#define MEMOPT_ENUM_OPTION_PARSER(TYPE)                                        \
  namespace llvm {                                                             \
  namespace cl {                                                               \
  template <> class parser<TYPE> : public ::memopt::EnumOptionParser<TYPE> {   \
  public:                                                                      \
    using EnumOptionParser::EnumOptionParser;                                  \
  };                                                                           \
  }                                                                            \
  }

#endif // MEMOPT_SUPPORT_ENUMOPTIONPARSER_H

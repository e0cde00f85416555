//===- InputScreen.cpp - refuse inputs upstream's parser crashes on -------===//

#include "memopt/Driver/InputScreen.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/thread.h"

#include <cstdint>
#include <limits>

using namespace llvm;

namespace memopt {

namespace {
enum class TokenKind { Identifier, Integer, Float, String, Punct, End };

struct Token {
  TokenKind kind;
  StringRef text;
  bool is(char c) const {
    return kind == TokenKind::Punct && text.size() == 1 && text[0] == c;
  }
  bool isIdentifier(StringRef name) const {
    return kind == TokenKind::Identifier && text == name;
  }
};

/// MLIR's tokens, as far as the screen needs them: comments and whitespace
/// skipped, strings and numbers whole, `->` one token.
class Lexer {
public:
  Lexer(StringRef source, size_t pos = 0) : source(source), pos(pos) {}

  Token next() {
    skipSpaceAndComments();
    if (pos >= source.size())
      return {TokenKind::End, source.substr(source.size())};
    size_t start = pos;
    char c = source[pos];
    if (c == '"') {
      ++pos;
      while (pos < source.size() && source[pos] != '"' && source[pos] != '\n')
        pos += source[pos] == '\\' ? 2 : 1;
      pos = std::min(pos + 1, source.size());
      return make(TokenKind::String, start);
    }
    if (isDigit(c)) {
      if (source.substr(pos).starts_with("0x") && pos + 2 < source.size() &&
          isHexDigit(source[pos + 2])) {
        pos += 2;
        while (pos < source.size() && isHexDigit(source[pos]))
          ++pos;
        return make(TokenKind::Integer, start);
      }
      while (pos < source.size() && isDigit(source[pos]))
        ++pos;
      if (pos >= source.size() || source[pos] != '.')
        return make(TokenKind::Integer, start);
      ++pos;
      while (pos < source.size() &&
             (isDigit(source[pos]) || source[pos] == 'e' ||
              source[pos] == 'E' ||
              ((source[pos] == '+' || source[pos] == '-') &&
               (source[pos - 1] == 'e' || source[pos - 1] == 'E'))))
        ++pos;
      return make(TokenKind::Float, start);
    }
    bool prefixed = c == '%' || c == '@' || c == '^' || c == '#' || c == '!';
    if (prefixed || isAlpha(c) || c == '_') {
      ++pos;
      while (pos < source.size() &&
             (isAlnum(source[pos]) || source[pos] == '_' ||
              source[pos] == '$' || source[pos] == '.' ||
              (prefixed && source[pos] == '-')))
        ++pos;
      return make(TokenKind::Identifier, start);
    }
    pos += source.substr(pos).starts_with("->") ? 2 : 1;
    return make(TokenKind::Punct, start);
  }

  size_t getPosition() const { return pos; }

private:
  static bool isDigit(char c) { return c >= '0' && c <= '9'; }
  static bool isHexDigit(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }
  static bool isAlpha(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }
  static bool isAlnum(char c) { return isAlpha(c) || isDigit(c); }

  Token make(TokenKind kind, size_t start) {
    return {kind, source.slice(start, pos)};
  }

  void skipSpaceAndComments() {
    while (pos < source.size()) {
      if (source.substr(pos).starts_with("//")) {
        size_t end = source.find('\n', pos);
        pos = end == StringRef::npos ? source.size() : end + 1;
      } else if (source[pos] == ' ' || source[pos] == '\t' ||
                 source[pos] == '\n' || source[pos] == '\r') {
        ++pos;
      } else {
        return;
      }
    }
  }

  StringRef source;
  size_t pos;
};

bool isOpener(const Token &token) {
  return token.is('{') || token.is('(') || token.is('[') || token.is('<');
}

char getCloserOf(char opener) {
  switch (opener) {
  case '{':
    return '}';
  case '(':
    return ')';
  case '[':
    return ']';
  default:
    return '>';
  }
}

/// Whether `token` (after an optional minus sign) is an integer literal
/// that fits int64_t, as upstream's dense array parser needs.
bool fitsInt64(const Token &token, bool negative) {
  if (token.kind != TokenKind::Integer)
    return false;
  uint64_t magnitude;
  bool hex = token.text.starts_with("0x");
  if (token.text.drop_front(hex ? 2 : 0).getAsInteger(hex ? 16 : 10, magnitude))
    return false;
  uint64_t limit = uint64_t(std::numeric_limits<int64_t>::max()) + negative;
  return magnitude <= limit;
}

class Screen {
public:
  Screen(StringRef source, unsigned maxNesting)
      : source(source), maxNesting(maxNesting) {}

  std::optional<ScreenFinding> run() {
    collectAliases();
    Lexer lexer(source);
    SmallVector<char> open;
    for (Token token = lexer.next(); token.kind != TokenKind::End;
         token = lexer.next()) {
      if (isOpener(token)) {
        open.push_back(token.text[0]);
        if (open.size() > maxNesting)
          return ScreenFinding{
              token.text.data(),
              "brackets nested deeper than " + std::to_string(maxNesting) +
                  " levels: the parser (recursive) and the passes would "
                  "overflow the stack; flatten the input"};
        continue;
      }
      if (token.kind == TokenKind::Punct && !open.empty() &&
          token.text[0] == getCloserOf(open.back())) {
        open.pop_back();
        continue;
      }
      if (token.isIdentifier("linalg.generic")) {
        if (auto finding = checkGenericTrait(lexer.getPosition()))
          return finding;
      } else if (token.isIdentifier("linalg.reduce") ||
                 token.isIdentifier("linalg.broadcast")) {
        if (auto finding = checkIntegerListAfter(lexer.getPosition(),
                                                 token.text, "dimensions"))
          return finding;
      } else if (token.isIdentifier("linalg.transpose")) {
        if (auto finding = checkIntegerListAfter(lexer.getPosition(),
                                                 token.text, "permutation"))
          return finding;
      }
    }
    return std::nullopt;
  }

private:
  /// Attribute aliases (`#name = ...` outside any bracket): where each value
  /// starts.
  void collectAliases() {
    Lexer lexer(source);
    int depth = 0;
    Token previous{TokenKind::End, StringRef()};
    for (Token token = lexer.next(); token.kind != TokenKind::End;
         previous = token, token = lexer.next()) {
      if (token.is('{') || token.is('(') || token.is('['))
        ++depth;
      else if (token.is('}') || token.is(')') || token.is(']'))
        --depth;
      else if (depth == 0 && token.is('=') &&
               previous.kind == TokenKind::Identifier &&
               previous.text.starts_with("#"))
        aliases[previous.text] = lexer.getPosition();
    }
  }

  /// Where the attribute at `pos` starts, following one alias.
  size_t resolveAlias(size_t pos) {
    Lexer lexer(source, pos);
    Token token = lexer.next();
    if (token.kind == TokenKind::Identifier && token.text.starts_with("#")) {
      auto it = aliases.find(token.text);
      if (it != aliases.end())
        return it->second;
    }
    return pos;
  }

  /// linalg.generic's trait dictionary, at `pos` or behind an alias there:
  /// iterator_types must list strings.
  std::optional<ScreenFinding> checkGenericTrait(size_t pos) {
    Lexer lexer(source, resolveAlias(pos));
    if (!lexer.next().is('{'))
      return std::nullopt;
    int depth = 1;
    Token previous{TokenKind::End, StringRef()};
    for (Token token = lexer.next(); token.kind != TokenKind::End && depth > 0;
         previous = token, token = lexer.next()) {
      if (token.is('{') || token.is('(') || token.is('[') || token.is('<'))
        ++depth;
      else if (token.is('}') || token.is(')') || token.is(']') || token.is('>'))
        --depth;
      else if (depth == 1 && token.is('=') &&
               (previous.isIdentifier("iterator_types") ||
                previous.text == "\"iterator_types\""))
        return checkStringList(lexer.getPosition());
    }
    return std::nullopt;
  }

  std::optional<ScreenFinding> checkStringList(size_t pos) {
    Lexer lexer(source, resolveAlias(pos));
    if (!lexer.next().is('['))
      return std::nullopt; // Not an array: upstream reports it.
    for (Token token = lexer.next();; token = lexer.next()) {
      if (token.is(']'))
        return std::nullopt;
      if (token.kind != TokenKind::String)
        return ScreenFinding{
            token.text.data(),
            "linalg.generic: iterator_types must list strings such as "
            "\"parallel\" (upstream MLIR 22's parser crashes on other "
            "attributes here)"};
      token = lexer.next();
      if (token.is(']'))
        return std::nullopt;
      if (!token.is(','))
        return std::nullopt; // Malformed: upstream reports it.
    }
  }

  /// After `opName`, within the op: `keyword = [integers]`, each integer
  /// within int64.
  std::optional<ScreenFinding>
  checkIntegerListAfter(size_t pos, StringRef opName, StringRef keyword) {
    Lexer lexer(source, pos);
    int depth = 0;
    // The keyword follows the op's operand lists; stop where the op ends:
    // a closing bracket of its parent, the next op (a result `%x =`, an
    // op name or a quoted generic op), or the end.
    for (unsigned steps = 0; steps < 4096; ++steps) {
      Token token = lexer.next();
      if (token.kind == TokenKind::End)
        return std::nullopt;
      if (token.is('{') || token.is('(') || token.is('[') || token.is('<')) {
        ++depth;
        continue;
      }
      if (token.is('}') || token.is(')') || token.is(']') || token.is('>')) {
        if (--depth < 0)
          return std::nullopt;
        continue;
      }
      if (depth != 0)
        continue;
      if (token.kind == TokenKind::String ||
          (token.kind == TokenKind::Identifier &&
           (token.text.starts_with("%") || token.text.contains('.'))))
        return std::nullopt;
      if (token.isIdentifier(keyword)) {
        if (!lexer.next().is('='))
          return std::nullopt;
        return checkIntegerList(lexer, opName, keyword);
      }
    }
    return std::nullopt;
  }

  std::optional<ScreenFinding> checkIntegerList(Lexer &lexer, StringRef opName,
                                                StringRef keyword) {
    auto bad = [&](const Token &token) {
      return ScreenFinding{
          token.text.data(),
          ("'" + opName + "' " + keyword +
           ": expected a list of integers within int64, such as [1, 0] "
           "(upstream MLIR 22's parser crashes on anything else here)")
              .str()};
    };
    Token token = lexer.next();
    if (!token.is('['))
      return bad(token);
    token = lexer.next();
    if (token.is(']'))
      return std::nullopt;
    while (true) {
      bool negative = token.is('-');
      if (negative)
        token = lexer.next();
      if (!fitsInt64(token, negative) &&
          !(!negative &&
            (token.isIdentifier("true") || token.isIdentifier("false"))))
        return bad(token);
      token = lexer.next();
      if (token.is(']'))
        return std::nullopt;
      if (!token.is(','))
        return bad(token);
      token = lexer.next();
    }
  }

  StringRef source;
  unsigned maxNesting;
  StringMap<size_t> aliases;
};
} // namespace

std::optional<ScreenFinding> screenInput(StringRef source,
                                         unsigned maxNesting) {
  return Screen(source, maxNesting).run();
}

bool screenMainBuffer(SourceMgr &sourceMgr, unsigned maxNesting) {
  StringRef source =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBuffer();
  std::optional<ScreenFinding> finding = screenInput(source, maxNesting);
  if (!finding)
    return true;
  sourceMgr.PrintMessage(SMLoc::getFromPointer(finding->location),
                         SourceMgr::DK_Error, finding->message);
  return false;
}

void runWithLargeStack(function_ref<void()> body, unsigned stackBytes) {
  llvm::thread worker(std::optional<unsigned>(stackBytes), [&] { body(); });
  worker.join();
}

} // namespace memopt

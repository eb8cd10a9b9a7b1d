// @ts-check
// C++ keywords: never names of API symbols, and the built-in types that start a declaration.

/** Built-in type keywords: a name after them (`int range = 3;`) is a declaration that shadows. */
export const TYPE_KEYWORDS = new Set(
  'auto bool char char8_t char16_t char32_t double float int long short signed unsigned void wchar_t'.split(
    ' ',
  ),
);

const OTHER_KEYWORDS =
  'alignas alignof and asm break case catch class co_await co_return co_yield concept const consteval constexpr constinit const_cast continue decltype default delete do dynamic_cast else enum explicit export extern false for friend goto if inline mutable namespace new noexcept not nullptr operator or private protected public register reinterpret_cast requires return sizeof static static_assert static_cast struct switch template this thread_local throw true try typedef typeid typename union using virtual volatile while';

const KEYWORDS = new Set([...TYPE_KEYWORDS, ...OTHER_KEYWORDS.split(' ')]);

/** @param {string} word */
export function isKeyword(word) {
  return KEYWORDS.has(word);
}

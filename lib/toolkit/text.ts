/**
 * Text normalisation shared by the analyses: folding accents and case, whole-word patterns in
 * any script, locale-independent ordering. Pure and deterministic; Unicode-safe.
 */

/** Lowercased, accents folded, punctuation turned into spaces, whitespace collapsed. */
export function normalizeText(text: string): string {
  return text
    // Letters typed as plain letters when a keyboard lacks them ("kobenhavn", "strasse",
    // "wroclaw"): ø, æ, œ, ß, ł, đ and þ have no accent to fold away (their Unicode letters do
    // not decompose), so they are written as searchers type them.
    .replace(/[øØ]/g, "o").replace(/[æÆ]/g, "ae").replace(/[œŒ]/g, "oe").replace(/ß/g, "ss")
    .replace(/[łŁ]/g, "l").replace(/[đĐ]/g, "d").replace(/[þÞ]/g, "th")
    .normalize("NFKD")
    // Accents are folded in Latin, Greek and Cyrillic only: in Japanese kana, Devanagari or Thai
    // the marks are part of the letter ("が" is not "か").
    .replace(/(\p{Script=Latin}|\p{Script=Greek}|\p{Script=Cyrillic})\p{M}+/gu, "$1")
    .normalize("NFC")
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, " ")
    .trim();
}

/**
 * An alternation matched as whole words in any script: `\b` sees only ASCII letters, so
 * "wpłać" or "réserver" would not end or start a word; here letters are `\p{L}` (and `\w` in
 * the alternation means a letter of any script).
 */
export function wholeWords(
  alternation: string,
  options: { ignoreCase?: boolean; digitsBound?: boolean } = {},
): RegExp {
  const body = alternation.replaceAll("\\w", "\\p{L}");
  // Digits end a word too, unless a unit may follow a number directly ("20h").
  const edge = options.digitsBound === false ? "\\p{L}" : "\\p{L}\\p{N}";
  return new RegExp(`(?<![${edge}])(?:${body})(?![${edge}])`, options.ignoreCase ? "iu" : "u");
}

/** Compares strings by code point, for deterministic sorts independent of locale. */
export function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Runs of whitespace as one space, trimmed. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Text safe inside HTML text and double-quoted attributes (`&`, `<`, `>` and `"` escaped). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(
    /"/g,
    "&quot;",
  );
}

/** Text matched literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The text trimmed and cut to at most `max` UTF-16 units at a code point boundary, trimmed. */
export function truncate(text: string, max: number): string {
  let out = "";
  for (const ch of text.trim()) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out.trim();
}

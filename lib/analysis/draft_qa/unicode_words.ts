/**
 * `\b` in a JavaScript RegExp knows ASCII letters only, so `\bprouvé\b` never matches before a
 * space and `\bärztliche` never after one. The vocabularies of proof and trust are written with
 * `\b` for readability and rebuilt here with a boundary between letters or digits of any script.
 */
const BOUNDARY = "(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))";

/** The same expression with a Unicode word boundary for every `\b` (flags kept, `u` added). */
export function unicodeWords(re: RegExp): RegExp {
  const flags = re.flags.includes("u") ? re.flags : `${re.flags}u`;
  return new RegExp(re.source.replaceAll("\\b", BOUNDARY), flags);
}

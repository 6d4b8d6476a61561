/** How titles, keywords and references are compared and matched. */

/** A pattern matching any of `terms` as whole words (letters and numbers of any script). */
export function wordsPattern(terms: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${terms.join("|")})(?![\\p{L}\\p{N}])`, "giu");
}

/** The distinct matches of `pattern` in `text`, in order of first appearance. */
export function matches(pattern: RegExp, text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(pattern)) found.add(m[0]);
  return [...found];
}

/** NFKC, lowercase, single spaces: the form titles and references are compared in. */
export function fold(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** `"a", "b" and 3 more`. */
export function listTitles(titles: readonly string[], max: number): string {
  const shown = titles.slice(0, max).map((t) => `"${t}"`).join(", ");
  return titles.length > max ? `${shown} and ${titles.length - max} more` : shown;
}

/** The distinct values, in order of first appearance. */
export function unique(values: string[]): string[] {
  return [...new Set(values)];
}

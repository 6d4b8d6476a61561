/**
 * A title that promises a past year ("Best 3D Printers for Beginners in 2024") tells searchers
 * the page is out of date, and the fix is new content, not a new number: Google's people-first
 * content guidance warns against changing dates to seem fresh when the content has not
 * substantially changed. So a stale year makes the title a rewrite, and no option carries it;
 * the current year goes back in only once the picks and figures are re-tested (said in the
 * reason, never done by the options).
 */

/** The past year a text names (the newest, when several), or null. */
export function staleYear(text: string | null, now: Date): number | null {
  if (text === null) return null;
  const current = now.getUTCFullYear();
  const years = [...text.matchAll(/(?<!\d)(20\d\d)(?!\d)/g)].map((m) => Number(m[1]))
    .filter((y) => y < current && y >= current - 15);
  return years.length > 0 ? Math.max(...years) : null;
}

/** Whether a title option names a past year. */
export function namesPastYear(text: string, now: Date): boolean {
  return staleYear(text, now) !== null;
}

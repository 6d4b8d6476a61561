import type { LimitationRule } from "./types.ts";

/** Result URLs that are no URLs were compared as text. */
export const unparsed: LimitationRule = {
  id: "unparsed",
  method: "result URLs that cannot be parsed: compared as text",
  notes(f) {
    const unparsed = f.snapshots.reduce((n, s) => n + s.unparsed, 0);
    if (unparsed === 0) return [];
    return [`${unparsed} result URL(s) could not be parsed as URLs and were compared as text.`];
  },
};

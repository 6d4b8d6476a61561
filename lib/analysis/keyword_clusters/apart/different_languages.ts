import { type ApartRule, DECIDES } from "./types.ts";

export const differentLanguages: ApartRule = {
  id: "different_languages",
  decides: DECIDES,
  when: "two languages (detected per keyword)",
  because:
    "a page is written in one language; each language version is its own URL (Google Search Central, managing multi-regional and multilingual sites)",
  decide: ({ a, b }) => a.group !== b.group || null,
};

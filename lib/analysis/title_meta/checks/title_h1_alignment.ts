/** Google often rewrites a title that says something else than the page's H1. */
import { toPhrase } from "../../page_match.ts";
import type { SignalCheck } from "./types.ts";

export const titleH1Alignment: SignalCheck = {
  id: "title_h1_alignment",
  method: "the title and the H1 share at least one topic word",
  assess(f) {
    if (!f.currentTitle || !f.h1) return null;
    const title = new Set(toPhrase(f.currentTitle).stems);
    const shared = toPhrase(f.h1).stems.filter((s) => title.has(s));
    return shared.length > 0 ? { status: "pass", detail: `The title and the H1 agree` } : {
      status: "warn",
      detail: `The title and the H1 ("${f.h1}") share no word: Google may show the H1 instead`,
    };
  },
};

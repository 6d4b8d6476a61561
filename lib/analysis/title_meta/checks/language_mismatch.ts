/** A title in another language than the page is a mismatch searchers notice. */
import { languageOfText } from "../../understanding/language.ts";
import type { SnippetRisk } from "./types.ts";

export const languageMismatch: SnippetRisk = {
  id: "language_mismatch",
  severity: "medium",
  method: "the title's detected language differs from the page's",
  assess(f) {
    if (!f.currentTitle || f.currentTitle.split(/\s+/).length < 4) return null;
    const lang = languageOfText(f.currentTitle);
    if (!lang || lang === f.language) return null;
    return {
      detail: `The title reads as ${lang}; the page is ${f.language}`,
      fix: `Write the title in the page's language (${f.language}).`,
    };
  },
};

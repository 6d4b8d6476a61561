/**
 * The declared language (`<html lang>` ...) should agree with the language the text is written in,
 * and a page with hreflang should list its own language among them. Minor: Google reads the
 * language from the visible content, not the attribute (Search Central, *Managing
 * multi-regional and multilingual sites*).
 */
import { GOOGLE } from "../sources.ts";
import { LANGUAGE_MIN_WORDS } from "../thresholds.ts";
import { type Check, examples, liveOnly } from "./types.ts";

function primary(code: string | null): string | null {
  return code ? code.toLowerCase().split(/[-_]/)[0] || null : null;
}

export const mixedLanguage: Check = {
  id: "mixed_language",
  severity: "low",
  source: GOOGLE.multilingual,
  method:
    `declared language (html lang, Content-Language, og:locale) vs the detected language of the text (from ${LANGUAGE_MIN_WORDS} words); hreflang languages that omit the declared one`,
  needs: liveOnly((f) =>
    f.page.lang === null && f.page.hreflang.length === 0
      ? f.form === "markdown" ? "needs HTML: markdown declares no language" : null
      : null
  ),
  assess(f) {
    const declared = primary(f.page.lang);
    const detected = f.page.word_count >= LANGUAGE_MIN_WORDS ? f.page.text_language : null;
    const problems: string[] = [];
    if (f.page.lang === null && f.form !== "markdown") problems.push("no lang attribute on <html>");
    if (declared && detected && declared !== detected) {
      problems.push(`declared "${f.page.lang}" but the text reads as "${detected}"`);
    }
    const langs = f.page.hreflang.map((h) => primary(h.lang)).filter((l) => l !== "x");
    if (declared && langs.length > 0 && !langs.includes(declared)) {
      problems.push(`hreflang lists ${[...new Set(langs)].join(", ")} but not "${declared}"`);
    }
    if (problems.length === 0) return null;
    return {
      title: problems.length === 1 && f.page.lang === null
        ? "The page declares no language"
        : "The page's declared language does not match its content",
      count: problems.length,
      examples: examples(problems),
      why:
        "Google works out a page's language from its visible text, not from lang; the attribute still drives screen readers, browser translation prompts and other search engines.",
      fix: `Set <html lang> to the language the page is written in${
        detected ? ` (lang="${detected}")` : ""
      }.`,
    };
  },
};

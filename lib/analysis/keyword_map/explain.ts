/** Why a keyword maps where it does, and the fixes of a weak match. */
import { type PageMatch } from "../page_match.ts";
import { type Ruling } from "./rules/mod.ts";
import { capitalise } from "./missing_pages.ts";
import { type Keyword, type Page } from "./facts.ts";
import { percent } from "../../toolkit/numbers.ts";

export function whyOf(m: PageMatch, page: Page, kw: Keyword, generic: boolean): string[] {
  const s = m.signals;
  const out: string[] = [];
  if (s.keywords === 1) out.push("listed in the page's current_keywords");
  else if (s.keywords > 0) out.push(`close to a current keyword (stem overlap ${s.keywords})`);
  if (s.title_phrase) out.push("exact phrase in the title");
  else if (s.title >= 0.999) out.push("every keyword term is in the title");
  else if (s.title > 0) out.push(`title carries ${percent(s.title)} of the keyword's weight`);
  if (s.url_slug > 0) out.push(`URL slug carries ${percent(s.url_slug)} of the keyword's weight`);
  if (s.headings > 0) out.push(`headings carry ${percent(s.headings)} of the keyword's weight`);
  if (s.description > 0) out.push(`description carries ${percent(s.description)}`);
  const pageIntent = page.intent.intents.length > 0
    ? `${page.intent.intents.join("/")} (from ${page.intent.source.replace("_", " ")})`
    : "unknown";
  out.push(
    kw.intent === "unknown"
      ? `keyword intent unclear (no modifier); page intent ${pageIntent}`
      : `${kw.intent} keyword, page intent ${pageIntent}: fit ${s.intent_fit}`,
  );
  if (m.missing_terms.length > 0) out.push(`not on the page: ${m.missing_terms.join(", ")}`);
  if (generic) {
    out.push("its words are on most pages and the page does not target the exact keyword: weak");
  }
  return out;
}

export function optimiseFixes(m: PageMatch, page: Page, kw: Keyword, generic: boolean): string[] {
  const s = m.signals;
  const text = kw.phrase.text;
  const out: string[] = [];
  if (generic) {
    out.push(
      `Its words are on most pages: target "${text}" explicitly (exact phrase in the title, or as a current keyword) so one page owns it`,
    );
  }
  if (!s.title_phrase) out.push(`Work "${text}" into the title tag and H1 of ${page.url}`);
  if (s.headings < 0.5) out.push(`Add an H2 section that answers "${text}"`);
  if (s.description < 0.5) out.push(`Mention "${text}" in the meta description`);
  if (s.keywords < 1) out.push(`Record "${text}" as one of the page's target keywords`);
  if (m.missing_terms.length > 0) {
    out.push(`Cover the missing terms in the body: ${m.missing_terms.join(", ")}`);
  }
  if (s.intent_fit < 1 && kw.intent !== "unknown") {
    out.push(`Check the live SERP: a ${kw.intent} query may need a different page type`);
  }
  if (s.url_slug === 0) out.push("Keep the URL as it is: a slug change costs more than it earns");
  return out;
}

export function buildFixes(kw: Keyword, page: Page, ruling: Ruling | null): string[] {
  return [
    ruling
      ? capitalise(ruling.reason)
      : `${page.url} serves ${
        page.intent.intents.join("/") || "another"
      } intent; "${kw.phrase.text}" is ${kw.intent}: build a dedicated page`,
    `Link from ${page.url} to the new page with "${kw.phrase.text}" as anchor`,
  ];
}

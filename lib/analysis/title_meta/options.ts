/**
 * Title and description options: built from the page's own words first (its H1, its opening
 * sentences, its section headings), then from a template of the keyword's intent in the page's
 * language; each fits its pixel budget, names the keyword, and is scored for how it would show.
 */
import { phraseContains, toPhrase } from "../page_match.ts";
import type { Facts } from "./facts.ts";
import { phrasesOf, titleCaseKeyword } from "./phrases.ts";
import { BUDGETS, descriptionPx, fitWords, titlePx } from "./pixels.ts";

/** One option as the result lists it. */
export interface Option {
  text: string;
  characters: number;
  pixels: number;
  fits: boolean;
  keyword_position: number | null;
  source: "h1" | "page_text" | "headings" | "template";
  rationale: string;
}

/** Whether `text` holds every topic word of the keyword. */
export function hasKeyword(text: string, f: Facts): boolean {
  return f.kw.stems.length > 0 && phraseContains(toPhrase(text), f.kw);
}

function withBrand(title: string, f: Facts): string {
  if (!f.brand || title.toLowerCase().includes(f.brand.toLowerCase())) return title;
  const branded = `${title} | ${f.brand}`;
  return titlePx(branded) <= BUDGETS.titlePx ? branded : title;
}

function option(
  text: string,
  f: Facts,
  kind: "title" | "description",
  source: Option["source"],
  rationale: string,
): Option {
  const pixels = kind === "title" ? titlePx(text) : descriptionPx(text);
  const budget = kind === "title" ? BUDGETS.titlePx : BUDGETS.descriptionPx;
  const at = text.toLowerCase().indexOf(f.keyword.toLowerCase());
  return {
    text,
    characters: [...text].length,
    pixels,
    fits: pixels <= budget,
    keyword_position: at >= 0 ? at : null,
    source,
    rationale,
  };
}

/**
 * What the page asks of the searcher, from its type (a vendor's software page is sold, not
 * compared: it never gets a "Best ..." title), and from the keyword's intent when the type says
 * nothing.
 */
export function stageOf(f: Facts): "informational" | "commercial" | "transactional" | "other" {
  switch (f.pageType) {
    case "software":
    case "product":
    case "landing_page":
      return "transactional";
    case "comparison_page":
      return "commercial";
    case "guide":
    case "blog_post":
      return "informational";
    case "local_business":
      return "other";
  }
  return f.intent === "unknown" || f.intent === "navigational" ? "other" : f.intent;
}

/**
 * The keyword as the page writes it ("Rechnungssoftware für kleine Unternehmen", not the
 * request's lower case), else title-cased by the language's rule.
 */
export function displayKeyword(f: Facts): string {
  for (const source of [f.h1 ?? "", f.page.text.slice(0, 20_000)]) {
    const at = source.toLowerCase().indexOf(f.keyword.toLowerCase());
    if (at >= 0) {
      const found = source.slice(at, at + f.keyword.length);
      return found.charAt(0).toUpperCase() + found.slice(1);
    }
  }
  return titleCaseKeyword(f.keyword, f.language);
}

/** Up to four title options, best first. */
export function titleOptions(f: Facts): Option[] {
  const k = displayKeyword(f);
  const p = phrasesOf(f.language);
  const out: Option[] = [];
  // A title is never cut: one that does not fit is left out (a cut phrase reads as broken).
  const add = (text: string, source: Option["source"], rationale: string) => {
    const fitted = titlePx(text.trim()) <= BUDGETS.titlePx ? text.trim() : "";
    const same = (o: Option) => o.text.toLowerCase() === fitted.toLowerCase();
    if (fitted && hasKeyword(fitted, f) && !out.some(same)) {
      out.push(option(fitted, f, "title", source, rationale));
    }
  };
  if (f.h1 && hasKeyword(f.h1, f)) {
    add(
      withBrand(f.h1, f),
      "h1",
      "The page's own H1 already names the keyword: the title and H1 agree, so Google keeps it",
    );
  } else if (f.h1) {
    add(
      withBrand(`${k}: ${f.h1}`, f),
      "h1",
      "The keyword first, then the page's H1 for what it offers",
    );
  }
  if (p) {
    const kind = stageOf(f);
    const template = kind === "commercial"
      ? p.best(f.keyword, f.year)
      : kind === "informational"
      ? p.guide(k)
      : kind === "transactional"
      ? `${k} – ${p.pricing}`
      : k;
    add(
      withBrand(template, f),
      "template",
      `The keyword first, with what a ${f.pageType.replace("_", " ")} usually promises`,
    );
  }
  add(withBrand(k, f), "template", "The keyword alone with the brand: short, never cut");
  return out.slice(0, 4);
}

/** Up to three description options, best first. */
export function descriptionOptions(f: Facts): Option[] {
  const p = phrasesOf(f.language);
  const kind = stageOf(f);
  const cta = p ? p.cta[kind] : "";
  const out: Option[] = [];
  const add = (text: string, source: Option["source"], rationale: string) => {
    const fitted = fitSentences(text.replace(/\s+/g, " ").trim());
    if ([...fitted].length >= BUDGETS.descriptionMinChars && !out.some((o) => o.text === fitted)) {
      out.push(option(fitted, f, "description", source, rationale));
    }
  };
  const withKw = f.intro.filter((s) => hasKeyword(s, f));
  const lead = withKw[0] ?? f.intro[0];
  if (lead) {
    add(
      `${lead} ${cta}`,
      "page_text",
      "The page's own opening sentence (with the keyword when one has it) and a call to action",
    );
  }
  if (f.intro.length >= 2) {
    add(
      `${f.intro[0]} ${f.intro[1]}`,
      "page_text",
      "The page's first two sentences: an accurate summary Google rarely rewrites",
    );
  }
  if (p && f.h2s.length >= 2) {
    const topics = f.h2s.slice(0, 3);
    const list = topics.length > 2
      ? `${topics.slice(0, -1).join(", ")} ${p.and} ${topics.at(-1)}`
      : topics.join(` ${p.and} `);
    add(
      `${titleCaseKeyword(f.keyword, f.language)}: ${list}. ${cta}`,
      "headings",
      "The keyword and what the page covers, from its section headings",
    );
  }
  return out.slice(0, 3);
}

/** Whole sentences within the description budget; a first sentence too long is cut at a word. */
function fitSentences(text: string): string {
  const sentences = text.match(/[^.!?]+[.!?]+|[^.!?]+$/g) ?? [text];
  let out = "";
  for (const s of sentences) {
    const next = `${out} ${s.trim()}`.trim();
    if (descriptionPx(next) > BUDGETS.descriptionPx) break;
    out = next;
  }
  return out || fitWords(text, BUDGETS.descriptionPx, BUDGETS.descriptionFontPx);
}

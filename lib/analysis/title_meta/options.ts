/**
 * Title and description options: built from the page's own words first (its H1, its opening
 * sentences, its section headings), then from a template of the keyword's intent in the page's
 * language; each fits its pixel budget, names the keyword, and is scored for how it would show.
 */
import { phraseContains } from "../page_match.ts";
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

/**
 * Whether `text` holds every topic word of the keyword, a word's case ending aside: languages
 * that decline names ("Wrocław" → "we Wrocławiu", "Praha" → "v Praze" aside) add endings a
 * stemmer does not always remove, so a stem of 5+ letters matches a word that extends it by up
 * to three letters.
 */
export function hasKeyword(text: string, f: Facts): boolean {
  if (f.kw.stems.length === 0) return false;
  const hay = f.phrase(text);
  if (phraseContains(hay, f.kw)) return true;
  return f.kw.stems.every((k) =>
    hay.stems.some((w) => w === k || (k.length >= 5 && w.startsWith(k) && w.length - k.length <= 3))
  );
}

/**
 * The title with the brand closing it: the full brand when it fits, else its short form, else
 * the title with its parenthesised parts dropped ("BEng (Hons)" → "BEng"); when the site's titles
 * carry the brand and nothing fits, "" (the option is left out).
 */
function withBrand(title: string, f: Facts): string {
  const brands = [f.brand, f.brandShort].filter((b): b is string => !!b);
  if (brands.length === 0 || brands.some((b) => title.toLowerCase().includes(b.toLowerCase()))) {
    return title;
  }
  const compact = title.replace(/\s*\([^)]*\)/g, "").trim();
  for (const t of [title, compact]) {
    for (const b of brands) {
      const branded = `${t} | ${b}`;
      if (titlePx(branded) <= BUDGETS.titlePx) return branded;
    }
  }
  return f.brandInTitles ? "" : title;
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

/** A heading of the page that carries the keyword's words the H1 lacks ("Entry requirements"). */
function modifierHeading(f: Facts): string | null {
  if (!f.h1) return null;
  const h1 = f.phrase(f.h1);
  const missing = f.kw.stems.filter((s) => !h1.stems.includes(s));
  if (missing.length === 0) return null;
  const heading = f.page.headings.find((h) => {
    const p = f.phrase(h.text);
    return h.level >= 2 && missing.every((s) => p.stems.includes(s)) &&
      p.stems.length <= missing.length + 2;
  });
  return heading?.text ?? null;
}

/**
 * Up to four title options, best first, from the page itself: its H1 (the product, course or
 * service as the page names it), the heading that carries the query's modifier, the product's
 * status when it is discontinued; a template only where it fits the page type (a guide, a
 * comparison, a software page that offers a trial).
 */
export function titleOptions(f: Facts): Option[] {
  const k = displayKeyword(f);
  const p = phrasesOf(f.language);
  const out: Option[] = [];
  // A title is never cut: one that does not fit is left out (a cut phrase reads as broken).
  const add = (text: string, source: Option["source"], rationale: string, needsKeyword = true) => {
    const fitted = titlePx(text.trim()) <= BUDGETS.titlePx ? text.trim() : "";
    const same = (o: Option) => o.text.toLowerCase() === fitted.toLowerCase();
    if (fitted && (!needsKeyword || hasKeyword(fitted, f)) && !out.some(same)) {
      out.push(option(fitted, f, "title", source, rationale));
    }
  };
  const modifier = modifierHeading(f);
  if (f.h1 && modifier) {
    add(
      withBrand(`${f.h1}: ${modifier}`, f),
      "h1",
      "The page's H1, then the section the query asks for",
    );
  }
  if (f.discontinued && p) {
    const status = [f.h1, k].filter((x): x is string => !!x)
      .map((name) => withBrand(`${name} – ${p.discontinued}`, f))
      .find((t) => t !== "" && titlePx(t) <= BUDGETS.titlePx);
    if (status) {
      add(
        status,
        "h1",
        "The product as the page names it, and its status: the page no longer sells it",
        false,
      );
    }
  }
  if (f.h1 && hasKeyword(f.h1, f)) {
    add(
      withBrand(f.h1, f),
      "h1",
      "The page's own H1 already names the keyword: the title and H1 agree, so Google keeps it",
    );
    // "Naprawa pralek we Wrocławiu – u klienta, …": the H1's head, before its dash or colon.
    const head = f.h1.split(/\s[–—-]\s|:\s/)[0].trim();
    if (head !== f.h1 && hasKeyword(head, f)) {
      add(withBrand(head, f), "h1", "The head of the page's H1, which names the keyword");
    }
  } else if (f.h1 && !modifier) {
    add(
      withBrand(`${k}: ${f.h1}`, f),
      "h1",
      "The keyword first, then the page's H1 for what it offers",
    );
  }
  const template = p ? templateFor(f, k, p) : null;
  if (template) {
    add(
      withBrand(template, f),
      "template",
      `The keyword first, with what a ${f.pageType.replace("_", " ")} offers`,
    );
  }
  add(withBrand(k, f), "template", "The keyword alone with the brand: short, never cut");
  return out.slice(0, 4);
}

/** A template only where it fits what the page is and offers; none for products, courses, local pages. */
function templateFor(
  f: Facts,
  k: string,
  p: NonNullable<ReturnType<typeof phrasesOf>>,
): string | null {
  const kind = stageOf(f);
  if (kind === "commercial") return p.best(f.keyword, f.year);
  if (kind === "informational") return p.guide(k);
  if ((f.pageType === "software" || f.pageType === "landing_page") && f.offersTrial) {
    return `${k} – ${p.pricing}`;
  }
  return null;
}

/** The closing call to action, only where the page offers what it asks for. */
function ctaFor(f: Facts, p: ReturnType<typeof phrasesOf>): string {
  if (!p) return "";
  const kind = stageOf(f);
  if (kind === "transactional") {
    return (f.pageType === "software" || f.pageType === "landing_page") && f.offersTrial
      ? p.cta.transactional
      : "";
  }
  return kind === "other" ? "" : p.cta[kind];
}

/**
 * Up to three description options, best first, from the page's own main content: its opening
 * sentence, its key facts, its discontinued notice, its first two sentences, its sections. Never
 * from interface text (buy boxes, size pickers, banners).
 */
export function descriptionOptions(f: Facts): Option[] {
  const p = phrasesOf(f.language);
  const cta = ctaFor(f, p);
  const out: Option[] = [];
  const add = (text: string, source: Option["source"], rationale: string) => {
    const fitted = fitSentences(text.replace(/\s+/g, " ").trim());
    if ([...fitted].length >= BUDGETS.descriptionMinChars && !out.some((o) => o.text === fitted)) {
      out.push(option(fitted, f, "description", source, rationale));
    }
  };
  if (f.discontinued) {
    const next = f.intro.filter((s) => s !== f.discontinued).slice(0, 2).join(" ");
    add(
      `${f.discontinued} ${next}`,
      "page_text",
      "The page's own notice of what changed, then what it still offers",
    );
  }
  if (f.keyFacts.length >= 2) {
    const name = f.h1 ?? displayKeyword(f);
    const facts = f.keyFacts.map((x) => x.replace(/[\s.·;,]+$/, ""));
    let text = "";
    for (const fact of facts) {
      const next = text ? `${text} · ${fact}` : `${name}: ${fact}`;
      if (descriptionPx(`${next}.`) > BUDGETS.descriptionPx) break;
      text = next;
    }
    if (text.includes(" · ")) {
      add(`${text}.`, "page_text", "The page's key facts: the specifics searchers compare");
    }
  }
  const withKw = f.intro.filter((s) => hasKeyword(s, f));
  const lead = withKw[0] ?? f.intro[0];
  if (lead) {
    add(
      `${lead} ${cta}`,
      "page_text",
      cta
        ? "The page's own opening sentence (with the keyword when one has it) and a call to action"
        : "The page's own opening sentence (with the keyword when one has it)",
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
      `${f.h1 ?? titleCaseKeyword(f.keyword, f.language)}: ${list}. ${cta}`,
      "headings",
      "The page's subject and what it covers, from its section headings",
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
  return out || clauseCut(fitWords(text, BUDGETS.descriptionPx, BUDGETS.descriptionFontPx));
}

/**
 * A sentence too long for the snippet, cut where a clause ends (a comma, semicolon or colon,
 * made a full stop) when that keeps most of it; else at a word, with an ellipsis: a
 * description that stops mid-clause reads as broken.
 */
function clauseCut(cut: string): string {
  const at = Math.max(cut.lastIndexOf(", "), cut.lastIndexOf("; "), cut.lastIndexOf(": "));
  if (at >= cut.length * 0.6) return `${cut.slice(0, at)}.`;
  return /[.!?…]$/.test(cut) ? cut : `${cut.replace(/[\s,;:–-]+$/, "")}…`;
}

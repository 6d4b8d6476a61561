/**
 * Title options in the keyword's language, shaped by the format that ranks: a listicle SERP gets
 * "N Best ..." (N from the competitors' own titles), a how-to SERP "How to ...", a definition
 * SERP "What is ...". Template words come from `title_meta`'s phrase table; the few frames it
 * lacks are below. A title wider than Google's pixel budget is left out, never cut.
 */
import { phrasesOf, titleCaseKeyword } from "../title_meta/phrases.ts";
import { BUDGETS, titlePx } from "../title_meta/pixels.ts";
import { topicPhrase } from "../keyword_clusters/titles.ts";
import { normalizeText } from "../../toolkit/text.ts";
import type { RankingResult } from "../serp_evidence/evidence.ts";
import type { DominantFormat } from "../serp_evidence/result.ts";
import type { TitleOption } from "./result.ts";

type Pattern = TitleOption["pattern"];

/** "What is X?" per language. */
const DEFINITION: Readonly<Record<string, (k: string) => string>> = {
  en: (k) => `What Is ${k}? Definition and Examples`,
  de: (k) => `Was ist ${k}? Definition und Beispiele`,
  fr: (k) => `Qu'est-ce que ${k} ? Définition et exemples`,
  es: (k) => `¿Qué es ${k}? Definición y ejemplos`,
  pt: (k) => `O que é ${k}? Definição e exemplos`,
};

/** "X: step by step" per language. */
const STEPS: Readonly<Record<string, (k: string) => string>> = {
  en: (k) => `${k}: Step-by-Step Guide`,
  de: (k) => `${k}: Schritt-für-Schritt-Anleitung`,
  fr: (k) => `${k} : le guide étape par étape`,
  es: (k) => `${k}: guía paso a paso`,
  pt: (k) => `${k}: guia passo a passo`,
};

/** What the options are built from. */
export interface TitleFacts {
  keyword: string;
  language: string;
  year: number;
  dominant: DominantFormat | null;
  /** The top results (their titles give N and the "How to" wording). */
  top: readonly RankingResult[];
}

/** Up to four options, the dominant format's first. */
export function titleOptions(f: TitleFacts): TitleOption[] {
  const k = titleCaseKeyword(f.keyword, f.language);
  const out: TitleOption[] = [];
  const add = (text: string, pattern: Pattern, rationale: string) => {
    const t = text.trim();
    if (titlePx(t) > BUDGETS.titlePx || out.some((o) => o.text.toLowerCase() === t.toLowerCase())) {
      return;
    }
    out.push({ text: t, characters: [...t].length, pixels: titlePx(t), pattern, rationale });
  };
  const why = formatReason(f.dominant, f.top.length);
  for (const [text, pattern] of formatTitles(f, k)) add(text, pattern, why);
  add(`${k} (${f.year})`, "plain", "The keyword first with the year: short, never cut");
  add(k, "plain", "The keyword alone: the shortest safe title");
  return out.slice(0, 4);
}

/** The titles the dominant format suggests. */
function formatTitles(f: TitleFacts, k: string): [string, Pattern][] {
  const p = phrasesOf(f.language);
  const en = f.language === "en";
  switch (f.dominant?.family) {
    case "listicle_comparison": {
      const n = listSize(f.top);
      const topic = titleCaseKeyword(listTopic(f.keyword), f.language);
      const named = /\b(best|top|vs|versus|alternatives?|compare)\b/i.test(f.keyword);
      const out: [string, Pattern][] = [];
      if (en && n !== null) out.push([`${n} Best ${topic} (${f.year})`, "listicle"]);
      if (named) out.push([`${k} (${f.year}): Compared`, "comparison"]);
      if (p) out.push([p.best(named ? topic : k, f.year), "listicle"]);
      return out;
    }
    case "guide": {
      const howTo = howToTitle(f);
      const out: [string, Pattern][] = howTo ? [[howTo, "how_to"]] : [];
      if (Object.hasOwn(STEPS, f.language)) out.push([STEPS[f.language](k), "how_to"]);
      if (p) out.push([p.guide(k), "guide"]);
      return out;
    }
    case "definition":
      return Object.hasOwn(DEFINITION, f.language)
        ? [[DEFINITION[f.language](k), "definition"]]
        : [];
    case "product_landing": {
      // A shop's category or product page sells models, not a software trial.
      const shop = f.dominant?.formats.some((x) => x === "product" || x === "category");
      return p ? [[`${k} – ${shop ? p.shop : p.pricing}`, "landing"]] : [];
    }
    case "service":
      return p ? [[`${k} – ${p.service}`, "landing"]] : [];
    case "tool":
      return p ? [[`${k} – ${p.pricing}`, "landing"]] : [];
    default:
      return p ? [[p.guide(k), "guide"]] : [];
  }
}

/** The keyword without its list words ("best 10 crm tools" -> "crm tools"). */
function listTopic(keyword: string): string {
  const rest = keyword.trim().replace(/^(the\s+)?(best|top)(\s+\d+)?\s+/i, "");
  return rest || keyword.trim();
}

/** The median N of the listicle titles ("10 Best ..." -> 10), or null. */
export function listSize(top: readonly RankingResult[]): number | null {
  const ns = top.map((r) => /(?:^|\s)(\d{1,2})\s+\p{L}/u.exec(r.title ?? "")?.[1])
    .filter((x): x is string => x !== undefined).map(Number).filter((n) => n >= 3 && n <= 50)
    .sort((a, b) => a - b);
  return ns.length === 0 ? null : ns[Math.floor((ns.length - 1) / 2)];
}

/**
 * "How to ..." in the keyword's words: the keyword itself when it asks how; else the shortest
 * competitor title that opens with "How to" and names the keyword's topic, cut at its separator.
 */
function howToTitle(f: TitleFacts): string | null {
  if (/^how to\b/i.test(f.keyword.trim())) return titleCaseKeyword(f.keyword.trim(), f.language);
  if (f.language !== "en") return null;
  const topic = normalizeText(topicPhrase(f.keyword));
  const found = f.top
    .map((r) => (r.title ?? "").split(/\s[|:–—-]\s|:\s/)[0].trim())
    .filter((t) => /^how to\b/i.test(t) && normalizeText(t).includes(topic))
    .sort((a, b) => a.length - b.length)[0];
  return found ? titleCaseKeyword(found.toLowerCase(), "en") : null;
}

/** Why the format's titles come first. */
function formatReason(d: DominantFormat | null, results: number): string {
  if (!d) return "No ranking results to read: titles from the keyword alone";
  const label = d.family.replace("_", " / ");
  return `${d.support} of ${results} top results are ${label} pages: the title promises that format`;
}

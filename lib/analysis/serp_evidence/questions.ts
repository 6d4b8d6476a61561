/**
 * Questions to answer: question headings of the model pages' main content (with prose under
 * them; the publisher's "how we tested" is a format signal, not a question), the questions of their FAQPage
 * JSON-LD, and the SERP's People also ask (read through `/analyze/serp`'s feature reading).
 * The same question asked in other words (same stems) is one entry with all its sources.
 */
import type { Serp } from "../../providers/serp_types.ts";
import { featureDetails } from "../serp_analysis/features.ts";
import { isQuestion } from "../understanding/query_modifiers.ts";
import type { RankingPage } from "./evidence.ts";
import type { Question } from "./result.ts";
import { distinct } from "../../toolkit/tokens.ts";
import { type Lexicon, stemSet, topicWordsOf } from "./words.ts";
import { isContentSection, sectionThreshold } from "./sections.ts";
import { isMethodologyHeading } from "./methodology.ts";

type QuestionSource = Question["sources"][number];

/** Questions listed. */
const LISTED = 20;

/** A question being collected. */
interface Asked {
  question: string;
  sources: QuestionSource[];
  urls: string[];
}

/** The questions of the pages and the SERP, most supported first (PAA breaks ties). */
export function questionCoverage(
  pages: readonly RankingPage[],
  serp: Serp | null,
  lex: Lexicon,
): Question[] {
  const found = new Map<string, Asked>();
  const add = (text: string, source: QuestionSource, url: string | null) => {
    const question = text.replace(/\s+/g, " ").trim();
    const key = stemSet(topicWordsOf(question), lex).join(" ");
    if (key === "") return;
    const q = found.get(key) ?? { question, sources: [], urls: [] };
    if (!q.sources.includes(source)) q.sources.push(source);
    if (url !== null && !q.urls.includes(url)) q.urls.push(url);
    found.set(key, q);
  };
  for (const q of featureDetails(serp).people_also_ask) add(q, "people_also_ask", null);
  for (const p of pages) {
    for (const h of p.main_sections) {
      if (
        isContentSection(h, sectionThreshold(p.main_sections)) && looksLikeQuestion(h.text) &&
        !isMethodologyHeading(h.text)
      ) {
        add(h.text, "heading", p.url);
      }
    }
    for (const q of faqQuestions(p.page.json_ld)) add(q, "faq_schema", p.url);
  }
  const siteOf = (url: string) => pages.find((p) => p.url === url)?.domain ?? url;
  return [...found.values()]
    .map((q) => ({ ...q, support: new Set(q.urls.map(siteOf)).size }))
    .filter(askedEnough)
    .sort((a, b) =>
      b.support - a.support || paa(b) - paa(a) || a.question.localeCompare(b.question)
    )
    .slice(0, LISTED);
}

/**
 * A question is worth answering when searchers ask it (People also ask) or at least two sites
 * answer it: one writer's heading phrased as a question is that writer's choice, not demand.
 */
function askedEnough(q: Question): boolean {
  return q.sources.includes("people_also_ask") || q.support >= 2;
}

function paa(q: Question): number {
  return q.sources.includes("people_also_ask") ? 1 : 0;
}

/** A heading that asks: ends with "?" or opens with a question word. */
function looksLikeQuestion(text: string): boolean {
  const t = text.trim();
  return t.length >= 8 && (t.endsWith("?") || isQuestion(t));
}

/** The `name`s of the `Question` entities in JSON-LD blocks (FAQPage `mainEntity`). */
export function faqQuestions(blocks: readonly { data: unknown }[]): string[] {
  const out: string[] = [];
  const walk = (node: unknown, depth: number) => {
    if (depth > 8 || node === null || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach((n) => walk(n, depth + 1));
    const o = node as Record<string, unknown>;
    const type = o["@type"];
    const isQ = type === "Question" || (Array.isArray(type) && type.includes("Question"));
    if (isQ && typeof o.name === "string") out.push(o.name);
    for (const v of Object.values(o)) walk(v, depth + 1);
  };
  for (const b of blocks) walk(b.data, 0);
  return distinct(out);
}

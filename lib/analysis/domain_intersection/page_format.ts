/**
 * The format a query needs, read from the pages that rank for it. Google ranks the format that
 * satisfies the searcher ("Creating helpful, reliable, people-first content"; its SEO Starter
 * Guide asks what a visitor is looking for), and industry practice reads the content type off
 * the ranking pages (Ahrefs' "three Cs of search intent": content type, format and angle). A
 * page in a site's knowledge or blog section answers a question; a calculator or a lookup table
 * is a tool. The query's own words count too: "berechnen", "calculator", "calcolare" ask for a
 * tool, and a German compound names its kind in its last element ("Lohnsteuertabelle" is a
 * table, "Zinsrechner" a calculator). A commercial query with no comparison or superlative
 * word ("lohnabrechnung gastronomie", "abogado extranjeria madrid") that a rival wins with a
 * page outside any article section is a service or product query: its page is a landing page
 * (the offer, its prices), not a roundup. Null when neither the URLs nor the words say.
 */
import { normalizeText } from "../../toolkit/text.ts";
import type { PageType } from "../keyword_judgement/mod.ts";

/** URL path sections of articles (blog, knowledge base, guides), per language read. */
const ARTICLE_SECTIONS = new Set([
  "blog",
  "blogs",
  "news",
  "articles",
  "article",
  "guide",
  "guides",
  "learn",
  "academy",
  "resources",
  "knowledge",
  "wissen",
  "ratgeber",
  "magazin",
  "lexikon",
  "glossar",
  "conseils",
  "blogue",
  "actualites",
  "guia",
  "guias",
  "consejos",
  "articulos",
  "guida",
  "notizie",
  "poradnik",
  "porady",
  "kennisbank",
  "artikelen",
  "dicas",
]);

/** URL path sections of tools. */
const TOOL_SECTIONS = new Set([
  "tools",
  "tool",
  "calculator",
  "calculators",
  "rechner",
  "outils",
  "calculateur",
  "herramientas",
  "calculadora",
  "strumenti",
  "calcolatore",
  "narzedzia",
  "kalkulator",
  "kalkulatory",
]);

/** Words asking for a tool, whole words, per language read. */
const TOOL_WORDS = new Set([
  "calculator",
  "calculate",
  "generator",
  "checker",
  "converter",
  "template",
  "berechnen",
  "rechner",
  "vorlage",
  "calculer",
  "calculateur",
  "simulateur",
  "calculadora",
  "calcular",
  "simulador",
  "calcolare",
  "calcolo",
  "calcolatore",
  "oblicz",
  "kalkulator",
  "berekenen",
  "rekenhulp",
]);

/** German compound heads naming a tool (a table to look up, a calculator). */
const TOOL_HEADS = ["rechner", "tabelle"];

/** Questions open with these words, per language read. */
const QUESTION_START =
  /^(how|what|why|when|where|which|can|does|is|are|should|was|wie|warum|wann|welche|comment|pourquoi|quand|quel|quelle|que|qu|est ce|como|cual|cuando|por que|cosa|come|perche|quale|jak|co|dlaczego|czy|hoe|wat|waarom|wanneer|o que|qual)\b/;

/** Comparison and superlative words: the searcher wants options compared. */
const COMPARING =
  /\b(best|top|vs|versus|review|reviews|compare|comparison|alternatives?|beste|besten|vergleich|test|erfahrungen|meilleur|meilleure|meilleurs|meilleures|comparatif|avis|mejor|mejores|comparativa|opiniones|migliore|migliori|confronto|recensioni|najlepszy|najlepsze|ranking|opinie|beste|vergelijking|melhor|melhores)\b/;

/** The path sections of a URL, lowercased (a pattern's `*` dropped; "/blog/" is a section). */
function sections(url: string): string[] {
  try {
    const path = new URL(url.replace(/\*/g, "")).pathname.toLowerCase();
    const parts = path.split("/").filter(Boolean);
    return path.endsWith("/") ? parts : parts.slice(0, -1);
  } catch {
    return [];
  }
}

/** Whether a URL (or pattern) sits in an article section: a blog, guide or knowledge page. */
export function isArticleUrl(url: string): boolean {
  return sections(url).some((s) => ARTICLE_SECTIONS.has(s));
}

/** Whether the query asks for a tool by its words. */
export function asksForTool(keyword: string): boolean {
  const words = normalizeText(keyword).split(" ");
  return words.some((w) =>
    TOOL_WORDS.has(w) || TOOL_HEADS.some((h) => w.endsWith(h) && w.length >= h.length)
  );
}

/** Whether the query asks for options compared ("best", "vs", "Vergleich", "najlepsze" ...). */
export function comparesOptions(keyword: string): boolean {
  return COMPARING.test(normalizeText(keyword));
}

/** Whether the query is phrased as a question. */
export function isQuestion(keyword: string): boolean {
  return QUESTION_START.test(normalizeText(keyword));
}

/** The format the ranking pages and the query's words call for, or null. */
export function pageFormatOf(
  keyword: string,
  rankingUrls: readonly (string | null)[],
  providerIntent?: string | null,
): { page_type: PageType; evidence: "query_words" | "ranking_url" | "question" } | null {
  const secs = rankingUrls.filter((u): u is string => !!u).flatMap(sections);
  if (asksForTool(keyword)) return { page_type: "tool_page", evidence: "query_words" };
  if (secs.some((s) => TOOL_SECTIONS.has(s))) {
    return { page_type: "tool_page", evidence: "ranking_url" };
  }
  if (secs.some((s) => ARTICLE_SECTIONS.has(s))) {
    return { page_type: "guide", evidence: "ranking_url" };
  }
  if (isQuestion(keyword) && providerIntent !== "transactional") {
    return { page_type: "guide", evidence: "question" };
  }
  const ranked = rankingUrls.some((u) => !!u);
  if (providerIntent === "commercial" && ranked && !comparesOptions(keyword)) {
    return { page_type: "landing_page", evidence: "ranking_url" };
  }
  return null;
}

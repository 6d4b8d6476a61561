/**
 * Keyword ideas around a seed: the provider's suggestions, each measured and read for intent,
 * buyer stage, the page that serves it and its opportunity, grouped by intent so a content plan
 * can cover each stage of the funnel.
 */
import type { z } from "zod";
import type { KeywordIdeasRequestSchema } from "../../operations/keyword_ideas_suggest.ts";
import type { KeywordIdeasAnswer } from "../../providers/provider.ts";
import { fitOf, fittedPriority, isBuyingSeed } from "./fit.ts";
import { judgeKeyword } from "../keyword_judgement/mod.ts";
import { OPPORTUNITY_FORMULA } from "../keyword_judgement/mod.ts";
import { tokens } from "../../toolkit/tokens.ts";
import { stemmerFor, stemmerOfText } from "../understanding/stemming.ts";
import {
  byOpportunity,
  countBy,
  keywordKey,
  type MeasuredKeyword,
  measuredKeyword,
  meetsMinimum,
  PRIORITY_METHOD,
  type ResolvedMarket,
  TREND_METHOD,
} from "../keyword_rows/mod.ts";
import type { IntentGroup, KeywordIdeasResult } from "./result.ts";
import { workflowOf } from "./workflow.ts";
import { BUYER_STAGES } from "../../toolkit/values.ts";

export { KeywordIdeasResultSchema } from "./result.ts";
export type { IntentGroup, KeywordIdeasResult } from "./result.ts";

/** The parsed `/keyword-ideas/suggest` request. */
export type KeywordIdeasInput = z.output<typeof KeywordIdeasRequestSchema>;

const METHOD = {
  opportunity: OPPORTUNITY_FORMULA,
  reachable_position:
    "ideas are scored as not yet ranking: reachablePosition(null, difficulty) = 7 when difficulty <= 40 (unknown: 50), else 15",
  priority: PRIORITY_METHOD,
  trend: TREND_METHOD,
  seed_variants:
    "an idea whose words, stemmed in its language and without years, are the seed's in any order (a plural, a reordering, 'crm software 2026') is the same query to a page: listed in seed_variants, not as an idea of its own",
  order:
    "the seed itself, repeated spellings and the seed's variants (plural, word order, a year, a compound with its linking letters) are removed, ideas below min_search_volume (or of unknown volume when it is above 0) dropped, the rest ordered by priority, then (for a buying seed) ideas on a landing or comparison page before guides and tools, then opportunity, then volume, and cut to limit",
  fit:
    "another brand's navigational query (the provider's navigational label, or login/app/support words after a name) and career queries (jobs, salary, training) are not targets: low priority, no page to create; for a buying seed, high is kept for ideas on a landing or comparison page (guides and tools at most medium)",
};

const RANK = { high: 0, medium: 1, low: 2 } as const;

/** The provider's ideas without the seed and without repeated spellings. */
function distinctIdeas(answer: KeywordIdeasAnswer, seed: string): MeasuredKeyword[] {
  const seen = new Set([keywordKey(seed)]);
  const ideas: MeasuredKeyword[] = [];
  for (const m of answer.rows) {
    if (seen.has(keywordKey(m.keyword))) continue;
    seen.add(keywordKey(m.keyword));
    ideas.push(measuredKeyword(m));
  }
  return ideas;
}

/**
 * The words of a keyword as a page serves them: stemmed in the keyword's language, years and
 * order left out ("crm softwares", "software crm" and "crm software 2026" are one query to
 * Google's ranking, and one page).
 */
function variantKey(keyword: string, language: string | null): string {
  const stem = language && language !== "en" ? stemmerFor(language) : stemmerOfText(keyword);
  // Stopwords stay: "what is crm software" asks for a definition, not the seed's page.
  return tokens(keyword, { keepStopwords: true }).filter((t) => !/^(19|20)\d\d$/.test(t))
    .map(stem).sort().join(" ");
}

/**
 * Whether a one-word idea is the seed's words written as one compound, with the linking letters
 * German, Dutch and the Nordic languages put between parts ("lohnabrechnung software" →
 * "lohnabrechnungssoftware", "kinder garten" → "kindergarten").
 */
function isCompoundOf(idea: string, seed: string): boolean {
  const word = tokens(idea, { keepStopwords: true });
  const parts = tokens(seed, { keepStopwords: true });
  if (word.length !== 1 || parts.length < 2 || parts.length > 3) return false;
  const orders = parts.length === 2 ? [parts, [...parts].reverse()] : [parts];
  return orders.some((o) =>
    new RegExp(
      `^${o.map((p) => p.replace(/[^\p{L}\p{N}]/gu, "")).join("(?:s|es|n|en|e|er)?")}$`,
      "u",
    )
      .test(word[0])
  );
}

/** Splits ideas into other topics and spellings of the seed itself. */
function splitVariants(ideas: MeasuredKeyword[], seed: string, language: string | null) {
  const seedKey = variantKey(seed, language);
  const variants = ideas.filter((i) =>
    variantKey(i.keyword, language) === seedKey || isCompoundOf(i.keyword, seed)
  );
  return { others: ideas.filter((i) => !variants.includes(i)), variants };
}

/** The ideas per intent, the group with most searches first. */
function groupsOf(ideas: MeasuredKeyword[]): IntentGroup[] {
  const groups = new Map<string, IntentGroup>();
  for (const idea of ideas) {
    const g = groups.get(idea.intent) ?? {
      intent: idea.intent,
      buyer_stage: idea.buyer_stage,
      count: 0,
      search_volume: 0,
      keywords: [],
    };
    g.count++;
    g.search_volume += idea.search_volume ?? 0;
    g.keywords.push(idea.keyword);
    groups.set(idea.intent, g);
  }
  return [...groups.values()].sort((a, b) =>
    b.search_volume - a.search_volume || a.intent.localeCompare(b.intent)
  );
}

/** Reads the provider's ideas for the seed. */
export function analyzeKeywordIdeas(
  input: KeywordIdeasInput,
  answer: KeywordIdeasAnswer,
  market: ResolvedMarket,
): KeywordIdeasResult {
  // Every distinct idea, judged as a page the site does not have yet.
  const received = distinctIdeas(answer, input.keyword);
  // Spellings of the seed (plural, word order, a year) belong on the seed's page, not their own.
  const { others, variants } = splitVariants(received, input.keyword, market.language_code);
  // The volume floor, applied here too (the provider's filter is not relied on).
  const kept = others.filter((i) => meetsMinimum(i.search_volume, input.min_search_volume));
  // Each idea's role (a target, a rival's navigation, a career search) before its volume.
  const seedIntent = answer.seed
    ? measuredKeyword(answer.seed).intent
    : judgeKeyword(input.keyword, null).intent;
  const buyingSeed = isBuyingSeed(seedIntent);
  const fitted = kept.map((i) => {
    const fit = fitOf(i);
    return { ...i, priority: fittedPriority(i, fit, buyingSeed), fit };
  });
  // Targets first by priority band, then opportunity; as many as asked.
  const sells = (i: MeasuredKeyword) =>
    buyingSeed && !["landing_page", "comparison_page"].includes(i.recommended_page_type) ? 1 : 0;
  const ideas = fitted.sort((a, b) =>
    RANK[a.priority] - RANK[b.priority] || sells(a) - sells(b) || byOpportunity(a, b)
  ).slice(0, input.limit);
  const result = {
    market,
    data_source: answer.provider,
    seed: { keyword: input.keyword, metrics: answer.seed ? measuredKeyword(answer.seed) : null },
    ideas,
    seed_variants: variants.map((v) => ({ keyword: v.keyword, search_volume: v.search_volume })),
    by_intent: groupsOf(ideas),
    totals: {
      provider_total: Math.max(answer.total_count, answer.rows.length),
      received: received.length,
      seed_variants: variants.length,
      below_min_search_volume: others.length - kept.length,
      returned: ideas.length,
      total_search_volume: ideas.reduce((s, i) => s + (i.search_volume ?? 0), 0),
      by_priority: countBy(ideas.map((i) => i.priority), ["high", "medium", "low"]),
      by_buyer_stage: countBy(ideas.map((i) => i.buyer_stage), [...BUYER_STAGES]),
    },
    method: METHOD,
  };
  return { ...result, ...workflowOf(result) };
}

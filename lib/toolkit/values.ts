/**
 * Value lists several analyses share, declared once: search intent, the buyer's funnel stage
 * and the page types a content plan recommends. (Priority, severity and confidence bands are
 * `Level` in `agent/workflow.ts`.)
 */
import { z } from "zod";

/** Search intent (Google's rater guidelines: Know, Do, Website; SEO's commercial investigation). */
export const INTENTS = ["informational", "commercial", "transactional", "navigational"] as const;
export const IntentSchema = z.enum(INTENTS);
/** Search intent, from the modifiers a query carries. */
export type Intent = typeof INTENTS[number];

/**
 * The same intents with the buying ones first: the order keyword rows, clusters, ideas and SERP
 * analyses list them in (their result schemas publish this order).
 */
export const INTENTS_BUYING_FIRST = [
  "transactional",
  "commercial",
  "navigational",
  "informational",
] as const;
export const IntentBuyingFirstSchema = z.enum(INTENTS_BUYING_FIRST);

/** Funnel stages, in funnel order. */
export const BUYER_STAGES = ["awareness", "consideration", "decision"] as const;
export const BuyerStageSchema = z.enum(BUYER_STAGES);
/** A funnel stage. */
export type BuyerStage = typeof BUYER_STAGES[number];

/**
 * The page types a content plan recommends, the `/content/brief` page types: every analysis
 * that suggests a page to write (clusters, keyword rows, SERP evidence, briefs) names one of
 * these, so its follow-up brief accepts it.
 */
export const BRIEF_PAGE_TYPES = [
  "comparison_page",
  "guide",
  "blog_post",
  "landing_page",
  "tool_page",
] as const;
export const BriefPageTypeSchema = z.enum(BRIEF_PAGE_TYPES);
/** A page type a content plan recommends. */
export type BriefPageType = typeof BRIEF_PAGE_TYPES[number];

/**
 * What a content analysis read of the top results: the ranking pages themselves, only their
 * titles and snippets, or nothing.
 */
export const READING_BASES = ["pages", "serp_only", "none"] as const;
export const ReadingBasisSchema = z.enum(READING_BASES);

/**
 * `table[key]` when `key` is the table's own entry: a word from a request ("constructor",
 * "toString") must never find a built-in property of a plain object.
 */
export function lookup<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

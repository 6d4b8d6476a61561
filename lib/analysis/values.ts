/**
 * Value lists several analyses share, declared once: search intent and the buyer's funnel
 * stage. (Priority, severity and confidence bands are `Level` in `agent/workflow.ts`.)
 */
import { z } from "zod";

/** Search intent (Google's rater guidelines: Know, Do, Website; SEO's commercial investigation). */
export const INTENTS = ["informational", "commercial", "transactional", "navigational"] as const;
export const IntentSchema = z.enum(INTENTS);
/** Search intent, from the modifiers a query carries. */
export type Intent = typeof INTENTS[number];

/** Funnel stages, in funnel order. */
export const BUYER_STAGES = ["awareness", "consideration", "decision"] as const;
export const BuyerStageSchema = z.enum(BUYER_STAGES);
/** A funnel stage. */
export type BuyerStage = typeof BUYER_STAGES[number];

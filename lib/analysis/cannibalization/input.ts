/** What the cannibalization analysis receives: the parsed request and its options. */
import type { CannibalizationRequestSchema } from "../../operations/content_cannibalization.ts";
import { z } from "zod";

/** The parsed `/content/cannibalization` request (defaults applied by its schema). */
export type CannibalizationInput = z.output<typeof CannibalizationRequestSchema>;

/** One page as supplied. */
export type CannibalizationPageInput = CannibalizationInput["pages"][number];

/** One query a page ranks for, as supplied. */
export type RankingQueryInput = NonNullable<CannibalizationPageInput["ranking_queries"]>[number];

/** How much overlap counts as a conflict. */
export type Sensitivity = CannibalizationInput["sensitivity"];

/** Options of {@linkcode analyzeCannibalization}. */
export interface CannibalizationOptions {
  /** The request's clock (the analysis is timeless; kept for the common signature). */
  now: Date;
}

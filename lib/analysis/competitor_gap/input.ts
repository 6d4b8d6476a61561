/** The parsed request of the competitor gap analysis, typed from the operation's schema. */
import type { z } from "zod";
import type { CompetitorGapRequestSchema } from "../../operations/content_competitor_gap_matrix.ts";

/** The parsed `/content/competitor-gap-matrix` request. */
export type CompetitorGapInput = z.output<typeof CompetitorGapRequestSchema>;

/** One competitor and its pages. */
export type GapCompetitorInput = CompetitorGapInput["competitors"][number];

/** A supplied page (competitor's or own; a competitor's always has a title). */
export type GapPageInput = NonNullable<CompetitorGapInput["own_pages"]>[number];

/** A query a page ranks for: plain text or an object with metrics. */
export type RankingQueryInput = NonNullable<GapPageInput["ranking_queries"]>[number];

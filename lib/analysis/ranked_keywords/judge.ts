/**
 * How one ranking is read: its movement since the provider's last update, and the opportunity
 * type its position calls for, each rule declared once with its reason.
 */
import { z } from "zod";
import type { RankedKeywordRow } from "../../providers/labs_types.ts";

/** Opportunity types, first that applies, with the rule and why. */
export const OPPORTUNITY_TYPES = {
  reclaim: "the ranking was lost: win it back while the page still deserves it",
  protect: "ranks 1-3: the top three take most clicks, so defend what already earns them",
  push_to_top3: "ranks 4-10: on page 1 but below the top three, where a step up doubles clicks",
  push_to_page1: "ranks 11-20: page 2, where a refresh can reach page 1",
  long_shot: "ranks 21-100: far off; needs a dedicated or much better page",
  set_aside:
    "not the business (a homonym or namesake of the brand, another site's navigation, a job search; see `relevance`): never pushed, whatever its rank",
} as const;

/** An opportunity type. */
export const OpportunityTypeSchema = z.enum(
  Object.keys(OPPORTUNITY_TYPES) as [keyof typeof OPPORTUNITY_TYPES],
).describe("See `method.opportunity_type`.");

/** An opportunity type. */
export type OpportunityType = z.output<typeof OpportunityTypeSchema>;

/** The opportunity type of a ranking at `rank` (organic position), or of a lost one. */
export function opportunityTypeOf(rank: number, lost: boolean): OpportunityType {
  if (lost) return "reclaim";
  if (rank <= 3) return "protect";
  if (rank <= 10) return "push_to_top3";
  return rank <= 20 ? "push_to_page1" : "long_shot";
}

/** Movement statuses, with their rule. */
export const MOVEMENT_METHOD =
  "lost: the ranking is gone; new: ranking since the last update; up/down: the provider's flags; else stable. change = previous_rank - rank on absolute positions (positive: moved up)";

/** Where a ranking moved. */
export const MovementSchema = z.strictObject({
  status: z.enum(["new", "up", "down", "stable", "lost"]),
  previous_rank: z.number().int().min(1).nullable()
    .describe("Absolute position before the last update; null when new or unknown."),
  change: z.number().int().nullable().describe("Positions gained (negative: lost)."),
});

/** Where a ranking moved. */
export type Movement = z.output<typeof MovementSchema>;

/** The movement of one ranking. */
export function movementOf(row: RankedKeywordRow): Movement {
  const p = row.position;
  const previous = p.previous_rank_absolute;
  const status = row.is_lost
    ? "lost"
    : p.is_new
    ? "new"
    : p.is_up
    ? "up"
    : p.is_down
    ? "down"
    : "stable";
  const change = previous !== null && !row.is_lost ? previous - p.rank_absolute : null;
  return { status, previous_rank: previous, change };
}

/** Rank bands of the totals. */
export function bandOf(rank: number, lost: boolean) {
  if (lost) return "lost" as const;
  if (rank <= 3) return "top3" as const;
  if (rank <= 10) return "pos_4_10" as const;
  return rank <= 20 ? "pos_11_20" as const : "pos_21_100" as const;
}

/** The request of `/backlinks/opportunity-finder`, as the analysis reads it. */
import type { z } from "zod";
import type { OpportunityFinderRequestSchema } from "../../operations/backlinks_opportunity_finder.ts";

/** The parsed `/backlinks/opportunity-finder` request. */
export type OpportunityFinderInput = z.output<typeof OpportunityFinderRequestSchema>;

/** One link prospect as supplied. */
export type ProspectInput = OpportunityFinderInput["prospects"][number];

/** One linkable page of the target, as supplied. */
export type OwnedAssetInput = NonNullable<OpportunityFinderInput["owned_assets"]>[number];

/** Options of {@linkcode findOpportunities}. */
export interface OpportunityFinderOptions {
  /** The request's clock; the analysis does not depend on it (kept for parity with others). */
  now: Date;
}

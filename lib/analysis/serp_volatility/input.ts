/** The request of `/serp/volatility`, as the analysis reads it. */
import { z } from "zod";
import type { SerpVolatilityRequestSchema } from "../../operations/serp_volatility.ts";

/** The parsed `/serp/volatility` request (defaults applied by its schema). */
export type SerpVolatilityInput = z.output<typeof SerpVolatilityRequestSchema>;

/** The results of the keyword's SERP at one moment. */
export type SerpSnapshotInput = SerpVolatilityInput["snapshots"][number];

/** How early the interpretation calls a SERP volatile. */
export type Sensitivity = SerpVolatilityInput["sensitivity"];

/** Options of {@linkcode analyzeSerpVolatility}. */
export interface SerpVolatilityOptions {
  /** The request's clock: used only to tell how old the newest snapshot is. */
  now: Date;
}

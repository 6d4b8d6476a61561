/** A one-field own coverage for the gap rule tests. */
import type { OwnCoverage } from "../result.ts";

/** An own coverage of the given status; the rest as a typical own page. */
export function coverageOf(
  status: OwnCoverage["status"],
  more: Partial<OwnCoverage> = {},
): OwnCoverage {
  return {
    status,
    url: status === "none" ? null : "/blog/own",
    containment: status === "covered" ? 1 : status === "partial" ? 0.5 : 0,
    matched_terms: [],
    angle_match: true,
    own_rank: null,
    ...more,
  };
}

import type { Level } from "../../../agent/workflow.ts";
import type { RiskRule } from "./types.ts";

/**
 * The planned pages that would be weak at the sample's failing rate: high from 100 (or
 * 10,000+ pages bulk-imported), medium from 10 (or 5,000+ pages, or no sample to tell).
 */
export const indexBloat: RiskRule = {
  id: "index_bloat",
  assess(f) {
    const estimate = f.input.page_count_estimate;
    if (estimate === undefined) return null;
    const weak = f.failingShare === null ? null : Math.round(estimate * f.failingShare);
    const bulk = f.input.publishing_cadence === "bulk_import";
    const level: Level = (weak !== null && weak >= 100) || (estimate >= 10_000 && bulk)
      ? "high"
      : (weak !== null && weak >= 10) || estimate >= 5_000 || weak === null
      ? "medium"
      : "low";
    return {
      risk: "index_bloat",
      level,
      reason: weak === null
        ? `${estimate} pages planned with no sample to estimate how many would be weak`
        : `${estimate} pages planned; at the sample's failing rate about ${weak} would be thin, duplicated or unrenderable${
          bulk ? " (bulk import)" : ""
        }`,
      value: weak,
    };
  },
};

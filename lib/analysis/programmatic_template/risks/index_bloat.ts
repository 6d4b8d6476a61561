import type { Level } from "../../../agent/workflow.ts";
import { RISK_LEVELS } from "../thresholds.ts";
import { DECIDES, type RiskRule } from "./types.ts";
import { formatNumber, plural } from "../../../toolkit/prose.ts";

const L = RISK_LEVELS.index_bloat;
const n = (x: number) => formatNumber(x, { digits: 3 });

/** The level from the weak pages (null without a sample), the planned pages and a bulk import. */
function levelOf(weak: number | null, estimate: number, bulk: boolean): Level {
  if ((weak !== null && weak >= L.high_weak) || (estimate >= L.high_bulk_pages && bulk)) {
    return "high";
  }
  if ((weak !== null && weak >= L.medium_weak) || estimate >= L.medium_pages || weak === null) {
    return "medium";
  }
  return "low";
}

export const indexBloat: RiskRule = {
  id: "index_bloat",
  decides: DECIDES,
  when:
    `page_count_estimate is given; weak pages = planned pages x the sample's failing share (thin, duplicated or unrenderable): high from ${L.high_weak} weak pages or ${
      n(L.high_bulk_pages)
    }+ pages bulk-imported, medium from ${L.medium_weak} weak pages, ${
      n(L.medium_pages)
    }+ pages or no sample to tell, low otherwise`,
  because:
    "Google Search Central (crawl budget management for large sites): many low-value URLs waste crawling and slow the indexing of the pages that matter; SEO practice calls the result index bloat",
  decide(f) {
    const estimate = f.input.page_count_estimate;
    if (estimate === undefined) return null;
    const weak = f.failingShare === null ? null : Math.round(estimate * f.failingShare);
    const bulk = f.input.publishing_cadence === "bulk_import";
    return {
      risk: "index_bloat",
      level: levelOf(weak, estimate, bulk),
      reason: weak === null
        ? `${plural(estimate, "page")} planned with no sample to estimate how many would be weak`
        : `${plural(estimate, "page")} planned; at the sample's failing rate about ${
          n(weak)
        } would be thin, duplicated or unrenderable${bulk ? " (bulk import)" : ""}`,
      value: weak,
    };
  },
};

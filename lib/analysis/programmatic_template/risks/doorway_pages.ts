import type { Level } from "../../../agent/workflow.ts";
import { RISK_LEVELS } from "../thresholds.ts";
import { percent } from "../../../toolkit/numbers.ts";
import { plural } from "../values.ts";
import { DECIDES, type RiskFacts, type RiskRule } from "./types.ts";

const D = RISK_LEVELS.doorway;

/** The level of a locations or personas family from its unique fields and sample shares. */
function levelOf(f: RiskFacts): Level {
  if (f.uniqueCount < D.high_below_fields || f.thinShare >= D.high_thin) return "high";
  const clean = f.thinShare < D.low_thin_below && f.nearDupShare < D.low_near_duplicates_below;
  return f.uniqueCount >= D.low_fields && clean && f.records > 0 ? "low" : "medium";
}

export const doorwayPages: RiskRule = {
  id: "doorway_pages",
  decides: DECIDES,
  when:
    `one location behind every page (the same business details on every record): high; else for the locations and personas playbooks: high with fewer than ${D.high_below_fields} unique fields per page (for locations, proximity data and fields every record shares do not count) or ${
      percent(D.high_thin, 1)
    }+ thin records, low with ${D.low_fields}+ unique fields, under ${
      percent(D.low_thin_below, 1)
    } thin and under ${
      percent(D.low_near_duplicates_below, 1)
    } near-duplicate records, medium otherwise`,
  because:
    "Google Search Central spam policies (doorway abuse): pages targeted at specific cities or regions that funnel users to one place, or substantially similar pages that differ only by the name, are doorways",
  decide(f) {
    if (f.singleLocation) {
      return {
        risk: "doorway_pages",
        level: "high",
        reason: `one location (the same ${
          f.singleLocation.join(", ")
        } on every record) targeted at many places: a doorway-page family; send that demand to the real location page and its Google Business Profile`,
        value: f.uniqueCount,
      };
    }
    if (f.playbook !== "locations" && f.playbook !== "personas") return null;
    return {
      risk: "doorway_pages",
      level: levelOf(f),
      reason: `${f.playbook} pages that differ only by the ${
        f.playbook === "locations" ? "place" : "audience"
      } name are doorway pages; ${plural(f.uniqueCount, "unique field")} per page${
        f.records > 0 ? `, ${percent(f.thinShare, 1)} thin` : ""
      }`,
      value: f.uniqueCount,
    };
  },
};

import type { Level } from "../../../agent/workflow.ts";
import { plural } from "../values.ts";
import { pct, type RiskRule } from "./types.ts";

/**
 * Location and persona pages that differ only by the name are doorway pages; one location
 * behind every page is a doorway-page family.
 */
export const doorwayPages: RiskRule = {
  id: "doorway_pages",
  assess(f) {
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
    const level: Level = f.uniqueCount < 2 || f.thinShare >= 0.3
      ? "high"
      : f.uniqueCount >= 3 && f.thinShare < 0.1 && f.nearDupShare < 0.05 && f.records > 0
      ? "low"
      : "medium";
    return {
      risk: "doorway_pages",
      level,
      reason: `${f.playbook} pages that differ only by the ${
        f.playbook === "locations" ? "place" : "audience"
      } name are doorway pages; ${plural(f.uniqueCount, "unique field")} per page${
        f.records > 0 ? `, ${pct(f.thinShare)} thin` : ""
      }`,
      value: f.uniqueCount,
    };
  },
};

/** The scale risks of publishing the page family. */
import type { Level } from "../../agent/workflow.ts";
import { byText, round } from "../text.ts";
import type { ProgrammaticTemplateInput } from "./input.ts";
import { type Playbook, TIME_SENSITIVE } from "./playbooks.ts";
import type { ScaleRisk } from "./result.ts";
import { plural } from "./values.ts";

export function scaleRisks(f: {
  input: ProgrammaticTemplateInput;
  playbook: Playbook;
  records: number;
  thinShare: number;
  dupShare: number;
  urlCollisions: number;
  nearDupShare: number;
  failingShare: number | null;
  uniqueCount: number;
  /** The shared business fields when one location stands behind every page. */
  singleLocation: string[] | null;
  sourceFacts: { name: string; freshness_score: number | null; stale: boolean }[];
  missingVariables: { variable: string; in_patterns: boolean; empty_in_records: number }[];
  keywordVars: string[];
  blockingMissing: boolean;
}): ScaleRisk[] {
  const risks: ScaleRisk[] = [];
  const pct = (x: number) => `${round(100 * x, 1)}%`;
  if (f.records === 0) {
    risks.push({
      risk: "unverified_data",
      level: "high",
      reason: "No sample_records: thin and duplicate pages cannot be ruled out",
      value: 0,
    });
  } else {
    if (f.thinShare > 0) {
      risks.push({
        risk: "thin_content",
        level: f.thinShare >= 0.3 ? "high" : f.thinShare >= 0.1 ? "medium" : "low",
        reason: `${pct(f.thinShare)} of sample records fail the content gates`,
        value: round(f.thinShare, 3),
      });
    }
    if (f.dupShare > 0) {
      risks.push({
        risk: "duplicate_content",
        level: f.urlCollisions > 0 || f.dupShare >= 0.1 ? "high" : "medium",
        reason: `${pct(f.dupShare)} of sample records collide or nearly collide with another${
          f.urlCollisions > 0 ? `; ${f.urlCollisions} share a URL` : ""
        }`,
        value: round(f.dupShare, 3),
      });
    }
  }
  const estimate = f.input.page_count_estimate;
  if (estimate !== undefined) {
    const weak = f.failingShare === null ? null : Math.round(estimate * f.failingShare);
    const bulk = f.input.publishing_cadence === "bulk_import";
    const level: Level = (weak !== null && weak >= 100) || (estimate >= 10_000 && bulk)
      ? "high"
      : (weak !== null && weak >= 10) || estimate >= 5_000 || weak === null
      ? "medium"
      : "low";
    risks.push({
      risk: "index_bloat",
      level,
      reason: weak === null
        ? `${estimate} pages planned with no sample to estimate how many would be weak`
        : `${estimate} pages planned; at the sample's failing rate about ${weak} would be thin, duplicated or unrenderable${
          bulk ? " (bulk import)" : ""
        }`,
      value: weak,
    });
  }
  if (f.singleLocation) {
    risks.push({
      risk: "doorway_pages",
      level: "high",
      reason: `one location (the same ${
        f.singleLocation.join(", ")
      } on every record) targeted at many places: a doorway-page family; send that demand to the real location page and its Google Business Profile`,
      value: f.uniqueCount,
    });
  } else if (f.playbook === "locations" || f.playbook === "personas") {
    const level: Level = f.uniqueCount < 2 || f.thinShare >= 0.3
      ? "high"
      : f.uniqueCount >= 3 && f.thinShare < 0.1 && f.nearDupShare < 0.05 && f.records > 0
      ? "low"
      : "medium";
    risks.push({
      risk: "doorway_pages",
      level,
      reason: `${f.playbook} pages that differ only by the ${
        f.playbook === "locations" ? "place" : "audience"
      } name are doorway pages; ${plural(f.uniqueCount, "unique field")} per page${
        f.records > 0 ? `, ${pct(f.thinShare)} thin` : ""
      }`,
      value: f.uniqueCount,
    });
  } else if (f.nearDupShare >= 0.1) {
    risks.push({
      risk: "keyword_cannibalization",
      level: "medium",
      reason: `${pct(f.nearDupShare)} of records have near-duplicate variable values`,
      value: f.nearDupShare,
    });
  }
  const stale = f.sourceFacts.filter((s) => s.stale);
  const unknown = f.sourceFacts.filter((s) => s.freshness_score === null);
  if (stale.length > 0) {
    risks.push({
      risk: "stale_data",
      level: "medium",
      reason: `updated yearly or less: ${stale.map((s) => s.name).join(", ")}`,
      value: stale.length,
    });
  } else if (unknown.length === f.sourceFacts.length && TIME_SENSITIVE.has(f.playbook)) {
    risks.push({
      risk: "stale_data",
      level: "medium",
      reason: `no source states its freshness, and ${f.playbook} data goes out of date`,
      value: null,
    });
  }
  const gaps = f.missingVariables.filter((v) =>
    v.in_patterns && f.records > 0 && v.empty_in_records / f.records >= 0.1
  );
  if (f.blockingMissing || gaps.length > 0) {
    risks.push({
      risk: "missing_data",
      level: f.blockingMissing ? "high" : "medium",
      reason: f.blockingMissing
        ? "a pattern variable has no data source"
        : `10%+ of records leave ${gaps.map((g) => `[${g.variable}]`).join(", ")} empty`,
      value: gaps.length,
    });
  }
  if (f.keywordVars.length >= 3) {
    risks.push({
      risk: "combinatorial_explosion",
      level: "medium",
      reason:
        `${f.keywordVars.length} keyword variables multiply into combinations few people search`,
      value: f.keywordVars.length,
    });
  }
  const order: Level[] = ["high", "medium", "low"];
  return risks.sort((a, b) =>
    order.indexOf(a.level) - order.indexOf(b.level) || byText(a.risk, b.risk)
  );
}

/** The phases of the launch. */
import type { ProgrammaticTemplateInput } from "./input.ts";
import type { Cadence } from "./playbooks.ts";
import type { Issue, LaunchDecision, LaunchPlan } from "./result.ts";
import { PILOT_WEEKS } from "./thresholds.ts";
import { clamp } from "../../toolkit/numbers.ts";
import { agree, plural } from "../../toolkit/prose.ts";

/** One phase of the launch. */
type Phase = LaunchPlan["phases"][number];

/** What the launch plan reads. */
interface PlanContext {
  decision: LaunchDecision;
  blocking: Issue[];
  thinCount: number;
  dupCount: number;
  records: number;
}

/** What is measured after each phase. */
function measurement(): string[] {
  return [
    "indexed share of published URLs (Search Console page indexing report)",
    "share of pages with impressions after 28 days",
    "'Crawled - currently not indexed' and 'Duplicate without user-selected canonical' counts",
    "clicks and conversions per page against the site's template average",
  ];
}

/** What the pilot must reach before the rollout. */
function pilotGate(): string[] {
  return [
    `60%+ of the batch indexed within ${PILOT_WEEKS.min}-${PILOT_WEEKS.max} weeks`,
    "50%+ of indexed pages with impressions",
    "under 20% reported as crawled-not-indexed or duplicate",
    "no manual action or site-wide traffic drop",
  ];
}

/** The number of the next phase (phase 0 is the fix before launch). */
function nextPhase(phases: Phase[]): number {
  return phases.length + (phases[0]?.phase === 0 ? 0 : 1);
}

/** Phase 0 of a held launch: the fixes before any page is published. */
function fixPhase(ctx: PlanContext): Phase {
  const fixes = [
    ...ctx.blocking.map((b) => b.detail),
    ...(ctx.records === 0 ? ["supply sample_records and re-run this check"] : []),
    ...(ctx.thinCount > 0
      ? [
        `enrich the ${plural(ctx.thinCount, "thin sample record")} or drop ${
          agree(ctx.thinCount, "it", "them")
        }`,
      ]
      : []),
    ...(ctx.dupCount > 0
      ? [`resolve the ${plural(ctx.dupCount, "duplicated sample record")}`]
      : []),
  ];
  return {
    phase: 0,
    name: "fix_before_launch",
    pages: 0,
    timing: "before any page is published",
    actions: fixes.length > 0 ? fixes : ["raise readiness to 50+ and re-run this check"],
    exit_gate: ["this check returns pilot or go"],
  };
}

/** A rollout in batches of `per` pages per `unit`. */
function batchPhase(phase: number, remaining: number | null, per: number, unit: string): Phase {
  const count = remaining === null ? null : Math.ceil(remaining / Math.max(1, per));
  return {
    phase,
    name: "rollout",
    pages: remaining,
    timing: count === null
      ? `batches of ${per} per ${unit}`
      : `${plural(count, unit)} at ${plural(per, "page")} per ${unit}`,
    actions: [
      `publish ${per} gated pages per ${unit}, highest-demand first`,
      "re-check the indexed share after each batch; pause when it drops below 60%",
    ],
    exit_gate: ["indexed share stays at 60%+ across batches"],
  };
}

/** The rollout after the pilot, sized by the cadence and the planned page count. */
function rolloutPhase(
  cadence: Cadence,
  ctx: PlanContext,
  s: { phase: number; total: number | null; remaining: number | null },
): Phase {
  const { phase, total, remaining } = s;
  switch (cadence) {
    case "weekly_batch":
      return batchPhase(
        phase,
        remaining,
        total === null ? 50 : clamp(Math.ceil(total / 12), 10, 500),
        "week",
      );
    case "monthly_batch":
      return batchPhase(
        phase,
        remaining,
        total === null ? 200 : clamp(Math.ceil(total / 6), 25, 2000),
        "month",
      );
    case "bulk_import":
      if (ctx.decision !== "go") {
        return batchPhase(
          phase,
          remaining,
          total === null ? 100 : clamp(Math.ceil(total / 8), 25, 1000),
          "week",
        );
      }
      return {
        phase,
        name: "bulk_import",
        pages: remaining,
        timing: "all at once",
        actions: [
          "import every page that passes the gates; split the XML sitemaps at 50,000 URLs",
          "watch indexing and crawl stats daily for two weeks",
        ],
        exit_gate: ["indexed share reaches 60%+ within 6 weeks"],
      };
    case "pilot":
      return batchPhase(
        phase,
        remaining,
        total === null ? 50 : clamp(Math.ceil((remaining ?? 0) / 8), 10, 500),
        "week",
      );
  }
}

/**
 * The pages the data backs: the planned count scaled by the share of sample records that pass
 * the gates (neither thin nor duplicated). A page without the data that makes it useful is not
 * published at all (Google Search Central spam policies: doorway and scaled content abuse), so
 * the pilot and the rollout never plan the pages a thin or duplicated record stands for.
 */
export function backedPages(total: number | null, ctx: PlanContext): number | null {
  if (total === null || ctx.records === 0) return total;
  const passing = Math.max(0, ctx.records - ctx.thinCount - ctx.dupCount);
  return Math.round((total * passing) / ctx.records);
}

/** The launch: fixes when held, a pilot unless going straight to a batched rollout, the rollout. */
export function launchPlan(input: ProgrammaticTemplateInput, ctx: PlanContext): LaunchPlan {
  const given = input.publishing_cadence;
  const cadence: Cadence = given ?? (ctx.decision === "go" ? "weekly_batch" : "pilot");
  const total = backedPages(input.page_count_estimate ?? null, ctx);
  const phases: Phase[] = [];
  if (ctx.decision === "hold") phases.push(fixPhase(ctx));
  const pilotSize = total === null ? 20 : Math.min(total, clamp(Math.round(total * 0.1), 10, 50));
  const usePilot = cadence === "pilot" || ctx.decision !== "go";
  if (usePilot) {
    phases.push({
      phase: nextPhase(phases),
      name: "pilot",
      pages: pilotSize,
      timing: `publish at once, then wait ${PILOT_WEEKS.min}-${PILOT_WEEKS.max} weeks`,
      actions: [
        `publish ${pilotSize} pages that pass every indexation gate, mixing high-demand instances and typical ones`,
        "submit them in a dedicated XML sitemap to track their indexing separately",
      ],
      exit_gate: pilotGate(),
    });
  }
  const remaining = total === null ? null : Math.max(0, total - (usePilot ? pilotSize : 0));
  phases.push(rolloutPhase(cadence, ctx, { phase: nextPhase(phases), total, remaining }));
  const planned = input.page_count_estimate ?? null;
  if (planned !== null && total !== null && total < planned) {
    const first = phases.find((p) => p.phase !== 0)!;
    first.actions.unshift(
      `publish only the ~${total} of the ${planned} planned pages whose records carry their own data; the other ~${
        planned - total
      } stay unpublished until they do (a thin or duplicated record makes a doorway, not a page)`,
    );
  }
  return {
    cadence,
    cadence_source: given ? "given" : "default",
    page_count: total,
    planned_page_count: input.page_count_estimate ?? null,
    phases,
    measurement: measurement(),
  };
}

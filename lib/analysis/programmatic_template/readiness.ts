/** Readiness 0-100: six weighted components (weights in `thresholds.ts`) and the caps. */
import { round } from "../../toolkit/numbers.ts";
import type { DataChecks } from "./data_checks.ts";
import type { Duplicates } from "./duplicates.ts";
import type { TemplateFacts } from "./facts.ts";
import { penaltyOf } from "./issues/mod.ts";
import type { Issue, ReadinessComponent } from "./result.ts";
import {
  type ComponentName,
  DECISION,
  FRESHNESS,
  READINESS_CAPS,
  READINESS_MAX,
  RICHNESS,
  SHARE_DIGITS,
  WEIGHTS,
} from "./thresholds.ts";
import { isFilled, plural } from "./values.ts";
import { distinct } from "../../toolkit/tokens.ts";

/** What the readiness step reads. */
export interface ReadinessInput {
  facts: TemplateFacts;
  dups: Duplicates;
  data: DataChecks;
  issues: Issue[];
  blocking: Issue[];
}

/** The readiness score, its components, its caps and the thin and duplicated shares. */
export interface Readiness {
  readiness: number;
  components: Record<ComponentName, ReadinessComponent>;
  caps: string[];
  thinShare: number;
  dupShare: number;
}

/** A component's score clamped to 0..1, its weight and its points. */
export function component(name: ComponentName, score: number, detail: string): ReadinessComponent {
  const s = round(Math.max(0, Math.min(1, score)), SHARE_DIGITS);
  const points = round(READINESS_MAX * WEIGHTS[name] * s, 1);
  return { score: s, weight: WEIGHTS[name], points, detail };
}

/** The measures behind the components, on 0..1. */
function measures({ facts: f, dups, data, issues }: ReadinessInput) {
  const n = f.records.length;
  const required = distinct([...f.patternVars, ...f.uniqueFields]);
  let filledCells = 0;
  for (const m of f.recordMaps) for (const k of required) if (isFilled(m.get(k))) filledCells++;
  const coverage = n === 0 || required.length === 0 ? 0 : filledCells / (n * required.length);
  const passShare = n === 0 ? 0 : 1 - f.thin.length / n;
  const R = RICHNESS;
  const richness = R.fields_part * Math.min(1, f.uniqueFields.length / R.full_fields) +
    (n === 0 ? 0 : R.pass_part * passShare);
  const dupShare = n === 0 ? 0 : dups.duplicated.size / n;
  const uniqueness = n === 0 ? 0 : 1 - dupShare;
  const knownFreshness = data.sourceFacts.map((s) => s.freshness_score ?? FRESHNESS.unknown);
  const freshness = knownFreshness.reduce((a, b) => a + b, 0) / Math.max(1, knownFreshness.length);
  const penalties = issues.reduce((p, i) => p + penaltyOf(i), 0);
  const validity = Math.max(0, 1 - penalties);
  const thinShare = n === 0 ? 0 : f.thin.length / n;
  return {
    required,
    filledCells,
    coverage,
    richness,
    dupShare,
    uniqueness,
    freshness,
    penalties,
    validity,
    thinShare,
  };
}

/** The six components, each with the detail behind its score. */
function componentsOf(
  r: ReadinessInput,
  m: ReturnType<typeof measures>,
): Record<ComponentName, ReadinessComponent> {
  const { facts: f, dups, data, issues } = r;
  const n = f.records.length;
  const { playbook, uniqueFields, thin } = f;
  return {
    data_coverage: component(
      "data_coverage",
      m.coverage,
      n === 0
        ? "no sample records to measure"
        : `${m.filledCells} of ${n * m.required.length} variable and unique-field cells filled`,
    ),
    unique_richness: component(
      "unique_richness",
      m.richness,
      `${plural(uniqueFields.length, "unique field")}; ${
        n === 0 ? "no records to test" : `${n - thin.length} of ${n} records pass the content gates`
      }`,
    ),
    uniqueness: component(
      "uniqueness",
      m.uniqueness,
      n === 0
        ? "no sample records to compare"
        : `${dups.duplicated.size} of ${n} records are in a duplicate group`,
    ),
    freshness: component(
      "freshness",
      m.freshness,
      data.sourceFacts.map((s) =>
        `${s.name}: ${s.freshness ?? "unknown"}${
          s.freshness_score === null
            ? ` (unrecognised, ${FRESHNESS.unknown})`
            : ` (${s.freshness_score})`
        }`
      ).join("; "),
    ),
    pattern_validity: component(
      "pattern_validity",
      m.validity,
      issues.length === 0
        ? "patterns and variables agree"
        : `${plural(issues.length, "pattern or data issue")}, penalty ${round(m.penalties, 2)}`,
    ),
    playbook_fit: component(
      "playbook_fit",
      playbook.fit,
      `${playbook.value} (${playbook.source})${
        playbook.signals.length > 0 ? `: ${playbook.signals.join(", ")}` : ""
      }`,
    ),
  };
}

/** Scores readiness: the components' points, then the caps, in order. */
export function readinessOf(r: ReadinessInput): Readiness {
  const m = measures(r);
  const { thinShare, dupShare } = m;
  const n = r.facts.records.length;
  const components = componentsOf(r, m);
  let readiness = Math.round(
    Object.values(components).reduce((s, c) => s + c.points, 0),
  );
  const caps: string[] = [];
  const cap = (limit: number, why: string) => {
    if (readiness <= limit) return;
    readiness = limit;
    caps.push(`${why}: capped at ${limit}`);
  };
  const C = READINESS_CAPS;
  if (n === 0) cap(C.no_records, "no sample records");
  if (r.facts.singleLocation) {
    cap(C.single_location, "one location behind every page (doorway-page family)");
  }
  if (r.blocking.length > 0) cap(C.blocking, "blocking issue");
  // The shares are written in words ("half", "a quarter") in these reasons.
  if (n > 0 && thinShare >= DECISION.thin_share) {
    cap(C.thin, "half or more sample records are thin");
  }
  if (n > 0 && dupShare >= DECISION.duplicated_share) {
    cap(C.duplicated, "a quarter or more sample records are duplicated");
  }
  return { readiness, components, caps, thinShare, dupShare };
}

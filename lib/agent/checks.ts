/**
 * The shape of an audit check, shared by the QA analyses (sitemap audit, technical QA): one check
 * a file with its reason, a `needs` that skips it (and says why) when the input lacks its data,
 * and one runner that returns the findings most severe first, the checks passed and skipped.
 */
import { z } from "zod";
import { countByLevel, type Level, LEVEL_RANK, LevelSchema } from "./workflow.ts";
import { plural } from "../toolkit/prose.ts";

/** What a check found: how many, examples, and what to do. */
export interface Found {
  /** One line: what is wrong. */
  title: string;
  count: number;
  /** Up to 10 offending elements, URLs or values. */
  examples: string[];
  /** Why it matters. */
  why: string;
  /** What to change. */
  fix: string;
  /** A lower severity than the check's own for a milder case. */
  severity?: Level;
}

/** The public documentation a check implements (a Google Search Central page, say). */
export interface Source {
  title: string;
  url: string;
}

/** One check over the facts `F`. */
export interface Check<F> {
  id: string;
  /** The documentation the check implements; its findings cite it. */
  source?: Source;
  /** The severity of what the check finds (its worst case when `Found.severity` lowers it). */
  severity: Level;
  /** What the check looks for, for `method`. */
  method: string;
  /** Why the check cannot run on this input (missing data), or null. */
  needs?: (f: F) => string | null;
  assess: (f: F) => Found | null;
}

/** A finding as results list it. */
export type Finding = Omit<Found, "severity"> & {
  id: string;
  severity: Level;
  source: Source | null;
};

/** Runs the checks in order: findings (most severe first, stable), passed ids, skipped with reasons. */
export function runChecks<F>(checks: readonly Check<F>[], f: F) {
  const findings: Finding[] = [];
  const passed: string[] = [];
  const skipped: { id: string; reason: string }[] = [];
  for (const check of checks) {
    const reason = check.needs?.(f) ?? null;
    if (reason) {
      skipped.push({ id: check.id, reason });
      continue;
    }
    const found = check.assess(f);
    if (!found) {
      passed.push(check.id);
      continue;
    }
    const { severity, ...rest } = found;
    const source = check.source ?? null;
    findings.push({ id: check.id, severity: severity ?? check.severity, ...rest, source });
  }
  findings.sort((a, b) => LEVEL_RANK[a.severity] - LEVEL_RANK[b.severity]);
  const counts = countByLevel(findings.map((x) => x.severity));
  return { findings, passed, skipped, counts };
}

/** One checklist step per finding, in the findings' order (most severe first). */
export function fixSteps(findings: readonly Finding[]) {
  return findings.map((x, i) => ({
    step: i + 1,
    action: x.fix,
    priority: x.severity,
    finding: x.id,
  }));
}

/** "3 findings (1 high, 2 medium, 0 low)", for summaries. */
export function findingsPhrase(
  findings: readonly Finding[],
  counts: Record<Level, number>,
): string {
  return `${
    plural(findings.length, "finding")
  } (${counts.high} high, ${counts.medium} medium, ${counts.low} low)`;
}

/** One limitation line per skipped check. */
export function skippedNotes(skipped: readonly { id: string; reason: string }[]): string[] {
  return skipped.map((s) => `Check ${s.id} did not run: it ${s.reason}.`);
}

/** The first ten distinct values, as examples. */
export function examples(list: readonly string[]): string[] {
  return [...new Set(list)].slice(0, 10);
}

const count = z.number().int().min(0);

/** The result fields every check-based analysis returns, declared once. */
export const CheckResultFields = {
  findings: z.array(z.strictObject({
    id: z.string(),
    severity: LevelSchema,
    title: z.string(),
    count: count,
    examples: z.array(z.string()).max(10),
    why: z.string(),
    fix: z.string(),
    source: z.strictObject({ title: z.string(), url: z.string() }).nullable().describe(
      "The documentation the check implements (a Google Search Central page), null when none.",
    ),
  })).describe("What is wrong, most severe first."),
  severity_counts: z.strictObject({ high: count, medium: count, low: count }),
  checks: z.strictObject({
    run: count,
    passed: z.array(z.string()).describe("Ids of the checks that found nothing."),
    skipped: z.array(z.strictObject({ id: z.string(), reason: z.string() }))
      .describe("Checks that need data the request did not supply."),
  }),
};

/** What a draft QA check reads and returns, and the runner. */
import { type Level, LEVEL_RANK } from "../../../agent/workflow.ts";
import type { Facts } from "../facts.ts";
import type { Issue, IssueGroup } from "../result.ts";
import { DEPTHS } from "../thresholds.ts";

/**
 * One check: the shared `Check` shape of `lib/agent/checks.ts` (id, method, `needs` to skip with a
 * reason), except that `assess` returns one issue per item: each missing section or question
 * cites its own ranking URLs and support, which one finding with examples could not.
 */
export interface DraftCheck {
  id: string;
  group: IssueGroup;
  method: string;
  needs?: (f: Facts) => string | null;
  assess: (f: Facts) => Issue[];
}

/** Skips a check that compares with ranking pages when none was read. */
export function needsPages(f: Facts): string | null {
  if (f.e.synthetic) return "needs ranking pages: the sandbox SERP has none to fetch";
  return f.a.pages_read === 0 ? "needs ranking pages: none of the top results could be read" : null;
}

/** Runs the checks: issues at or above the depth's severity (most severe first, stable). */
export function runDraftChecks(checks: readonly DraftCheck[], f: Facts) {
  const floor = LEVEL_RANK[DEPTHS[f.depth].minSeverity];
  const issues: Issue[] = [];
  const passed: string[] = [];
  const skipped: { id: string; reason: string }[] = [];
  for (const check of checks) {
    const reason = check.needs?.(f) ?? null;
    if (reason) {
      skipped.push({ id: check.id, reason });
      continue;
    }
    const found = check.assess(f).filter((i) => LEVEL_RANK[i.severity] <= floor);
    if (found.length === 0) passed.push(check.id);
    issues.push(...found);
  }
  issues.sort((a, b) => LEVEL_RANK[a.severity] - LEVEL_RANK[b.severity]);
  return { issues, passed, skipped };
}

/** One level lower (low stays low). */
export function milder(level: Level): Level {
  return level === "high" ? "medium" : "low";
}

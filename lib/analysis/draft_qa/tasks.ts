/** Editor tasks: one per issue, most severe first, then in the order an editor works (structure before polish). */
import { LEVEL_RANK } from "../../agent/workflow.ts";
import type { EditorTask, Issue, IssueGroup } from "./result.ts";

/** Work order within a severity: the page's shape first, then its sections, proof, then metadata. */
const GROUP_ORDER: Readonly<Record<IssueGroup, number>> = {
  missing_serp_expectation: 0,
  weak_section: 1,
  proof_gap: 2,
  title_meta: 3,
  schema: 4,
};

/** The ordered tasks. */
export function editorTasks(issues: readonly Issue[]): EditorTask[] {
  return [...issues]
    .map((i, n) => ({ i, n }))
    .sort((a, b) =>
      LEVEL_RANK[a.i.severity] - LEVEL_RANK[b.i.severity] ||
      GROUP_ORDER[a.i.group] - GROUP_ORDER[b.i.group] || b.i.support - a.i.support || a.n - b.n
    )
    .map(({ i }, k) => ({
      step: k + 1,
      priority: i.severity,
      task: i.fix,
      why: i.why,
      issue: i.id,
      group: i.group,
      urls: i.urls,
      support: i.support,
    }));
}

/** The follow-up requests of a result: more lost/broken links, link gaps and asset briefs. */
import type { NextCall } from "../../agent/workflow.ts";
import { byText } from "../../toolkit/text.ts";
import type { WorkflowFacts } from "./workflow.ts";
import { agree, plural } from "../../toolkit/prose.ts";

/** A host that the request schemas' domain / URL patterns accept. */
const VALID_HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

/** The next calls: lost/broken link lists, a page intersection of competitors, asset briefs. */
export function nextCallsOf(f: WorkflowFacts, decision: string): NextCall[] {
  const calls: NextCall[] = [];
  const target = f.targetKey !== null && VALID_HOST.test(f.targetKey) ? f.targetKey : null;
  const competitors = topCompetitors(f);

  if (decision === "reclaim_first" && target) {
    if (f.byType.reclaim > 0) {
      calls.push({
        endpoint: "/backlinks/list",
        reason: "Find further lost links to reclaim, strongest first",
        body: {
          target,
          backlinks_status_type: "lost",
          mode: "one_per_domain",
          sort_by: "rank",
          limit: 100,
        },
      });
    }
    if (f.byType.repair > 0) {
      calls.push({
        endpoint: "/backlinks/list",
        reason: "Find further links pointing at broken URLs of yours, to redirect or repair",
        body: { target, broken_only: true, mode: "one_per_domain", sort_by: "rank", limit: 100 },
      });
    }
  }
  if (competitors.length > 0) {
    const body: Record<string, unknown> = {
      targets: competitors,
      limit: 100,
      max_spam_score: f.maxSpam,
    };
    if (target) body.exclude_targets = [target];
    calls.push({
      endpoint: "/backlinks/page-intersection",
      reason: `Find more pages that link to ${
        plural(competitors.length, "competitor")
      } named by your prospects but not to you`,
      body,
    });
  }
  for (const gap of f.assetGaps.slice(0, 2)) {
    const keyword = gap.topic.slice(0, 200).trim();
    if (!keyword) continue;
    const body: Record<string, unknown> = { keyword };
    if (target) body.target = target;
    calls.push({
      endpoint: "/content/brief",
      reason: `Brief a linkable asset on "${gap.topic}": ${plural(gap.prospects, "prospect")} ${
        agree(gap.prospects, "covers", "cover")
      } it and no owned asset does`,
      body,
    });
  }
  return calls;
}

/** The competitors the candidates link to most (at most 5), valid hosts only. */
function topCompetitors(f: WorkflowFacts): string[] {
  const tally = new Map<string, number>();
  for (const p of f.candidates) {
    for (const key of p.competitors.keys()) tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  return [...tally.entries()]
    .filter(([key]) => VALID_HOST.test(key))
    .sort((a, b) => b[1] - a[1] || byText(a[0], b[0]))
    .slice(0, 5)
    .map(([key]) => key);
}

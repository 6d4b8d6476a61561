/**
 * The draft's title, meta description and snippet, by `/content/title-meta`'s own checks (pixel
 * widths, keyword placement, rewrite risks): a failed check is medium, a warning low, a snippet
 * risk keeps its severity. Written here in the market's language; the check's measure in `detail`.
 */
import { SIGNAL_CHECKS, SNIPPET_RISKS } from "../../title_meta/checks/mod.ts";
import { factsOf as titleMetaFacts } from "../../title_meta/facts.ts";
import type { TitleMetaInput } from "../../title_meta/input.ts";
import type { Facts } from "../facts.ts";
import type { Issue } from "../result.ts";
import type { Level } from "../../../agent/workflow.ts";
import type { DraftCheck } from "./types.ts";

/** The title-meta facts of the draft. */
function factsFor(f: Facts) {
  const input = { keyword: f.keyword, target: f.target ?? undefined } as TitleMetaInput;
  return titleMetaFacts(
    input,
    f.draft.page,
    f.draft.form === "draft_url" ? "url" : "markdown",
    f.now,
  );
}

export const titleMeta: DraftCheck = {
  id: "title_meta",
  group: "title_meta",
  method: `/content/title-meta's checks (${
    SIGNAL_CHECKS.map((c) => c.id).join(", ")
  }: fail medium, warn low) and snippet risks (${
    SNIPPET_RISKS.map((r) => `${r.id} ${r.severity}`).join(", ")
  }); Markdown drafts read title and description from front matter`,
  assess(f) {
    const tm = factsFor(f);
    const out: Issue[] = [];
    for (const c of SIGNAL_CHECKS) {
      const r = c.assess(tm);
      if (r && r.status !== "pass") {
        out.push(issue(f, c.id, r.status === "fail" ? "medium" : "low", r.detail, null));
      }
    }
    for (const risk of SNIPPET_RISKS) {
      const r = risk.assess(tm);
      if (r && !out.some((i) => i.check === risk.id)) {
        out.push(issue(f, risk.id, risk.severity, r.detail, r.fix));
      }
    }
    return out;
  },
};

/** A reused check's finding in the market's language when the phrasebook has it. */
export function issue(
  f: Facts,
  id: string,
  severity: Level,
  detail: string,
  fix: string | null,
): Extract<Issue, { group: "title_meta" }> {
  const words = Object.hasOwn(f.t.reused, id) ? f.t.reused[id] : null;
  return {
    group: "title_meta",
    id: `title_meta:${id}`,
    check: id,
    severity,
    title: words?.title ?? detail,
    why: words?.why ?? detail,
    fix: words?.fix ?? fix ?? detail,
    detail,
    urls: [],
    support: 0,
  };
}

/**
 * `/content/technical-qa`'s own checks where they apply to a draft: one H1 (headings), the keyword
 * in the title or H1 (keyword_placement), and JSON-LD that parses (structured_data, fetched drafts
 * only: Markdown has none). Run on technical QA's facts of the draft page.
 */
import { runChecks } from "../../../agent/checks.ts";
import { headings } from "../../technical_qa/checks/headings.ts";
import { keywordPlacement } from "../../technical_qa/checks/keyword_placement.ts";
import { structuredData } from "../../technical_qa/checks/structured_data.ts";
import type { Facts as TechnicalFacts } from "../../technical_qa/facts.ts";
import { readMarkupSync } from "../../understanding/rich_results/page_markup.ts";
import type { Facts } from "../facts.ts";
import type { Issue } from "../result.ts";
import { issue } from "./title_meta.ts";
import type { DraftCheck } from "./types.ts";

const REUSED = [headings, keywordPlacement, structuredData];

/** Technical QA's facts of the draft. */
function technicalFacts(f: Facts): TechnicalFacts {
  const fetched = f.draft.form === "draft_url";
  return {
    form: fetched ? "url" : "markdown",
    page: f.draft.page,
    requested_url: f.draft.url,
    final_url: f.draft.url,
    status: null,
    content_type: null,
    redirects: [],
    robots_txt: null,
    now: f.now,
    url: f.draft.url,
    keyword: f.keyword,
    expected_canonical: null,
    page_type: { type: "editorial", source: "none" },
    utility: false,
    kept_out: null,
    robots: null,
    state: { kind: "live" },
    main_text: null,
    markup: readMarkupSync(f.draft.page),
    html: null,
    shell: null,
    linked: [],
    rendered: null,
    raw_page: null,
  };
}

export const structure: DraftCheck = {
  id: "structure",
  group: "title_meta",
  method: `/content/technical-qa's checks: ${
    REUSED.map((c) => `${c.id} (${c.method})`).join("; ")
  }`,
  assess(f) {
    const { findings } = runChecks(REUSED, technicalFacts(f));
    return findings.map((x): Issue => {
      const i = issue(
        f,
        x.id,
        x.severity,
        `${x.title}${x.examples.length ? `: ${x.examples.join("; ")}` : ""}`,
        x.fix,
      );
      return x.id === "structured_data" ? { ...i, group: "schema", id: `schema:${x.id}` } : i;
    });
  },
};

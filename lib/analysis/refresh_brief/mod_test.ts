/** `/content/refresh-brief`: goal and rank shaping, language, and the operation on stubs. */
import assert from "node:assert/strict";
import { assertValidNextCalls, opContext } from "../../../tests/agent_checks.ts";
import { contentRefreshBrief } from "../../operations/content_refresh_brief.ts";
import { readRankingPage } from "../serp_evidence/read.ts";
import {
  evidenceOf,
  htmlOf,
  prose,
  providerOf,
  serpOf,
  type TestPage,
  webOf,
  words,
} from "../serp_evidence/testing.ts";
import { refreshBrief, type RefreshBriefResult } from "./mod.ts";

const now = new Date("2026-11-22T12:00:00Z");
const KEYWORD = "crm for startups";
const rivals: TestPage[] = Array.from({ length: 5 }, (_, i) => ({
  url: `https://rival${i + 1}.example/blog/crm-startups`,
  title: `CRM for Startups: A Guide ${i + 1}`,
  body: `<h1>CRM for startups</h1><p>${words(900, "pipeline management")}</p>` +
    `<h2>Pricing</h2><p>${prose()}</p><h2>Integrations</h2><p>${prose()}</p><h3>Email sync</h3><p>${prose()}</p><h2>Security</h2><p>${prose()}</p>` +
    `<h2>Support</h2><p>${prose()}</p><h2>Reporting</h2><p>${prose()}</p><h2>Mobile apps</h2><p>${prose()}</p>`,
}));
const own: TestPage = {
  url: "https://mine.example/blog/crm-for-startups",
  title: "Our Blog Post",
  body: `<h1>CRM for startups</h1><p>${words(300, "sales")}</p><h2>Pricing</h2><p>${prose()}</p>` +
    '<p>See <a href="https://mine.example/pricing-guide">our pricing guide</a>.</p>',
};
const page = (p = own) =>
  readRankingPage(htmlOf(p), {
    position: 1,
    url: p.url,
    domain: "mine.example",
    title: null,
    description: null,
  });

function brief(
  extra: Record<string, unknown> = {},
  language = "en",
  keyword = KEYWORD,
  paa: string[] = [],
) {
  const e = evidenceOf(keyword, rivals, { language, paa });
  return refreshBrief({ url: own.url, keyword, scrape_depth: "h3", ...extra }, e, page(), now);
}

Deno.test("[refresh brief] current_rank sets the scope: top 3 protects, 11+ reworks", () => {
  const top = brief({ current_rank: 2 });
  const far = brief({ current_rank: 25 });
  assert.equal(top.current_rank.scope, "protect");
  assert.equal(far.current_rank.scope, "rework");
  const competitor = (r: RefreshBriefResult) =>
    r.sections_to_add.filter((s) => s.source === "competitor_headings");
  assert.equal(competitor(top).length, 2);
  assert.ok(competitor(far).length > 2);
  assert.ok(competitor(far).every((s) => s.support >= 2 && s.urls.length === s.support));
  assert.equal(top.title_h1.verdict, "refine");
  assert.equal(far.title_h1.verdict, "rewrite");
  assert.ok(far.title_h1.title_options.every((o) => o.pixels <= 580));
  assert.equal(far.agent_workflow.decision, "rework_refresh");
});

Deno.test("[refresh brief] refresh_goal shapes the sections", () => {
  const snippet = brief({ refresh_goal: "win_featured_snippet" }, "en", KEYWORD, [
    "Do startups need a CRM?",
  ]);
  assert.equal(snippet.sections_to_add[0].heading, "Do startups need a CRM?");
  assert.match(snippet.sections_to_add[0].instruction, /40-60 words/);
  const ai = brief({ refresh_goal: "improve_ai_visibility" });
  assert.deepEqual(ai.sections_to_add.filter((s) => s.source === "goal").map((s) => s.heading), [
    "CRM for startups: definition",
    "CRM for startups in numbers",
    "Frequently asked questions",
  ]);
  const conv = brief({ refresh_goal: "improve_conversions", current_rank: 6 });
  const depth = brief({ refresh_goal: "expand_topic_depth", current_rank: 6 });
  const n = (r: RefreshBriefResult) =>
    r.sections_to_add.filter((s) => s.source === "competitor_headings").length;
  assert.ok(n(conv) < n(depth), "conversions add fewer informational sections");
  assert.ok(conv.sections_to_add.some((s) => s.heading === "What our customers say"));
  assert.ok(depth.sections_to_add.some((s) => s.heading === "Email sync" && s.level === 3));
});

Deno.test("[refresh brief] a German keyword gets German goal headings and titles", () => {
  const r = brief(
    { refresh_goal: "improve_ai_visibility", current_rank: 30 },
    "de",
    "crm für startups",
  );
  assert.equal(r.language, "de");
  assert.ok(r.sections_to_add.some((s) => s.heading === "Häufige Fragen"));
  assert.ok(r.sections_to_add.some((s) => s.heading === "CRM für startups in Zahlen"));
  assert.ok(r.title_h1.title_options.some((o) => /Leitfaden|CRM für startups/.test(o.text)));
});

Deno.test("[refresh brief] internal-link tasks ask linked pages to link back, with valid calls", () => {
  const r = brief();
  const task = r.internal_link_tasks.find((t) =>
    t.source_url === "https://mine.example/pricing-guide"
  )!;
  assert.equal(task.target_url, own.url);
  assertValidNextCalls(r.agent_workflow);
  assert.ok(r.agent_workflow.next_calls.some((c) => c.endpoint === "/content/internal-links"));
});

Deno.test("[refresh brief] the operation runs on stubs, valid by its schema, and the sandbox is synthetic", async () => {
  const op = contentRefreshBrief;
  const { web } = webOf([own, ...rivals]);
  const { provider } = providerOf(serpOf(KEYWORD, rivals));
  const result = await op.run!(
    op.input.parse({ url: own.url, keyword: KEYWORD, refresh_goal: "recover_rankings" }),
    {
      ...opContext(now, web),
      provider,
    },
  );
  const checked = op.output!.omit({ meta: true }).safeParse(result);
  assert.ok(checked.success, JSON.stringify(checked.error?.issues.slice(0, 3)));
  assertValidNextCalls(result.agent_workflow!);
  const sandbox = await op.run!(
    op.input.parse({ url: own.url, keyword: KEYWORD }),
    opContext(now, webOf([own]).web),
  );
  assert.equal(sandbox.agent_workflow!.decision, "synthetic_brief");
  assert.ok(sandbox.agent_workflow!.confidence <= 0.2);
});

/** `/content/serp-outline` through its `run`, on a stub provider and a stub fetcher. */
import assert from "node:assert/strict";
import { assertValidNextCalls, opContext } from "../../../tests/agent_checks.ts";
import { contentSerpOutline } from "../../operations/content_serp_outline.ts";
import type { SeoDataProvider } from "../../providers/provider.ts";
import type { WebFetcher } from "../../web/fetcher.ts";
import {
  prose,
  providerOf,
  serpOf,
  type TestPage,
  webOf,
  words,
} from "../serp_evidence/testing.ts";
import type { SerpOutlineResult } from "./mod.ts";

const now = new Date("2026-11-22T12:00:00Z");

/** Parses the body, runs the operation and checks the result against its output schema. */
async function runOutline(
  body: Record<string, unknown>,
  provider: SeoDataProvider,
  web: WebFetcher,
): Promise<SerpOutlineResult> {
  const op = contentSerpOutline;
  const result = await op.run!(op.input.parse(body), { ...opContext(now, web), provider });
  const checked = op.output!.omit({ meta: true }).safeParse(result);
  assert.ok(checked.success, JSON.stringify(checked.error?.issues.slice(0, 3)));
  assertValidNextCalls(result.agent_workflow!);
  return result as unknown as SerpOutlineResult;
}

const shared = [
  `<h2>How we tested</h2><p>We used each tool for 30 days. ${prose()}</p>`,
  `<h2>What to look for in a project management tool</h2><p>${prose()}</p><h3>Free plans</h3><p>${prose()}</p><h3>Integrations</h3><p>${prose()}</p>`,
  `<h2>Pricing compared</h2><p>${prose()}</p><h3>Free plans</h3><p>${prose()}</p>`,
  `<h2>Frequently asked questions</h2><p>${prose()}</p><h3>Is Trello free?</h3><p>${prose()}</p>`,
];

const listicles: TestPage[] = Array.from({ length: 6 }, (_, i) => ({
  url: `https://site${i + 1}.example/best/project-management-tools`,
  title: `${[10, 12, 10, 8, 15, 10][i]} Best Project Management Tools for Teams`,
  body: `<h1>Best project management tools</h1><p>${words(600 + 100 * i)}</p>` +
    shared.slice(0, i < 2 ? 4 : 3).join("") +
    `<h2>Bonus: ${
      ["Gantt", "Kanban", "Scrum", "Wiki", "Chat", "Docs"][i]
    } extras</h2><p>${prose()}</p>`,
}));

const howTos: TestPage[] = Array.from({ length: 4 }, (_, i) => ({
  url: `https://guide${i + 1}.example/blog/project-plan`,
  title: i === 0
    ? "How to Write a Project Plan | Guide1"
    : `Project Plan Tutorial ${i}: Step by Step`,
  body:
    `<h1>Project plan</h1><p>${words(900)}</p><h2>What is a project plan?</h2><p>${prose()}</p>` +
    `<h2>Step 1: Define the scope</h2><p>${prose()}</p><h2>Step 2: Set milestones</h2><p>${prose()}</p>`,
}));

Deno.test("[serp outline] a listicle SERP gets a comparison page, N-best titles and shared sections", async () => {
  const { web, fetched } = webOf(listicles);
  const { provider } = providerOf(serpOf("best project management tools", listicles, [
    "What is the best project management tool?",
  ]));
  const r = await runOutline({ keyword: "best project management tools" }, provider, web);
  assert.equal(fetched.length, 6);
  assert.equal(r.page_type, "comparison_page");
  assert.equal(r.serp.dominant_format?.family, "listicle_comparison");
  assert.equal(r.title_options[0].text, "10 Best Project Management Tools (2026)");
  assert.ok(r.title_options.every((t) => t.pixels <= 580));
  // "How we tested" is each publisher's own testing: a format signal, never a section to copy.
  assert.ok(!r.sections.some((s) => /how we tested/i.test(s.heading)));
  assert.deepEqual(r.sections.slice(0, 2).map((s) => s.heading), [
    "What to look for in a project management tool",
    "Pricing compared",
  ]);
  assert.ok(r.sections[0].support >= 2);
  assert.equal(r.sections[0].coverage.length, r.sections[0].urls.length);
  assert.ok(
    !r.sections.some((s) => s.heading.includes("Bonus")),
    "one page's heading is no section",
  );
  assert.ok(r.sections.every((s) => s.subsections.length === 0), "standard depth: H2s only");
  assert.equal(r.schema_recommendations[0].type, "Article");
  assert.equal(r.agent_workflow.decision, "outline_ready");
  assert.equal(r.agent_workflow.confidence, 0.85);
  assert.match(r.markdown_summary, /SERP outline: best project management tools/);
});

Deno.test("[serp outline] detailed depth adds the H3s competitors put under a section", async () => {
  const { web } = webOf(listicles);
  const { provider } = providerOf(serpOf("best project management tools", listicles));
  const r = await runOutline(
    { keyword: "best project management tools", outline_depth: "detailed" },
    provider,
    web,
  );
  const look = r.sections.find((s) => s.heading.startsWith("What to look for"))!;
  assert.deepEqual(look.subsections.map((s) => s.heading), ["Free plans", "Integrations"]);
});

Deno.test("[serp outline] a how-to SERP gets a guide with a How to title", async () => {
  const { web } = webOf(howTos);
  const { provider } = providerOf(serpOf("project plan", howTos));
  const r = await runOutline({ keyword: "project plan", outline_depth: "brief" }, provider, web);
  assert.equal(r.page_type, "guide");
  assert.equal(r.title_options[0].text, "How to Write a Project Plan");
  assert.equal(r.title_options[0].pattern, "how_to");
  assert.ok(r.sections.length <= 5);
  assert.equal(r.sections[0].heading, "What is a project plan?");
  assert.equal(r.schema_recommendations[0].type, "Article");
});

Deno.test("[serp outline] pages that cannot be read are listed and lower the confidence", async () => {
  const { web } = webOf(listicles.slice(0, 3));
  const { provider } = providerOf(serpOf("best project management tools", listicles));
  const r = await runOutline({ keyword: "best project management tools" }, provider, web);
  assert.equal(r.serp.pages_read, 3);
  assert.deepEqual(r.serp.failed.map((f) => [f.position, f.reason]), [
    [4, "refused"],
    [5, "refused"],
    [6, "refused"],
  ]);
  assert.equal(r.agent_workflow.limitations.filter((l) => /\(refused\)/.test(l)).length, 3);
  assert.ok(r.agent_workflow.confidence < 0.85 && r.agent_workflow.confidence > 0.35);
});

Deno.test("[serp outline] the sandbox is labelled synthetic, fetches nothing and caps confidence", async () => {
  const { web, fetched } = webOf([]);
  const ctx = opContext(now, web);
  const r = await runOutline(
    { keyword: "how to choose a project management tool", target: "example.com" },
    ctx.provider,
    web,
  );
  assert.equal(fetched.length, 0);
  assert.equal(r.data_source, "sandbox");
  assert.equal(r.synthetic, true);
  assert.equal(r.agent_workflow.decision, "synthetic_outline");
  assert.ok(r.agent_workflow.confidence <= 0.2);
  assert.match(r.agent_workflow.limitations.join("\n"), /synthetic/);
  assert.ok(r.title_options.length > 0);
});

Deno.test("[serp outline] a ranking target is located and its page is to be reworked", async () => {
  const { web } = webOf(listicles);
  const { provider, requests } = providerOf(serpOf("best project management tools", listicles));
  const r = await runOutline(
    {
      keyword: "best project management tools",
      target: "site3.example",
      include_title_options: false,
    },
    provider,
    web,
  );
  assert.equal(requests[0].depth, 30);
  assert.equal(r.target?.position, 3);
  assert.deepEqual(r.title_options, []);
  assert.equal(r.agent_workflow.recommended_actions[0].target, listicles[2].url);
  assert.ok(r.agent_workflow.next_calls.some((c) => c.endpoint === "/content/gap"));
});

Deno.test("[serp outline] no SERP answers a clear empty outline", async () => {
  const { web } = webOf([]);
  const { provider } = providerOf(null);
  const r = await runOutline({ keyword: "zzqx unknown" }, provider, web);
  assert.equal(r.agent_workflow.decision, "no_serp");
  assert.deepEqual(r.sections, []);
  assert.equal(r.serp.dominant_format, null);
});

/** `/content/brief` through its `run`, on constructed SERPs (stub provider, stub fetcher). */
import assert from "node:assert/strict";
import { assertValidNextCalls, opContext } from "../../../tests/agent_checks.ts";
import { contentBrief } from "../../operations/content_brief.ts";
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
import type { ContentBriefResult } from "./mod.ts";

const now = new Date("2026-11-22T12:00:00Z");

/** Parses the body, runs the operation and checks the result against its output schema. */
async function runBrief(
  body: Record<string, unknown>,
  provider: SeoDataProvider,
  web: WebFetcher,
): Promise<ContentBriefResult> {
  const op = contentBrief;
  const result = await op.run!(op.input.parse(body), { ...opContext(now, web), provider });
  const checked = op.output!.omit({ meta: true }).safeParse(result);
  assert.ok(checked.success, JSON.stringify(checked.error?.issues.slice(0, 3)));
  assertValidNextCalls(result.agent_workflow!);
  return result as unknown as ContentBriefResult;
}

const KW = "best project management tools";

const listicles: TestPage[] = Array.from({ length: 6 }, (_, i) => ({
  url: `https://site${i + 1}.example/best/project-management-tools`,
  title: `${[10, 12, 10, 8, 15, 10][i]} Best Project Management Tools for Teams`,
  body: `<h1>Best project management tools</h1><p>${words(600 + 100 * i)}</p>` +
    `<h2>What to look for in a project management tool</h2><p>Pricing starts at $10 per user. ${prose()}</p>` +
    `<h2>Pricing compared</h2><p>${prose()}</p><h2>Frequently asked questions</h2><p>${prose()}</p>` +
    (i === 0 ? "<p>We tested each tool for 30 days.</p>" : ""),
}));

const howTos: TestPage[] = Array.from({ length: 5 }, (_, i) => ({
  url: `https://guide${i + 1}.example/blog/project-plan`,
  title: `How to Write a Project Plan ${i + 1}: Step by Step`,
  body:
    `<h1>Project plan</h1><p>${words(900)}</p><h2>What is a project plan?</h2><p>${prose()}</p>` +
    `<h2>Step 1: Define the scope</h2><p>${prose()}</p><h2>Step 2: Set milestones</h2><p>${prose()}</p>`,
}));

async function listicleBrief(body: Record<string, unknown> = {}) {
  const { web, fetched } = webOf(listicles);
  const { provider } = providerOf(
    serpOf(KW, listicles, ["What is the best project management tool?"]),
  );
  const r = await runBrief({ keyword: KW, ...body }, provider, web);
  return { r, fetched };
}

Deno.test("[content brief] a SERP of comparison listicles gets a comparison page with its table and verdicts", async () => {
  const { r, fetched } = await listicleBrief();
  assert.equal(fetched.length, 6);
  assert.equal(r.page_type.page_type, "comparison_page");
  assert.equal(r.page_type.source, "serp");
  assert.equal(r.page_type.conflict, null);
  assert.equal(r.audience.buyer_stage, "consideration");
  const ids = r.differentiators.map((d) => d.id);
  assert.ok(ids.includes("comparison_table"), ids.join());
  assert.ok(ids.includes("verdict_per_option"), ids.join());
  const testing = r.differentiators.find((d) => d.id === "first_hand_testing")!;
  assert.deepEqual(testing.urls, [listicles[0].url]);
  assert.equal(testing.support, 1);
  assert.equal(testing.of, 6);
  // Every SERP-based item points to its URLs and support.
  for (const s of r.serp_expectations.sections) assert.equal(s.urls.length, s.support);
  assert.ok(
    r.serp_expectations.sections.some((s) => s.heading === "Pricing compared" && s.support === 6),
  );
  assert.ok(
    r.competitor_patterns.some((p) =>
      p.kind === "shared" && p.aspect === "format" && p.support === 6
    ),
  );
  assert.equal(r.proof_requirements[0].kind, "first_hand_testing");
  assert.equal(r.conversion_plan.cta_style, "direct");
  assert.ok(r.title_meta.title_options.every((t) => t.pixels <= 580));
  assert.ok(r.title_meta.description_options.every((d) => d.pixels <= 920));
  assert.ok(r.outline && r.outline.sections.length >= 3);
  assert.equal(r.agent_workflow.decision, "brief_ready");
  assert.equal(r.agent_workflow.confidence, 0.85);
  assert.match(r.markdown_summary, /Content brief: best project management tools/);
});

Deno.test("[content brief] a SERP of how-to guides gets a guide with soft calls to action", async () => {
  const { web } = webOf(howTos);
  const { provider } = providerOf(serpOf("project plan", howTos));
  const r = await runBrief({ keyword: "project plan", page_type: "auto" }, provider, web);
  assert.equal(r.page_type.page_type, "guide");
  assert.equal(r.page_type.source, "serp");
  assert.equal(r.audience.buyer_stage, "awareness");
  assert.equal(r.conversion_plan.cta_style, "soft");
  // The soft next step is the owner's offer after the answer, never a newsletter.
  assert.equal(r.conversion_plan.goal, "learn_more");
  assert.ok(r.conversion_plan.placements.every((p) => !/newsletter/i.test(p.cta)));
  assert.ok(r.differentiators.some((d) => d.id === "worked_example"));
  assert.ok(r.proof_requirements.some((p) => p.kind === "screenshots"));
});

Deno.test("[content brief] a requested page type against a clear format is kept and flagged with the evidence", async () => {
  const { r } = await listicleBrief({ page_type: "landing_page" });
  assert.equal(r.page_type.page_type, "landing_page");
  assert.equal(r.page_type.source, "requested");
  assert.equal(r.page_type.serp_page_type, "comparison_page");
  assert.equal(r.page_type.conflict?.support, 6);
  assert.deepEqual(r.page_type.conflict?.urls, listicles.map((p) => p.url));
  assert.equal(r.agent_workflow.decision, "brief_ready_against_serp_format");
  assert.ok(r.qa_checklist.some((c) => c.why === r.page_type.conflict?.note));
  // A requested type that agrees with the SERP is no conflict.
  const agreed = await listicleBrief({ page_type: "comparison_page" });
  assert.equal(agreed.r.page_type.conflict, null);
});

Deno.test("[content brief] the brand voice changes the title options' wording", async () => {
  const titles = async (voice: string) =>
    (await listicleBrief({ brand_voice: voice })).r.title_meta.title_options.map((t) => t.text);
  const expert = await titles("expert");
  const friendly = await titles("friendly");
  const neutral = await titles("neutral");
  assert.equal(expert[0], "Best Project Management Tools (2026): Tested and Compared");
  assert.equal(friendly[0], "Best Project Management Tools: Our Friendly Picks for 2026");
  assert.notDeepEqual(expert, friendly);
  assert.ok(!neutral.includes(expert[0]) && !neutral.includes(friendly[0]));
});

Deno.test("[content brief] a German keyword in Germany gives German copy", async () => {
  const kw = "projektmanagement tools";
  const pages: TestPage[] = Array.from({ length: 4 }, (_, i) => ({
    url: `https://de${i + 1}.example/vergleich/projektmanagement-software`,
    title: `Projektmanagement Software Vergleich ${i + 1}: Die besten Tools`,
    body: `<h1>Projektmanagement Software im Vergleich</h1><p>${words(500, "Projektplanung")}</p>` +
      `<h2>Worauf Sie achten sollten</h2><p>${prose()}</p><h2>Preise im Vergleich</h2><p>${prose()}</p>`,
  }));
  const { web } = webOf(pages);
  const { provider, requests } = providerOf(serpOf(kw, pages));
  const r = await runBrief(
    { keyword: kw, location: "Germany", language: "de", brand_voice: "expert" },
    provider,
    web,
  );
  assert.equal(requests[0].language_code, "de");
  assert.equal(r.language, "de");
  assert.equal(r.page_type.page_type, "comparison_page");
  assert.equal(
    r.title_meta.title_options[0].text,
    "Projektmanagement tools im Test (2026): Experten-Vergleich",
  );
  assert.match(r.title_meta.description_options[0].text, /^Fundierte Antworten zu/);
  assert.ok(r.conversion_plan.placements.every((p) => /[a-zäöü]/.test(p.cta)));
  assert.ok(r.serp_expectations.sections.some((s) => s.heading === "Preise im Vergleich"));
  assert.ok(!r.agent_workflow.limitations.some((l) => /reads as/.test(l)));
});

Deno.test("[content brief] detailed depth adds per-section notes; without the outline the outline call is suggested", async () => {
  const detailed = (await listicleBrief({ brief_depth: "detailed" })).r;
  assert.ok(detailed.outline!.sections.every((s) => s.notes.length > 0));
  const standard = (await listicleBrief()).r;
  assert.ok(standard.outline!.sections.every((s) => s.notes.length === 0));
  assert.ok(
    detailed.serp_expectations.key_terms.length >= standard.serp_expectations.key_terms.length,
  );
  const none = (await listicleBrief({ include_serp_outline: false })).r;
  assert.equal(none.outline, null);
  assert.ok(none.agent_workflow.next_calls.some((c) => c.endpoint === "/content/serp-outline"));
});

Deno.test("[content brief] pages that cannot be read are listed and lower the confidence; the brief is complete", async () => {
  const { web } = webOf(listicles.slice(0, 3));
  const { provider } = providerOf(serpOf(KW, listicles));
  const r = await runBrief({ keyword: KW }, provider, web);
  assert.equal(r.serp.pages_read, 3);
  assert.equal(r.serp.failed.length, 3);
  assert.equal(r.agent_workflow.limitations.filter((l) => /\(refused\)/.test(l)).length, 3);
  assert.ok(r.agent_workflow.confidence < 0.85 && r.agent_workflow.confidence > 0.35);
  assert.ok(r.differentiators.every((d) => d.of === 3));
});

Deno.test("[content brief] the sandbox is labelled synthetic, fetches nothing and caps confidence", async () => {
  const { web, fetched } = webOf([]);
  const ctx = opContext(now, web);
  const r = await runBrief(
    { keyword: "best crm for startups", target: "example.com" },
    ctx.provider,
    web,
  );
  assert.equal(fetched.length, 0);
  assert.equal(r.synthetic, true);
  assert.equal(r.agent_workflow.decision, "synthetic_brief");
  assert.ok(r.agent_workflow.confidence <= 0.2);
  assert.match(r.agent_workflow.limitations.join("\n"), /Sandbox SERP/);
  assert.deepEqual(r.differentiators, []);
  assert.equal(
    r.audience.description,
    'startups (People comparing options for "best crm for startups" before choosing one; ' +
      r.audience.description.split("; ")[1],
  );
});

Deno.test("[content brief] a given audience is kept as given", async () => {
  const { r } = await listicleBrief({ audience: "agency owners with 5-20 staff" });
  assert.equal(r.audience.description, "agency owners with 5-20 staff");
  assert.equal(r.audience.source, "given");
});

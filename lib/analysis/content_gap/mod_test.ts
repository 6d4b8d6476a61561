/** `/content/gap`: the pure comparison, and the operation through its `run` on stubs. */
import assert from "node:assert/strict";
import { assertValidNextCalls, opContext } from "../../../tests/agent_checks.ts";
import { contentGap } from "../../operations/content_gap.ts";
import { ApiError } from "../../errors.ts";
import type { SeoDataProvider } from "../../providers/provider.ts";
import type { WebFetcher } from "../../web/fetcher.ts";
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
import { analyzeContentGap, type ContentGapResult } from "./mod.ts";

const now = new Date("2026-11-22T12:00:00Z");
const KEYWORD = "crm for startups";

/** Five competitors sharing sections (one with H3s), and the page under review. */
const competitors: TestPage[] = Array.from({ length: 5 }, (_, i) => ({
  url: `https://rival${i + 1}.example/blog/crm-startups`,
  title: `CRM for Startups: A Guide ${i + 1}`,
  body: `<h1>CRM for startups</h1><p>${words(900, "pipeline management")}</p>` +
    `<h2>Pricing</h2><p>Pipeline management plans start free. ${prose()}</p>` +
    `<h2>Integrations</h2><p>${prose()}</p><h3>Email sync</h3><p>Connect Gmail and Outlook. ${prose()}</p>` +
    (i < 3 ? `<h2>How to migrate your data</h2><p>Export a CSV first. ${prose()}</p>` : "") +
    (i < 4 ? `<h2>Is a CRM worth it for a startup?</h2><p>Yes. ${prose()}</p>` : "") +
    "<table><tr><td>Plan</td></tr></table>",
}));
const own: TestPage = {
  url: "https://mine.example/blog/crm-for-startups",
  title: "CRM for Startups: The Complete Guide",
  body: `<h1>CRM for startups</h1><p>${
    words(300, "sales")
  }</p><h2>Pricing</h2><p>Cheap. ${prose()}</p>`,
};
const ownPage = () =>
  readRankingPage(htmlOf(own), {
    position: 1,
    url: own.url,
    domain: "mine.example",
    title: null,
    description: null,
  });

function gapOf(pages: TestPage[], depth: "h1" | "h2" | "h3" = "h3", paa: string[] = []) {
  const e = evidenceOf(KEYWORD, pages, { paa });
  return analyzeContentGap({ url: own.url, keyword: KEYWORD, scrape_depth: depth }, e, ownPage());
}

Deno.test("[content gap] sections most competitors share and the page lacks are listed with their support", () => {
  const r = gapOf(competitors);
  const b = r.content_brief;
  const integrations = b.missing_sections.find((s) => s.heading === "Integrations")!;
  assert.equal(integrations.support, 5);
  assert.equal(integrations.priority, "high");
  assert.deepEqual(integrations.urls, competitors.map((c) => c.url));
  const migrate = b.missing_sections.find((s) => s.heading === "How to migrate your data")!;
  assert.equal(migrate.support, 3);
  assert.ok(!b.missing_sections.some((s) => s.heading === "Pricing"), "the page has Pricing");
  assert.ok(b.covered_well.some((s) => s.kind === "section" && s.what === "Pricing"));
  assert.equal(b.length.status, "below");
  assert.ok(b.length.words_to_add > 0);
  assert.deepEqual(b.media.map((m) => [m.kind, m.status]), [["tables", "missing"]]);
  assert.ok(b.missing_questions.some((q) => q.question === "Is a CRM worth it for a startup?"));
  assert.ok(b.missing_terms.some((t) => /pipeline/.test(t.term)));
  assert.ok(b.coverage_score! > 0 && b.coverage_score! < 1);
  assert.equal(r.agent_workflow.decision, "refresh_needed");
  assert.equal(r.agent_workflow.confidence, 0.85);
  assert.match(r.agent_workflow.recommended_actions[0].reason, /5 of 5 competitors/);
});

Deno.test("[content gap] scrape_depth h2 leaves competitors' H3s out of the comparison", () => {
  const h3 = gapOf(competitors, "h3").content_brief.missing_sections;
  const h2 = gapOf(competitors, "h2").content_brief.missing_sections;
  const h1 = gapOf(competitors, "h1").content_brief.missing_sections;
  assert.ok(h3.some((s) => s.heading === "Email sync" && s.level === 3));
  assert.equal(h3.find((s) => s.heading === "Email sync")!.parent_heading, "Integrations");
  assert.ok(!h2.some((s) => s.heading === "Email sync"));
  assert.ok(h2.some((s) => s.heading === "Integrations"));
  assert.deepEqual(h1, [], "the page's H1 says what competitors' H1s say");
});

Deno.test("[content gap] the page under review ranking in the SERP is not its own competitor", () => {
  const r = gapOf([competitors[0], competitors[1], own, ...competitors.slice(2)]);
  assert.equal(r.page.serp_position, 3);
  assert.equal(r.serp.results, 5);
  assert.equal(r.serp.pages_read, 5);
  assert.ok(!r.serp.competitors.some((c) => c.url === own.url));
  const cited = JSON.stringify(r.content_brief);
  assert.ok(!cited.includes(own.url), "no finding cites the page itself");
  assert.equal(
    r.content_brief.missing_sections.find((s) => s.heading === "Integrations")!.support,
    5,
  );
  assert.match(r.agent_workflow.limitations.join("\n"), /ranks #3: it is the page under review/);
});

Deno.test("[content gap] a German SERP is read in German", () => {
  const de: TestPage[] = Array.from({ length: 3 }, (_, i) => ({
    url: `https://de${i + 1}.example/ratgeber/crm`,
    title: `CRM für Startups: Ratgeber ${i + 1}`,
    body: `<h1>CRM für Startups</h1><p>${words(400, "Vertriebssteuerung")}</p>` +
      `<h2>Was kostet ein CRM?</h2><p>Die Preise. ${prose()}</p><h2>Die wichtigsten Funktionen</h2><p>${prose()}</p>`,
  }));
  const e = evidenceOf("crm für startups", de, { language: "de" });
  const r = analyzeContentGap(
    { url: own.url, keyword: "crm für startups", scrape_depth: "h3" },
    e,
    ownPage(),
  );
  assert.equal(r.language, "de");
  assert.deepEqual(r.content_brief.missing_sections.map((s) => s.heading), [
    "Was kostet ein CRM?",
    "Die wichtigsten Funktionen",
  ]);
});

Deno.test("[content gap] a synthetic SERP is labelled and caps the confidence", () => {
  const e = evidenceOf(KEYWORD, competitors, { synthetic: true });
  const r = analyzeContentGap({ url: own.url, keyword: KEYWORD, scrape_depth: "h3" }, e, ownPage());
  assert.equal(r.synthetic, true);
  assert.equal(r.agent_workflow.decision, "synthetic_gap");
  assert.ok(r.agent_workflow.confidence <= 0.2);
  assert.match(r.agent_workflow.limitations.join("\n"), /synthetic/);
  assert.deepEqual(r.content_brief.missing_sections, []);
});

/** Parses the body, runs the operation and checks the result against its output schema. */
async function runGap(
  body: Record<string, unknown>,
  provider: SeoDataProvider,
  web: WebFetcher,
): Promise<ContentGapResult> {
  const op = contentGap;
  const result = await op.run!(op.input.parse(body), { ...opContext(now, web), provider });
  const checked = op.output!.omit({ meta: true }).safeParse(result);
  assert.ok(checked.success, JSON.stringify(checked.error?.issues.slice(0, 3)));
  assertValidNextCalls(result.agent_workflow!);
  return result as unknown as ContentGapResult;
}

Deno.test("[content gap] the operation fetches the page once and every competitor, valid by its schema", async () => {
  const { web, fetched } = webOf([own, ...competitors]);
  const { provider } = providerOf(
    serpOf(KEYWORD, [...competitors.slice(0, 2), own, ...competitors.slice(2)]),
  );
  const r = await runGap({ url: own.url, keyword: KEYWORD }, provider, web);
  assert.equal(
    fetched.filter((u) => u === own.url).length,
    1,
    "once as the page; the evidence reuses it where it ranks",
  );
  for (const c of competitors) assert.ok(fetched.includes(c.url));
  assert.equal(r.page.serp_position, 3);
  const refresh = r.agent_workflow.next_calls.find((c) => c.endpoint === "/content/refresh-brief")!;
  assert.equal(refresh.body.current_rank, 3);
  assert.match(r.markdown_summary, /Content gap: crm for startups/);
});

Deno.test("[content gap] a page that cannot be read fails the request naming url; a competitor is a limitation", async () => {
  const { web } = webOf(competitors.slice(1));
  const { provider } = providerOf(serpOf(KEYWORD, competitors));
  await assert.rejects(
    () => runGap({ url: own.url, keyword: KEYWORD }, provider, web),
    (err: unknown) => err instanceof ApiError && /^url /.test(err.message),
  );
  const ok = webOf([own, ...competitors.slice(1)]);
  const r = await runGap({ url: own.url, keyword: KEYWORD }, provider, ok.web);
  assert.deepEqual(r.serp.failed.map((f) => [f.position, f.reason]), [[1, "refused"]]);
  assert.ok(r.agent_workflow.limitations.some((l) => l.includes(competitors[0].url)));
  assert.ok(r.agent_workflow.confidence < 0.85);
});

Deno.test("[content gap] the sandbox fetches the page only and answers a synthetic gap", async () => {
  const { web, fetched } = webOf([own]);
  const ctx = opContext(now, web);
  const r = await runGap({ url: own.url, keyword: KEYWORD }, ctx.provider, web);
  assert.deepEqual(fetched, [own.url]);
  assert.equal(r.data_source, "sandbox");
  assert.equal(r.agent_workflow.decision, "synthetic_gap");
});

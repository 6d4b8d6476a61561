import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { backlinksSummary } from "../../operations/backlinks_summary.ts";
import type {
  BacklinksSummaryRequest,
  BacklinkSummary,
  SeoDataProvider,
} from "../../providers/provider.ts";
import { createSandboxProvider } from "../../providers/sandbox.ts";
import { BacklinksSummaryResultSchema, summarizeBacklinks } from "./mod.ts";

const signal = new AbortController().signal;
const req = (body: Record<string, unknown>) =>
  backlinksSummary.input.parse(body) as unknown as BacklinksSummaryRequest;

/** A provider answering one fixed summary. */
function fixed(summary: Partial<BacklinkSummary> | null): SeoDataProvider {
  const base = createSandboxProvider();
  return {
    ...base,
    name: "dataforseo",
    async backlinksSummary(r) {
      const real = (await base.backlinksSummary(r)).summary!;
      return {
        summary: summary === null ? null : { ...real, ...summary },
        total_count: 1,
        cost_usd: 0.02,
        provider: "dataforseo",
      };
    },
  };
}

async function run(body: Record<string, unknown>, provider: SeoDataProvider) {
  const r = await summarizeBacklinks(req(body), { provider, signal });
  assert.ok(BacklinksSummaryResultSchema.safeParse(r).success);
  assertValidNextCalls(r.agent_workflow);
  return r;
}

Deno.test("[backlinks summary] a spammy, concentrated profile is high risk: clean up first", async () => {
  const r = await run(
    { target: "spammy.example" },
    fixed({
      rank: 35,
      backlinks: 90_000,
      referring_domains: 120,
      referring_domains_nofollow: 10,
      backlinks_spam_score: 55,
      target_spam_score: 2,
      referring_subnets: 110,
      broken_backlinks: 0,
    }),
  );
  assert.equal(r.authority_tier, "established");
  assert.equal(r.risk_level, "high");
  assert.deepEqual(r.risk_signals.map((s) => s.signal), [
    "links_spam_score",
    "backlinks_per_domain",
  ]);
  assert.equal(r.metrics?.spam_score, 55, "the links' spam score, not the site's");
  assert.equal(r.recommended_action.type, "clean_up_toxic_links");
});

Deno.test("[backlinks summary] the links' spam score and networks decide, not the site's own score (shop, law firm, SaaS)", async () => {
  // A Dutch bike shop hit by a scraper network: the site looks clean (0), its links do not.
  const shop = await run(
    { target: "fietsshop.example" },
    fixed({
      backlinks: 40_000,
      referring_domains: 1_000,
      referring_subnets: 320,
      referring_ips: 400,
      backlinks_spam_score: 38,
      target_spam_score: 0,
      broken_backlinks: 0,
      referring_links_tld: { xyz: 15_000, top: 10_000, nl: 8_000, com: 7_000 },
    }),
  );
  assert.equal(shop.risk_level, "high");
  assert.equal(shop.recommended_action.type, "clean_up_toxic_links");
  assert.match(shop.recommended_action.reason, /domain level/);
  assert.doesNotMatch(shop.recommended_action.reason, /disavow all/i);
  assert.ok(
    shop.agent_workflow.next_calls.some((c) =>
      c.endpoint === "/backlinks/referring-domains" && c.body.sort_by === "spam_score"
    ),
  );
  // A Spanish law firm whose own site scores high but whose links are clean is not at risk.
  const firm = await run(
    { target: "abogados.example" },
    fixed({
      backlinks: 3_000,
      referring_domains: 400,
      referring_subnets: 360,
      backlinks_spam_score: 4,
      target_spam_score: 60,
      broken_backlinks: 0,
      referring_links_tld: { es: 2_000, com: 1_000 },
    }),
  );
  assert.equal(firm.risk_level, "low");
  // A SaaS site with one weak signal is medium, never high.
  const saas = await run(
    { target: "saas.example" },
    fixed({
      backlinks: 20_000,
      referring_domains: 2_000,
      referring_subnets: 1_700,
      backlinks_spam_score: 18,
      target_spam_score: 1,
      broken_backlinks: 0,
      referring_links_tld: { com: 15_000, io: 5_000 },
    }),
  );
  assert.equal(saas.risk_level, "medium");
  assert.ok(shop.agent_workflow.confidence > saas.agent_workflow.confidence);
});

Deno.test("[backlinks summary] broken links before more outreach; thin profiles build authority", async () => {
  const broken = await run(
    { target: "a.example" },
    fixed({
      rank: 60,
      backlinks: 20_000,
      referring_domains: 900,
      referring_domains_nofollow: 200,
      target_spam_score: 5,
      broken_backlinks: 1_200,
    }),
  );
  assert.equal(broken.recommended_action.type, "reclaim_broken_links");
  assert.equal(broken.risk_level, "medium");
  const thin = await run(
    { target: "b.example", rank_scale: "one_thousand" },
    fixed({
      rank: 120,
      backlinks: 60,
      referring_domains: 12,
      referring_domains_nofollow: 2,
      target_spam_score: 3,
      broken_backlinks: 0,
    }),
  );
  assert.equal(thin.metrics?.rank_100, 12);
  assert.equal(thin.authority_tier, "new");
  assert.equal(thin.recommended_action.type, "build_authority");
  // A thin profile says its ratios are provisional, and is read with less confidence.
  assert.ok(thin.agent_workflow.confidence <= 0.5);
  assert.match(thin.agent_workflow.limitations.join(" "), /thin profile \(12 referring domains/);
  assert.ok(!broken.agent_workflow.limitations.some((l) => /thin profile/.test(l)));
});

Deno.test("[backlinks summary] no data is said plainly; sandbox data is labelled synthetic", async () => {
  const none = await run({ target: "nothing.example" }, fixed(null));
  assert.equal(none.found, false);
  assert.equal(none.recommended_action.type, "no_data");
  const sandbox = await run({ target: "initech.com" }, createSandboxProvider());
  assert.equal(sandbox.data_source, "sandbox");
  assert.ok(sandbox.agent_workflow.limitations[0].startsWith("Sandbox data: synthetic"));
  assert.ok(sandbox.agent_workflow.confidence <= 0.3);
});

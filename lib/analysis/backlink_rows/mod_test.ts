import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { backlinksDomainPages } from "../../operations/backlinks_domain_pages.ts";
import { backlinksReferringDomains } from "../../operations/backlinks_referring_domains.ts";
import type {
  BacklinksDomainPagesRequest,
  BacklinksReferringDomainsRequest,
} from "../../providers/provider.ts";
import { createSandboxProvider } from "../../providers/sandbox.ts";
import {
  analyzeDomainPages,
  analyzeReferringDomains,
  DomainPagesResultSchema,
  ReferringDomainsResultSchema,
} from "./mod.ts";

const ctx = { provider: createSandboxProvider(), signal: new AbortController().signal };

Deno.test("[backlink rows] referring domains and linked pages answer their schemas with priorities that add up", async () => {
  const domains = await analyzeReferringDomains(
    backlinksReferringDomains.input.parse({
      target: "initech.com",
      limit: 40,
    }) as unknown as BacklinksReferringDomainsRequest,
    ctx,
  );
  assert.ok(ReferringDomainsResultSchema.safeParse(domains).success);
  assertValidNextCalls(domains.agent_workflow);
  const c = domains.by_priority;
  assert.equal(c.high + c.medium + c.low, domains.domains.length);
  const pages = await analyzeDomainPages(
    backlinksDomainPages.input.parse({
      target: "initech.com",
      status_code: 404,
    }) as unknown as BacklinksDomainPagesRequest,
    ctx,
  );
  assert.ok(DomainPagesResultSchema.safeParse(pages).success);
  // Pages that no longer answer but still carry links are the first thing to fix.
  assert.ok(
    pages.pages.length > 0 &&
      pages.pages.every((p) =>
        p.signals.includes("page_down") && /301 it/.test(p.action) &&
        p.priority ===
          (p.referring_domains >= 50 ? "high" : p.referring_domains >= 10 ? "medium" : "low")
      ),
  );
  assert.ok(pages.agent_workflow.limitations[0].startsWith("Sandbox data"));
});

Deno.test("[backlink rows] injected spam pages are taken down; dead pages go to the closest live page (university, shop, newspaper)", async () => {
  const { judgePage, closestLivePage } = await import("./pages.ts");
  const { judgeRow } = await import("./judge.ts");
  const row = (page: string, status: number, title: string, spam: number, domains: number) => ({
    page,
    title,
    status_code: status,
    words_count: 300,
    internal_links_count: 0,
    external_links_count: 0,
    first_visited: null,
    rank: 30,
    backlinks: domains * 3,
    backlinks_spam_score: spam,
    first_seen: null,
    lost_date: null,
    broken_backlinks: status >= 400 ? domains : 0,
    broken_pages: 0,
    referring_domains: domains,
    referring_domains_nofollow: 0,
    referring_main_domains: domains,
    referring_ips: domains,
    referring_subnets: domains,
    referring_pages: domains * 2,
    referring_pages_nofollow: 0,
  });
  const rows = [
    row("https://uni.example/files/buy-essay-online.html", 200, "Buy Essay Online Cheap", 79, 900),
    row("https://shop.example/casino-bonus/", 200, "Best Casino Bonus 2026", 74, 300),
    row("https://uni.example/research/centres/marine-renewable-energy-centre", 404, "", 1, 310),
    row("https://uni.example/research/marine-energy", 200, "Marine energy", 1, 22),
    row("https://news.example/2019/old-event", 404, "", 1, 6),
  ];
  const judged = rows.map((r) =>
    judgePage(r, judgeRow(r, "one_hundred", r.page, r.status_code >= 400), rows)
  );
  assert.equal(judged[0].priority, "high");
  assert.match(judged[0].action, /take it down/);
  assert.match(judged[1].action, /Security issues/);
  assert.equal(judged[2].priority, "high");
  assert.match(judged[2].action, /marine-energy/);
  assert.equal(judged[4].priority, "low");
  assert.equal(closestLivePage("https://news.example/2019/old-event", rows), null);
});

Deno.test("[backlink rows] spammy referring domains sharing a footprint are one pattern to watch, named as domain: lines", async () => {
  const base = createSandboxProvider();
  const template = (await base.backlinksReferringDomains(
    backlinksReferringDomains.input.parse({
      target: "initech.com",
    }) as unknown as BacklinksReferringDomainsRequest,
  )).rows[0];
  // A Dutch shop's .xyz burst, a Polish loan site's .top links, a Spanish blog's .icu ones.
  const spam = (domain: string, seen: string) => ({
    ...template,
    domain,
    rank: 3,
    backlinks: 12,
    referring_pages: 12,
    backlinks_spam_score: 72,
    broken_backlinks: 0,
    lost_date: null,
    first_seen: seen,
  });
  const rows = [
    spam("fiets-deals.xyz", "2026-09-02 00:00:00 +00:00"),
    spam("pozyczki-szybkie.top", "2026-09-12 00:00:00 +00:00"),
    spam("enlaces-gratis.icu", "2026-09-20 00:00:00 +00:00"),
    {
      ...template,
      domain: "ad.nl",
      rank: 80,
      backlinks_spam_score: 1,
      broken_backlinks: 0,
      lost_date: null,
    },
  ];
  const provider = {
    ...base,
    backlinksReferringDomains: () =>
      Promise.resolve({ provider: "dataforseo" as const, total_count: 4, rows, cost_usd: 0 }),
  } as typeof base;
  const r = await analyzeReferringDomains(
    backlinksReferringDomains.input.parse({
      target: "velomaat.nl",
    }) as unknown as BacklinksReferringDomainsRequest,
    { provider, signal: new AbortController().signal },
  );
  const members = r.domains.filter((d) => d.signals.includes("spam_pattern"));
  assert.equal(members.length, 3);
  assert.ok(members.every((d) => d.priority === "medium" && /domain level/.test(d.action)));
  const step = r.agent_workflow.recommended_actions.find((a) => a.reason === "spam_pattern");
  assert.match(step!.action, /domain:fiets-deals\.xyz\ndomain:pozyczki-szybkie\.top/);
  assert.doesNotMatch(step!.action, /ad\.nl/);
  assert.ok(!r.domains.find((d) => d.domain === "ad.nl")!.signals.includes("spam_pattern"));
});

import assert from "node:assert/strict";
import fc from "fast-check";
import {
  assertValidNextCalls,
  checkAnalysisProperties,
  opContext,
  propertySeed,
} from "../../../tests/agent_checks.ts";
import { backlinksOpportunityFinder } from "../../operations/backlinks_opportunity_finder.ts";
import {
  findOpportunities,
  type OpportunityFinderInput,
  type OpportunityFinderResult,
  OpportunityFinderResultSchema,
} from "./mod.ts";

const NOW = new Date("2025-06-02T09:00:00Z");

/** Parses a request through the operation's own schema (defaults applied), as the route does. */
function parsed(body: Record<string, unknown>): OpportunityFinderInput {
  return backlinksOpportunityFinder.input.parse(body) as unknown as OpportunityFinderInput;
}

function find(body: Record<string, unknown>): OpportunityFinderResult {
  const r = findOpportunities(parsed(body), { now: NOW });
  const checked = OpportunityFinderResultSchema.safeParse(r);
  assert.ok(checked.success, JSON.stringify(checked.error?.issues.slice(0, 3)));
  return r;
}

const CRM_GUIDE = {
  url: "https://example.com/guides/crm-buying-guide",
  title: "CRM Buying Guide 2025",
  page_type: "guide",
  topics: ["crm", "sales automation"],
  linkable_reason: "Original comparison data on 40 CRM tools",
};

const EMAIL_STUDY = {
  url: "https://example.com/research/email-deliverability-study",
  title: "Email deliverability study",
  page_type: "study",
  topics: ["email deliverability", "inbox placement"],
  linkable_reason: "Survey of 2,000 senders",
};

Deno.test("[opportunity_finder] the example gives the hand-computed scores and reclaims first", () => {
  const r = find(backlinksOpportunityFinder.example);
  // salesnews.io (lost_link, DR 47, nothing else known), mixed weights 0.30/0.25/0.25/0.10/0.10:
  //   authority 30 x 0.47 = 14.1; relevance floor 0.6 -> 15; feasibility 25 x 1 = 25;
  //   dofollow unknown 10 x 0.6 = 6; competitors 0 -> 60.1 (high)
  // marketingweekly.com (blog, 1 competitor, DR 54, dofollow, spam 4):
  //   match = 0.75 x 1 (both topics covered) + 0.25 x 3/7 (Jaccard) = 0.857
  //   16.2 + 21.4 + 6.3 (25 x 0.25) + 10 + 3.3 (10 x 1/3) - 0.4 (spam 4) = 56.8
  // smallbizresources.org (broken_link, DR 41): 12.3 + 15 + 21.3 (25 x 0.85) + 6 = 54.6
  // Links already earned come first (reclaim, then repair), whatever the new links score.
  assert.deepEqual(
    r.actions.map((a) => [a.rank, a.type, a.source_domain, a.score, a.priority]),
    [
      [1, "reclaim", "salesnews.io", 60.1, "high"],
      [2, "repair", "smallbizresources.org", 54.6, "medium"],
      [3, "outreach", "marketingweekly.com", 56.8, "medium"],
    ],
  );
  assert.deepEqual(r.actions[2].score_parts, {
    authority: 16.2,
    relevance: 21.4,
    feasibility: 6.3,
    dofollow: 10,
    competitors: 3.3,
    goal_adjustment: 0,
    spam_penalty: 0.4,
    platform_penalty: 0,
  });
  assert.equal(r.actions[2].matched_asset?.url, CRM_GUIDE.url);
  assert.equal(r.actions[2].matched_asset?.match_score, 0.857);
  assert.deepEqual(r.actions[2].matched_asset?.shared_terms, ["crm", "sales", "automation"]);
  assert.match(r.actions[2].outreach_angle, /already links to competitor-one\.com/);
  assert.equal(r.actions[1].matched_asset, null);
  assert.deepEqual(r.authority_scale, { domain_rank: "0-100", page_rank: null, rank: null });
  assert.deepEqual(r.by_type, {
    reclaim: 1,
    repair: 1,
    link_gap: 0,
    resource_page: 0,
    digital_pr: 0,
    outreach: 1,
  });
  assert.deepEqual(r.asset_gaps.map((g) => [g.topic, g.prospects, g.best_authority]), [
    ["small business software", 1, 41],
  ]);
  assert.deepEqual(r.excluded, []);
  const wf = r.agent_workflow;
  assert.equal(wf.decision, "reclaim_first");
  assert.deepEqual(wf.next_calls.map((c) => c.endpoint), [
    "/backlinks/list",
    "/backlinks/list",
    "/backlinks/page-intersection",
    "/content/brief",
  ]);
  assert.deepEqual(wf.next_calls[2].body, {
    targets: ["competitor-one.com"],
    limit: 100,
    max_spam_score: 35,
    exclude_targets: ["example.com"],
  });
  assert.deepEqual(wf.next_calls[3].body, {
    keyword: "small business software",
    target: "example.com",
  });
  assertValidNextCalls(wf);
  assert.equal(wf.evidence.find((e) => e.source === "actions[0].score")?.value, 60.1);
  assert.match(r.markdown_summary, /\| 1 \| reclaim \| salesnews\.io \| - \| high \| 60\.1 \|/);
});

Deno.test("[opportunity_finder] each kind of prospect gets the type a link builder would give it", () => {
  const r = find({
    target: "example.com",
    min_priority: "low",
    owned_assets: [CRM_GUIDE, EMAIL_STUDY],
    prospects: [
      {
        source_domain: "gap.com",
        source_url: "https://gap.com/crm-compared",
        linked_competitors: [
          "rival-one.com",
          "https://www.rival-two.com/pricing",
          "rival-one.com/x",
        ],
        topics: ["crm"],
        domain_rank: 50,
      },
      {
        source_domain: "library.org",
        source_url: "https://library.org/sales",
        title: "Useful resources for sales teams",
        topics: ["sales automation"],
        domain_rank: 50,
      },
      {
        source_domain: "links.net",
        source_url: "https://links.net/resources/crm",
        topics: ["crm"],
        domain_rank: 50,
      },
      { source_domain: "daily.news", source_type: "News", topics: ["crm"], domain_rank: 50 },
      {
        source_domain: "bigmedia.com",
        source_type: "site",
        topics: ["email deliverability"],
        domain_rank: 80,
      },
      {
        source_domain: "smallblog.com",
        source_type: "blog",
        topics: ["email deliverability"],
        domain_rank: 50,
      },
    ],
  });
  const typeOf = (domain: string) => r.actions.find((a) => a.source_domain === domain)?.type;
  assert.equal(typeOf("gap.com"), "link_gap");
  assert.deepEqual(
    r.actions.find((a) => a.source_domain === "gap.com")?.linked_competitors,
    ["rival-one.com", "rival-two.com"],
  );
  assert.equal(typeOf("library.org"), "resource_page");
  assert.equal(typeOf("links.net"), "resource_page");
  assert.equal(typeOf("daily.news"), "digital_pr");
  // DR 80 with a study matching its topic: a digital-PR target even without a media type.
  assert.equal(typeOf("bigmedia.com"), "digital_pr");
  assert.equal(typeOf("smallblog.com"), "outreach");
  assert.match(
    r.actions.find((a) => a.source_domain === "smallblog.com")!.outreach_angle,
    /guest contribution on email deliverability that cites https:\/\/example\.com\/research/,
  );
  assert.equal(
    r.actions.find((a) => a.source_domain === "bigmedia.com")?.matched_asset?.url,
    EMAIL_STUDY.url,
  );
  // gap.com: 15 + 25 x 1 (crm fully covered, Jaccard 1/7 -> 0.786) ... checked via its parts.
  const gap = r.actions.find((a) => a.source_domain === "gap.com")!;
  assert.equal(gap.score_parts.feasibility, 17.5);
  assert.equal(gap.score_parts.competitors, 6.7);
  assert.equal(r.agent_workflow.decision, "start_outreach");
  assertValidNextCalls(r.agent_workflow);
});

Deno.test("[opportunity_finder] without owned assets relevance is unknown and the decision is to build an asset", () => {
  const r = find({
    target: "example.com",
    prospects: [
      {
        source_domain: "a.com",
        linked_competitors: ["r1.com", "r2.com", "r3.com"],
        topics: ["crm software"],
        domain_rank: 60,
        dofollow: true,
      },
      { source_domain: "b.com", topics: ["CRM tools", "pipeline management"], domain_rank: 30 },
    ],
  });
  // a.com, link_gap: 18 + 7.5 (relevance 0.3 unknown) + 17.5 + 10 + 10 = 63
  assert.deepEqual(r.actions.map((a) => [a.source_domain, a.type, a.score]), [
    ["a.com", "link_gap", 63],
  ]);
  assert.equal(r.actions[0].matched_asset, null);
  // b.com, outreach: 9 + 7.5 + 6.3 + 6 + 0 = 28.8, below medium.
  assert.deepEqual(r.excluded.map((e) => [e.index, e.code, e.score, e.priority]), [
    [1, "below_min_priority", 28.8, "low"],
  ]);
  // "crm software" and "CRM tools" share the core term crm: one gap, two prospects.
  assert.deepEqual(r.asset_gaps.map((g) => [g.topic, g.prospects]), [
    ["crm software", 2],
    ["pipeline management", 1],
  ]);
  assert.equal(r.agent_workflow.decision, "build_linkable_asset");
  assert.ok(r.agent_workflow.limitations.some((l) => /No owned_assets were supplied/.test(l)));
  const briefs = r.agent_workflow.next_calls.filter((c) => c.endpoint === "/content/brief");
  assert.deepEqual(briefs.map((c) => c.body.keyword), ["crm software", "pipeline management"]);
  assertValidNextCalls(r.agent_workflow);
});

Deno.test("[opportunity_finder] a single bare prospect is scored with stated assumptions", () => {
  const r = find({
    target: "example.com",
    prospects: [{ source_domain: "lonely.org" }],
    min_priority: "low",
  });
  // authority 0.3, relevance 0.3, outreach 0.25, dofollow 0.6: 9 + 7.5 + 6.3 + 6 = 28.8
  assert.equal(r.actions.length, 1);
  assert.deepEqual(
    [r.actions[0].type, r.actions[0].score, r.actions[0].priority, r.actions[0].authority],
    ["outreach", 28.8, "low", null],
  );
  assert.deepEqual(r.authority_scale, { domain_rank: null, page_rank: null, rank: null });
  assert.ok(r.agent_workflow.limitations.some((l) => /1 prospect has no rank/.test(l)));
  assert.ok(r.agent_workflow.limitations.some((l) => /no spam_score/.test(l)));
  assert.ok(r.agent_workflow.confidence <= 0.5);
  assertValidNextCalls(r.agent_workflow);
});

Deno.test("[opportunity_finder] duplicate rows are merged, reported, and keep what each row knew", () => {
  const r = find({
    target: "example.com",
    min_priority: "low",
    owned_assets: [CRM_GUIDE],
    prospects: [
      {
        source_domain: "dup.com",
        source_url: "https://dup.com/crm/",
        topics: ["crm"],
        domain_rank: 40,
      },
      {
        source_domain: "www.dup.com",
        source_url: "http://www.DUP.com/crm#top",
        lost_link: true,
        domain_rank: 55,
        spam_score: 12,
      },
      { source_domain: "dup.com", dofollow: true },
      { source_domain: "dup.com", source_url: "https://dup.com/other-page", topics: ["crm"] },
      { source_domain: "solo.com" },
      { source_domain: "solo.com", topics: ["sales automation"] },
    ],
  });
  assert.equal(r.counts.prospects_supplied, 6);
  assert.equal(r.counts.unique_prospects, 3);
  assert.deepEqual(
    r.excluded.filter((e) => e.code === "duplicate").map((e) => [e.index, e.duplicate_of]),
    [[1, 0], [2, 0], [5, 4]],
  );
  const kept = r.actions.find((a) => a.prospect_index === 0)!;
  // The second row's lost_link makes it a reclaim; the highest DR and spam score are kept.
  assert.deepEqual(
    [kept.type, kept.authority, kept.spam_score, kept.dofollow, kept.merged_rows],
    ["reclaim", 55, 12, true, [1, 2]],
  );
  // Two different pages on dup.com stay two actions: one contact for both.
  assert.equal(kept.same_domain_actions, 1);
  assert.equal(r.actions.find((a) => a.prospect_index === 3)?.same_domain_actions, 1);
  assert.equal(r.actions.find((a) => a.prospect_index === 4)?.matched_asset?.url, CRM_GUIDE.url);
});

Deno.test("[opportunity_finder] unicode domains, topics and competitors are matched and stay valid in next calls", () => {
  const r = find({
    target: "bücher.de",
    min_priority: "low",
    owned_assets: [{
      url: "https://bücher.de/ratgeber/krimis",
      title: "Die besten Krimis – Ratgeber",
      topics: ["Krimis", "Bücher"],
    }],
    prospects: [
      {
        source_domain: "lesen.de",
        source_url: "https://lesen.de/krimi-tipps",
        topics: ["krimis", "bucher"],
        linked_competitors: ["thalia.de", "https://www.bücherwurm.de/x"],
        domain_rank: 45,
      },
      { source_domain: "xn--bcher-kva.de", topics: ["Bücher"] },
      { source_domain: "日本語.jp", topics: ["日本語 本"], domain_rank: 20 },
      { source_domain: "lesen.de", topics: ["Krimis"] },
    ],
  });
  const lesen = r.actions.find((a) => a.source_domain === "lesen.de")!;
  assert.equal(lesen.type, "link_gap");
  // "bucher" and "Bücher" fold to one term: both topics covered.
  assert.ok(lesen.matched_asset && lesen.matched_asset.match_score >= 0.75);
  assert.deepEqual(lesen.linked_competitors, ["thalia.de", "bücherwurm.de"]);
  assert.deepEqual(
    r.excluded.map((e) => [e.index, e.code]),
    [[1, "own_site"], [3, "duplicate"]],
  );
  assert.equal(r.excluded[0].source_domain, "bücher.de");
  assert.ok(r.asset_gaps.some((g) => g.topic === "日本語 本"));
  const intersection = r.agent_workflow.next_calls.find((c) =>
    c.endpoint === "/backlinks/page-intersection"
  );
  assert.deepEqual(intersection?.body.targets, ["thalia.de", "xn--bcherwurm-q9a.de"]);
  assert.deepEqual(intersection?.body.exclude_targets, ["xn--bcher-kva.de"]);
  assertValidNextCalls(r.agent_workflow);
});

Deno.test("[opportunity_finder] when every prospect is spam nothing is pitched and the reason is clear", () => {
  const r = find({
    target: "example.com",
    max_spam_score: 20,
    owned_assets: [CRM_GUIDE],
    prospects: [
      { source_domain: "spam1.biz", spam_score: 21, linked_competitors: ["r1.com", "r2.com"] },
      { source_domain: "spam2.biz", spam_score: 100, lost_link: true },
      { source_domain: "spam3.biz", spam_score: 20.5, topics: ["casino"] },
    ],
  });
  assert.deepEqual(r.actions, []);
  assert.deepEqual(r.excluded.map((e) => [e.index, e.code, e.spam_score]), [
    [0, "spam", 21],
    [1, "spam", 100],
    [2, "spam", 20.5],
  ]);
  assert.deepEqual(r.asset_gaps, []);
  assert.equal(r.agent_workflow.decision, "find_more_prospects");
  assert.match(r.agent_workflow.summary, /Every prospect was excluded for spam/);
  assert.deepEqual(r.agent_workflow.next_calls, []);
  assert.ok(
    r.agent_workflow.recommended_actions.some((a) => a.action.startsWith("Tighten prospect")),
  );
  assert.match(r.markdown_summary, /Excluded for spam \| 3 \(spam_score > 20\)/);
});

Deno.test("[opportunity_finder] ranks on a 0-1000 scale are detected and normalised", () => {
  const r = find({
    target: "example.com",
    min_priority: "low",
    prospects: [
      { source_domain: "strong.com", domain_rank: 850, page_rank: 40 },
      { source_domain: "weak.com", domain_rank: 90, page_rank: 40 },
    ],
  });
  assert.deepEqual(r.authority_scale, { domain_rank: "0-1000", page_rank: "0-100", rank: null });
  // strong: (0.5 x 0.85 + 0.3 x 0.40) / 0.8 = 0.68125; weak: (0.5 x 0.09 + 0.3 x 0.4) / 0.8 = 0.20625
  assert.deepEqual(r.actions.map((a) => [a.source_domain, a.authority]), [
    ["strong.com", 68.1],
    ["weak.com", 20.6],
  ]);
  assert.ok(
    r.agent_workflow.limitations.some((l) => /domain_rank 0-1000, page_rank 0-100/.test(l)),
  );
  assert.equal(
    r.agent_workflow.evidence.find((e) => e.source === "prospects[].domain_rank")?.value,
    "0-1000",
  );
});

Deno.test("[opportunity_finder] the campaign goal re-weights, filters and is explained", () => {
  const prospects = [
    { source_domain: "lost.com", lost_link: true, domain_rank: 30 },
    { source_domain: "broken.com", broken_link: true, domain_rank: 30 },
    { source_domain: "paper.com", source_type: "newspaper", topics: ["crm"], domain_rank: 90 },
    { source_domain: "gap.com", linked_competitors: ["r1.com", "r2.com"], domain_rank: 30 },
  ];
  const reclaim = find({
    target: "example.com",
    campaign_goal: "reclaim_lost_links",
    min_priority: "low",
    owned_assets: [CRM_GUIDE],
    prospects,
  });
  assert.deepEqual(reclaim.actions.map((a) => a.type), ["reclaim", "repair"]);
  assert.deepEqual(reclaim.excluded.map((e) => [e.index, e.code, e.type]), [
    [2, "off_goal", "digital_pr"],
    [3, "off_goal", "link_gap"],
  ]);
  assert.equal(reclaim.actions[0].score_parts.goal_adjustment, 15);
  assert.match(reclaim.method.campaign_goal, /only reclaim and repair actions are kept/);

  const pr = find({
    target: "example.com",
    campaign_goal: "digital_pr",
    min_priority: "low",
    owned_assets: [CRM_GUIDE],
    prospects,
  });
  // paper.com: 40 x 0.9 = 36; relevance 30 x (0.75 + 0.25 x 1/7) = 23.6; 10 x 0.4 = 4; 6; 0; +15
  const paper = pr.actions.find((a) => a.source_domain === "paper.com")!;
  // The lost link is reclaimed first even in a digital-PR campaign; paper.com leads the new links.
  const newLinks = pr.actions.filter((a) => a.type !== "reclaim" && a.type !== "repair");
  assert.deepEqual([newLinks[0].source_domain, paper.score], ["paper.com", 84.6]);
  assert.deepEqual(pr.method.weights, {
    authority: 0.4,
    relevance: 0.3,
    feasibility: 0.1,
    dofollow: 0.1,
    competitors: 0.1,
  });
  // Off-focus types lose 10 points, except reclaim and repair: links you earned are worth
  // getting back whatever the campaign.
  assert.equal(pr.actions.find((a) => a.type === "reclaim")?.score_parts.goal_adjustment, 0);
  assert.equal(pr.actions.find((a) => a.type === "repair")?.score_parts.goal_adjustment, 0);
  assert.equal(pr.actions.find((a) => a.type === "link_gap")?.score_parts.goal_adjustment, -10);
  for (const r of [reclaim, pr]) assertValidNextCalls(r.agent_workflow);
});

Deno.test("[opportunity_finder] min_priority drops lower actions but counts them", () => {
  const body = {
    target: "example.com",
    owned_assets: [CRM_GUIDE],
    prospects: [
      { source_domain: "lost.com", lost_link: true, domain_rank: 80, dofollow: true },
      { source_domain: "gap.com", linked_competitors: ["r1.com", "r2.com"], domain_rank: 40 },
      { source_domain: "cold.com" },
    ],
  };
  const all = find({ ...body, min_priority: "low" });
  const high = find({ ...body, min_priority: "high" });
  assert.deepEqual(all.actions.map((a) => a.priority), ["high", "medium", "low"]);
  assert.deepEqual(high.actions.map((a) => a.source_domain), ["lost.com"]);
  assert.equal(high.counts.below_min_priority, 2);
  assert.deepEqual(high.excluded.map((e) => [e.source_domain, e.code, e.priority]), [
    ["gap.com", "below_min_priority", "medium"],
    ["cold.com", "below_min_priority", "low"],
  ]);
  assert.ok(high.agent_workflow.recommended_actions.some((a) => /2 lower-priority/.test(a.action)));
});

Deno.test("[opportunity_finder] own-site and already-linking prospects are excluded, a brand target is tolerated", () => {
  const r = find({
    target: "https://www.example.com/",
    prospects: [
      { source_domain: "blog.example.com" },
      { source_domain: "fan.com", linked_competitors: ["example.com", "r1.com", "r2.com"] },
      { source_domain: "lapsed.com", linked_competitors: ["www.example.com"], lost_link: true },
    ],
  });
  assert.deepEqual(r.excluded.map((e) => [e.source_domain, e.code]), [
    ["blog.example.com", "own_site"],
    ["fan.com", "already_links"],
  ]);
  assert.deepEqual(r.actions.map((a) => [a.source_domain, a.type]), [["lapsed.com", "reclaim"]]);

  const brand = find({
    target: "Acme Inc",
    prospects: [{
      source_domain: "a.com",
      linked_competitors: ["r1.com", "r2.com"],
      topics: ["crm"],
    }],
  });
  const call = brand.agent_workflow.next_calls.find((c) =>
    c.endpoint === "/backlinks/page-intersection"
  );
  assert.deepEqual(call?.body, { targets: ["r1.com", "r2.com"], limit: 100, max_spam_score: 35 });
  assert.deepEqual(
    brand.agent_workflow.next_calls.find((c) => c.endpoint === "/content/brief")?.body,
    {
      keyword: "crm",
    },
  );
  assert.ok(brand.agent_workflow.limitations.some((l) => /"Acme Inc" is not a domain/.test(l)));
  assertValidNextCalls(brand.agent_workflow);
});

Deno.test("[opportunity_finder] next_calls bodies parse with their endpoints' schemas, at most 5 competitors", () => {
  const competitors = Array.from({ length: 9 }, (_, i) => `rival${i}.com`);
  const r = find({
    target: "example.com",
    min_priority: "low",
    owned_assets: [CRM_GUIDE],
    prospects: Array.from({ length: 30 }, (_, i) => ({
      source_domain: `site${i}.org`,
      linked_competitors: competitors.slice(i % 9, (i % 9) + 3),
      topics: [i % 2 === 0 ? "crm" : "x".repeat(200)],
      lost_link: i === 0,
      broken_link: i === 1,
      domain_rank: i * 3,
    })),
  });
  const call = r.agent_workflow.next_calls.find((c) =>
    c.endpoint === "/backlinks/page-intersection"
  );
  assert.equal((call?.body.targets as string[]).length, 5);
  assert.ok(r.agent_workflow.next_calls.some((c) => c.endpoint === "/content/brief"));
  assertValidNextCalls(r.agent_workflow);
});

Deno.test("[opportunity_finder] the same input gives byte-identical output", () => {
  const body = parsed({
    ...backlinksOpportunityFinder.example,
    prospects: [
      ...(backlinksOpportunityFinder.example.prospects as Record<string, unknown>[]),
      { source_domain: "tie-b.com", domain_rank: 50 },
      { source_domain: "tie-a.com", domain_rank: 50 },
    ],
    min_priority: "low",
  });
  const one = JSON.stringify(findOpportunities(body, { now: NOW }));
  const two = JSON.stringify(findOpportunities(structuredClone(body), { now: new Date(0) }));
  assert.equal(one, two);
  // Equal scores fall back to the source domain: tie-a.com before tie-b.com.
  const r = JSON.parse(one) as OpportunityFinderResult;
  const ties = r.actions.filter((a) => a.source_domain.startsWith("tie-"));
  assert.deepEqual(ties.map((a) => a.source_domain), ["tie-a.com", "tie-b.com"]);
});

Deno.test("[opportunity_finder] the operation runs its example through its own schema", async () => {
  const input = backlinksOpportunityFinder.input.parse(backlinksOpportunityFinder.example);
  const result = await backlinksOpportunityFinder.run!(input, opContext(NOW));
  assert.equal(backlinksOpportunityFinder.provider, false);
  assert.equal(backlinksOpportunityFinder.cost, 2);
  assert.ok(OpportunityFinderResultSchema.safeParse(result).success);
  const tooMany = backlinksOpportunityFinder.input.safeParse({
    target: "example.com",
    prospects: Array.from({ length: 1001 }, () => ({ source_domain: "a.com" })),
  });
  assert.equal(tooMany.success, false);
});

const DOMAINS = [
  "a.com",
  "www.a.com",
  "b.org",
  "bücher.de",
  "xn--bcher-kva.de",
  "例え.jp",
  "example.com",
  "news.example.com",
  "c.co.uk",
];
const TOPICS = [
  "crm",
  "CRM software",
  "sales automation",
  "Bücher",
  "bucher",
  "日本語",
  "email deliverability",
  "2025",
  "best tools",
  "small business",
];

const rareTrue = fc.oneof(
  { weight: 12, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
);

const prospectArb = fc.record({
  source_domain: fc.constantFrom(...DOMAINS),
  source_url: fc.tuple(
    fc.constantFrom("https://", "http://", "https://www."),
    fc.constantFrom("a.com", "b.org", "bücher.de", "c.co.uk"),
    fc.constantFrom("", "/", "/resources", "/crm-tools/", "/p?q=1", "/ü#x"),
  ).map(([s, h, p]) => `${s}${h}${p}`),
  title: fc.oneof(
    fc.constantFrom("Useful resources", "Best CRM tools 2025", "Bücher & mehr", "News"),
    fc.string({ minLength: 1, maxLength: 40, unit: "grapheme" }),
  ),
  source_type: fc.constantFrom("blog", "news", "resource_page", "directory", "Media", "forum"),
  linked_competitors: fc.uniqueArray(
    fc.constantFrom(
      "comp1.com",
      "https://www.comp2.com/x",
      "comp3.io",
      "example.com",
      "bücherwurm.de",
    ),
    { maxLength: 4 },
  ),
  topics: fc.array(fc.constantFrom(...TOPICS), { maxLength: 4 }),
  rank: fc.integer({ min: 0, max: 1000 }),
  domain_rank: fc.oneof(
    fc.integer({ min: 0, max: 100 }),
    fc.double({ min: 0, max: 1000, noNaN: true }),
  ),
  page_rank: fc.integer({ min: 0, max: 100 }),
  spam_score: fc.oneof(
    fc.integer({ min: 0, max: 100 }),
    fc.double({ min: 0, max: 100, noNaN: true }),
  ),
  dofollow: fc.boolean(),
  // Rare, as in real lists, so the other decisions are exercised too.
  broken_link: rareTrue,
  lost_link: rareTrue,
}, { requiredKeys: ["source_domain"] });

const assetArb = fc.record({
  url: fc.constantFrom(
    "https://example.com/guides/crm",
    "https://example.com/",
    "https://bücher.de/krimis",
    "https://example.com/study?x=1",
  ),
  title: fc.constantFrom("CRM Buying Guide", "Bücher Ratgeber", "Email study 2025"),
  page_type: fc.constantFrom("guide", "study", "tool", "product"),
  topics: fc.array(fc.constantFrom(...TOPICS), { maxLength: 3 }),
  linkable_reason: fc.constantFrom("Original data", "Free calculator", "Übersicht"),
}, { requiredKeys: ["url"] });

/** A random `/backlinks/opportunity-finder` request. */
const finderRequest = fc.record({
  target: fc.constantFrom("example.com", "https://www.example.com/", "Acme Inc", "bücher.de"),
  prospects: fc.array(prospectArb, { minLength: 1, maxLength: 40 }),
  owned_assets: fc.array(assetArb, { maxLength: 5 }),
  campaign_goal: fc.constantFrom(
    "mixed",
    "link_gap",
    "broken_link_building",
    "digital_pr",
    "resource_page",
    "reclaim_lost_links",
    "protect_authority",
  ),
  max_spam_score: fc.integer({ min: 0, max: 100 }),
  min_priority: fc.constantFrom("low", "medium", "high"),
}, { requiredKeys: ["target", "prospects"] }) as fc.Arbitrary<Record<string, unknown>>;

Deno.test("[opportunity_finder] random prospect lists never throw and always match the result schema", async () => {
  await checkAnalysisProperties(
    backlinksOpportunityFinder,
    finderRequest,
    {
      numRuns: 300,
      now: NOW,
    },
  );
});

Deno.test("[opportunity_finder] every prospect row is either an action or excluded, exactly once", () => {
  fc.assert(
    fc.property(finderRequest, (body) => {
      const input = backlinksOpportunityFinder.input.safeParse(body);
      fc.pre(input.success);
      const data = input.data as unknown as OpportunityFinderInput;
      const r = findOpportunities(data, { now: NOW });
      const rows = [...r.actions.map((a) => a.prospect_index), ...r.excluded.map((e) => e.index)];
      assert.deepEqual([...rows].sort((a, b) => a - b), data.prospects.map((_, i) => i));
      const level = { low: 0, medium: 1, high: 2 };
      const earned = (t: string) => t === "reclaim" ? 2 : t === "repair" ? 1 : 0;
      for (const [i, a] of r.actions.entries()) {
        assert.equal(a.rank, i + 1);
        assert.ok(level[a.priority] >= level[data.min_priority ?? "medium"]);
        if (i === 0) continue;
        // Earned links first, then priority, then score.
        const prev = r.actions[i - 1];
        const order = Math.sign(earned(prev.type) - earned(a.type)) ||
          Math.sign(level[prev.priority] - level[a.priority]) ||
          Math.sign(prev.score - a.score + 1e-9);
        assert.ok(order >= 0, `${prev.source_domain} before ${a.source_domain}`);
      }
      for (const e of r.excluded.filter((x) => x.code === "spam")) {
        assert.ok(e.spam_score! > (data.max_spam_score ?? 35));
      }
    }),
    { numRuns: 300, seed: propertySeed() },
  );
});

Deno.test("[opportunity_finder] 1000 prospects and 100 assets complete and are timed", () => {
  const topics = [
    "crm",
    "sales",
    "email",
    "seo",
    "bücher",
    "pricing",
    "hr",
    "payroll",
    "analytics",
  ];
  const prospects = Array.from({ length: 1000 }, (_, i) => ({
    source_domain: `site${i % 900}.com`,
    source_url: i % 3 === 0 ? undefined : `https://site${i % 900}.com/p${i % 7}`,
    title: `${topics[i % 9]} ${i % 5 === 0 ? "resources" : "guide"} ${i}`,
    source_type: ["blog", "news", "resource_page", "forum"][i % 4],
    linked_competitors: Array.from({ length: i % 6 }, (_, k) => `rival${(i + k) % 40}.com`),
    topics: [topics[i % 9], `${topics[(i + 3) % 9]} software`, `niche ${i % 50}`],
    domain_rank: (i * 37) % 1001,
    page_rank: (i * 11) % 101,
    spam_score: (i * 13) % 101,
    dofollow: i % 4 !== 0,
    broken_link: i % 17 === 0,
    lost_link: i % 23 === 0,
  }));
  const owned_assets = Array.from({ length: 100 }, (_, i) => ({
    url: `https://example.com/a${i}`,
    title: `${topics[i % 9]} study ${i}`,
    page_type: ["guide", "study", "tool"][i % 3],
    topics: [topics[i % 9], `niche ${i}`],
    linkable_reason: i % 2 === 0 ? "Original data" : undefined,
  }));
  const input = parsed({ target: "example.com", prospects, owned_assets, min_priority: "low" });
  const started = performance.now();
  const r = findOpportunities(input, { now: NOW });
  const ms = performance.now() - started;
  // Reported, not asserted: timings depend on the machine.
  const kb = (x: unknown) => (JSON.stringify(x).length / 1024).toFixed(0);
  const parts = Object.entries(r).map(([k, v]) => `${k} ${kb(v)}`).join(", ");
  console.log(`opportunity_finder 1000 prospects x 100 assets: ${ms.toFixed(1)} ms, ${kb(r)} KB`);
  console.log(`  by field (KB): ${parts}`);
  assert.ok(OpportunityFinderResultSchema.safeParse(r).success);
  assert.equal(r.actions.length + r.excluded.length, 1000);
  assertValidNextCalls(r.agent_workflow);
});

Deno.test("[opportunity_finder] confidence follows the evidence: reclaims are facts, unmatched pitches are guesses", () => {
  const prospect = (domain: string, extra: Record<string, unknown>) => ({
    source_domain: domain,
    domain_rank: 50,
    dofollow: true,
    spam_score: 2,
    topics: ["email marketing"],
    ...extra,
  });
  const reclaims = find({
    target: "example.com",
    owned_assets: [EMAIL_STUDY],
    prospects: ["a.com", "b.com", "c.com"].map((d) => prospect(d, { lost_link: true })),
  });
  const pitches = find({
    target: "example.com",
    owned_assets: [EMAIL_STUDY],
    min_priority: "low",
    prospects: ["a.com", "b.com", "c.com"].map((d) =>
      prospect(d, { topics: ["gardening tips"], title: "Garden blog" })
    ),
  });
  assert.ok(
    reclaims.agent_workflow.confidence > pitches.agent_workflow.confidence,
    `${reclaims.agent_workflow.confidence} vs ${pitches.agent_workflow.confidence}`,
  );
  assert.doesNotMatch(reclaims.agent_workflow.summary, /weak topic match/);
  assert.match(pitches.agent_workflow.summary, /weak topic match/);
});

import assert from "node:assert/strict";
import fc from "fast-check";
import {
  assertValidNextCalls,
  checkAnalysisProperties,
  opContext,
  propertySeed,
} from "../../../tests/agent_checks.ts";
import type { z } from "zod";
import { serpVolatility, SerpVolatilityRequestSchema } from "../../operations/serp_volatility.ts";
import {
  analyzeSerpVolatility,
  normaliseUrl,
  parseCheckedAt,
  rankBiasedOverlap,
  type SerpSnapshotInput,
  type SerpVolatilityInput,
  SerpVolatilityResultSchema,
} from "./mod.ts";

const NOW = new Date("2025-05-20T12:00:00Z");

/** A snapshot whose results are `paths` on site.com, ranked in order from position 1. */
function snap(checked_at: string, paths: string[], host = "site.com"): SerpSnapshotInput {
  return {
    checked_at,
    results: paths.map((p, i) => ({ position: i + 1, url: `https://${host}/${p}` })),
  };
}

const TEN = ["u1", "u2", "u3", "u4", "u5", "u6", "u7", "u8", "u9", "u10"];

/** Runs the analysis on a request body, parsed (defaults applied) by the operation's schema. */
function run(body: z.input<typeof SerpVolatilityRequestSchema>) {
  return analyzeSerpVolatility(SerpVolatilityRequestSchema.parse(body), { now: NOW });
}

/** Parses a request through the operation's own schema, as the route does. */
function parsed(body: Record<string, unknown>): SerpVolatilityInput {
  return serpVolatility.input.parse(body) as SerpVolatilityInput;
}

Deno.test("[serp_volatility] rank-biased overlap matches hand-computed values", () => {
  // X_d = 0, 2, 3: (0.1/0.9)(0.81 + 0.729) + 0.729 = 0.9
  assert.ok(Math.abs(rankBiasedOverlap(["a", "b", "c"], ["b", "a", "c"]) - 0.9) < 1e-12);
  // X_d = 1, 2, 3, 3: (0.1/0.9)(0.9 + 0.81 + 0.729 + 0.75*0.6561) + 0.75*0.6561
  assert.ok(
    Math.abs(rankBiasedOverlap(["a", "b", "c", "d"], ["a", "b", "c", "x"]) - 0.817750) < 1e-6,
  );
  // A reversed top 10 shares nothing above rank 6.
  assert.ok(Math.abs(rankBiasedOverlap(TEN, [...TEN].reverse()) - 0.5116076) < 1e-6);
  assert.equal(rankBiasedOverlap(TEN, TEN), 1);
  assert.equal(rankBiasedOverlap(["a", "b"], ["c", "d"]), 0);
});

Deno.test("[serp_volatility] two identical snapshots score 0 and read as stable", () => {
  const r = run({
    keyword: "crm",
    snapshots: [snap("2025-05-01", TEN), snap("2025-05-08", TEN)],
  });
  assert.equal(r.volatility_score, 0);
  assert.equal(r.interpretation.level, "stable");
  assert.deepEqual(
    [r.pairs[0].rbo, r.pairs[0].jaccard_top10, r.pairs[0].mean_abs_position_delta],
    [1, 1, 0],
  );
  assert.deepEqual(r.top_movers, []);
  assert.equal(r.agent_workflow.decision, "monitor");
});

Deno.test("[serp_volatility] completely disjoint snapshots score 100 and read as highly volatile", () => {
  const r = run({
    keyword: "crm",
    snapshots: [snap("2025-05-01", TEN), snap("2025-05-08", TEN.map((p) => `new-${p}`))],
  });
  assert.equal(r.volatility_score, 100);
  assert.equal(r.interpretation.level, "highly_volatile");
  assert.match(r.interpretation.sentence, /possible algorithm update or search-intent shift/);
  assert.equal(r.pairs[0].entered_count, 10);
  assert.equal(r.pairs[0].exited_count, 10);
  assert.equal(r.pairs[0].mean_abs_position_delta, null);
  assert.equal(r.agent_workflow.decision, "investigate_serp_shift");
});

Deno.test("[serp_volatility] a top-two swap plus one replaced URL gives the hand-computed score", () => {
  const after = ["u2", "u1", "u3", "u4", "u5", "u6", "u7", "u8", "u9", "n1"];
  const r = run({
    keyword: "crm",
    snapshots: [snap("2025-05-01", TEN), snap("2025-05-08", after)],
  });
  const p = r.pairs[0];
  // RBO: X_d = 0, 2, 3..9, 9 -> 0.861258; Jaccard@10 = 9/11; shift = (1 + 1) / 9 shared URLs.
  assert.equal(p.rbo, 0.861);
  assert.equal(p.jaccard_top10, 0.818);
  assert.equal(p.mean_abs_position_delta, 0.22);
  assert.equal(p.shared_urls, 9);
  assert.deepEqual(p.entered, ["https://site.com/n1"]);
  assert.deepEqual(p.exited, ["https://site.com/u10"]);
  // 100 * (0.6 * 0.138742 + 0.25 * 0.181818 + 0.15 * 0.022222) = 13.2
  assert.equal(p.score, 13.2);
  assert.equal(r.volatility_score, 13.2);
  assert.equal(r.interpretation.level, "stable");
  assert.equal(p.days_between, 7);
  assert.deepEqual(r.top_movers.map((m) => [m.url, m.change, m.status]), [
    ["https://site.com/u1", -1, "down"],
    ["https://site.com/u2", 1, "up"],
    ["https://site.com/n1", 1, "new"],
    ["https://site.com/u10", -1, "dropped"],
  ]);
});

Deno.test("[serp_volatility] the thresholds move with sensitivity", () => {
  const after = ["u2", "u1", "u3", "u4", "u5", "u6", "u7", "u8", "u9", "n1"];
  const body = { keyword: "crm", snapshots: [snap("2025-05-01", TEN), snap("2025-05-08", after)] };
  const low = run({ ...body, sensitivity: "low" });
  const high = run({ ...body, sensitivity: "high" });
  assert.equal(low.volatility_score, high.volatility_score);
  assert.equal(low.interpretation.level, "stable");
  assert.equal(high.interpretation.level, "moderate");
  assert.deepEqual(high.interpretation.thresholds, {
    moderate: 10,
    volatile: 25,
    highly_volatile: 45,
  });
});

Deno.test("[serp_volatility] a reshuffled top 10 scores higher than a stable one", () => {
  const stable = run({
    keyword: "k",
    snapshots: [snap("2025-05-01", TEN), snap("2025-05-02", TEN)],
  });
  const reversed = run({
    keyword: "k",
    snapshots: [snap("2025-05-01", TEN), snap("2025-05-02", [...TEN].reverse())],
  });
  // 100 * (0.6 * (1 - 0.511608) + 0 + 0.15 * min(1, 5 / 10)) = 36.8
  assert.equal(reversed.volatility_score, 36.8);
  assert.equal(reversed.interpretation.level, "volatile");
  assert.ok(reversed.volatility_score > stable.volatility_score);
});

Deno.test("[serp_volatility] the score rises monotonically as more of the top 10 is replaced", () => {
  const scores: number[] = [];
  const rbos: number[] = [];
  for (let k = 0; k <= 10; k++) {
    // Replace the k lowest-ranked URLs with new ones.
    const after = TEN.map((p, i) => (i >= 10 - k ? `x${i}` : p));
    const r = run({
      keyword: "k",
      snapshots: [snap("2025-05-01", TEN), snap("2025-05-02", after)],
    });
    scores.push(r.volatility_score);
    rbos.push(r.pairs[0].rbo);
  }
  for (let k = 1; k <= 10; k++) {
    assert.ok(scores[k] > scores[k - 1], `score ${scores[k]} <= ${scores[k - 1]} at k=${k}`);
    assert.ok(rbos[k] < rbos[k - 1]);
  }
  assert.equal(scores[0], 0);
  assert.equal(scores[10], 100);
});

Deno.test("[serp_volatility] one sharp shift among calm days is not averaged away", () => {
  const moved = TEN.map((p, i) => (i < 5 ? `x${i}` : p));
  const r = run({
    keyword: "k",
    snapshots: [
      snap("2025-05-01", TEN),
      snap("2025-05-02", TEN),
      snap("2025-05-03", TEN),
      snap("2025-05-04", moved),
      snap("2025-05-05", moved),
    ],
  });
  const peak = r.pairs[2];
  assert.equal(r.peak_pair_score, peak.score);
  assert.equal(r.mean_pair_score, Math.round((peak.score / 4) * 10) / 10);
  assert.equal(r.volatility_score, Math.round((0.5 * peak.score / 4 + 0.5 * peak.score) * 10) / 10);
  assert.match(r.interpretation.sentence, /2025-05-03 to 2025-05-04/);
});

Deno.test("[serp_volatility] snapshots are sorted by checked_at, offsets included", () => {
  const a = snap("2025-05-01T23:30:00Z", TEN);
  const b = snap("2025-05-02T01:00:00+02:00", TEN.map((p) => `old-${p}`));
  const c = snap("2025-05-03", TEN);
  const r = run({ keyword: "k", snapshots: [c, a, b] });
  // +02:00 puts b at 23:00 UTC on May 1: before a.
  assert.deepEqual(r.pairs.map((p) => [p.from, p.to]), [
    ["2025-05-02T01:00:00+02:00", "2025-05-01T23:30:00Z"],
    ["2025-05-01T23:30:00Z", "2025-05-03"],
  ]);
  assert.equal(r.period.from, "2025-05-02T01:00:00+02:00");
  assert.equal(r.pairs[0].days_between, 0.02);
});

Deno.test("[serp_volatility] checked_at parses dates and date-times and rejects impossible ones", () => {
  assert.equal(parseCheckedAt("2024-02-29"), Date.UTC(2024, 1, 29));
  assert.equal(parseCheckedAt("2024-02-29T10:00"), Date.UTC(2024, 1, 29, 10));
  assert.equal(
    parseCheckedAt("2024-02-29T10:00:00.250-0130"),
    Date.UTC(2024, 1, 29, 11, 30, 0, 250),
  );
  for (const bad of ["2023-02-29", "2024-13-01", "2024-01-01T24:00", "yesterday", "2024-1-1", ""]) {
    assert.equal(parseCheckedAt(bad), null, bad);
  }
  const body = { keyword: "k", snapshots: [snap("2023-02-29", TEN), snap("2025-05-02", TEN)] };
  const result = serpVolatility.input.safeParse(body);
  assert.equal(result.success, false);
  assert.deepEqual(result.error?.issues[0].path, ["snapshots", 0, "checked_at"]);
});

Deno.test("[serp_volatility] the schema needs two snapshots and bounds results and positions", () => {
  const one = serpVolatility.input.safeParse({
    keyword: "k",
    snapshots: [snap("2025-05-01", TEN)],
  });
  assert.equal(one.success, false);
  const badPosition = serpVolatility.input.safeParse({
    keyword: "k",
    snapshots: [
      { checked_at: "2025-05-01", results: [{ position: 0, url: "a.com" }] },
      snap("2025-05-02", TEN),
    ],
  });
  assert.equal(badPosition.success, false);
  const unknown = serpVolatility.input.safeParse({ ...serpVolatility.example, foo: 1 });
  assert.equal(unknown.success, false);
  const ok = parsed({
    keyword: "k",
    snapshots: [snap("2025-05-01", TEN), snap("2025-05-02", TEN)],
  });
  assert.equal(ok.sensitivity, "medium");
  assert.equal(ok.location, "United States");
  assert.equal(ok.device, "desktop");
});

Deno.test("[serp_volatility] URLs compare without scheme, www., fragment, trailing slash or host case", () => {
  const same = [
    "HTTPS://WWW.Example.com/Page/#top",
    "http://example.com/Page",
    "example.com/Page/",
    "//www.example.com/Page",
  ];
  for (const url of same) assert.equal(normaliseUrl(url).key, "example.com/Page", url);
  assert.notEqual(normaliseUrl("example.com/page").key, "example.com/Page");
  assert.equal(normaliseUrl("https://example.com/a?b=1").key, "example.com/a?b=1");
  assert.equal(
    normaliseUrl("https://www.Bücher.de/x/").key,
    normaliseUrl("xn--bcher-kva.de/x").key,
  );
  assert.equal(normaliseUrl("not a url at all").parsed, false);

  const r = run({
    keyword: "k",
    snapshots: [
      { checked_at: "2025-05-01", results: same.map((url, i) => ({ position: i + 1, url })) },
      { checked_at: "2025-05-02", results: [{ position: 1, url: "example.com/Page" }] },
    ],
  });
  assert.equal(r.volatility_score, 0);
});

Deno.test("[serp_volatility] duplicate URLs keep their best position and are reported", () => {
  const first = snap("2025-05-01", TEN);
  first.results.push({ position: 11, url: "https://www.site.com/u3/" });
  const r = run({ keyword: "k", snapshots: [first, snap("2025-05-02", TEN)] });
  assert.equal(r.volatility_score, 0);
  assert.equal(r.pairs[0].depth, 10);
  assert.ok(r.agent_workflow.limitations.some((l) => /1 duplicate URL .*2025-05-01/.test(l)));
});

Deno.test("[serp_volatility] unicode domains, URLs without scheme and junk URLs do not throw", () => {
  const r = run({
    keyword: "bücher kaufen",
    target_domains: ["Bücher.de", "https://www.thalia.de/shop"],
    snapshots: [
      {
        checked_at: "2025-05-01",
        results: [
          { position: 1, url: "bücher.de/romane" },
          { position: 2, url: "www.thalia.de/" },
          { position: 3, url: "not a url at all", domain: "Weird Domain" },
        ],
      },
      {
        checked_at: "2025-05-02",
        results: [
          { position: 1, url: "www.thalia.de" },
          { position: 2, url: "https://xn--bcher-kva.de/romane/" },
        ],
      },
    ],
  });
  const [buecher, thalia] = r.domain_movement;
  assert.equal(buecher.domain, "bücher.de");
  assert.deepEqual([buecher.first_position, buecher.last_position, buecher.change], [1, 2, -1]);
  assert.equal(buecher.ranking_url_changed, false);
  assert.equal(thalia.domain, "thalia.de");
  assert.equal(thalia.status, "improved");
  assert.ok(r.agent_workflow.limitations.some((l) => /could not be parsed/.test(l)));
  assert.match(r.markdown_summary, /bücher kaufen/);
});

Deno.test("[serp_volatility] an owner page that falls on a steady SERP gets a refresh brief", () => {
  const before = ["a", "b", "mine", "d", "e", "f", "g", "h", "i", "j"];
  const after = ["a", "b", "d", "e", "f", "g", "h", "mine", "i", "j"];
  const input = parsed({
    keyword: "email deliverability",
    target: "https://www.mysite.com",
    target_domains: ["other.com"],
    snapshots: [
      {
        checked_at: "2025-05-01",
        results: before.map((p, i) => ({
          position: i + 1,
          url: p === "mine" ? "mysite.com/guide" : `https://other.com/${p}`,
        })),
      },
      {
        checked_at: "2025-05-08",
        results: after.map((p, i) => ({
          position: i + 1,
          url: p === "mine" ? "mysite.com/guide" : `https://other.com/${p}`,
        })),
      },
    ],
  });
  const r = run(input);
  const owner = r.domain_movement[0];
  assert.deepEqual(
    [owner.domain, owner.is_owner, owner.first_position, owner.last_position, owner.status],
    ["mysite.com", true, 3, 8, "declined"],
  );
  assert.equal(owner.visibility_first, 11);
  assert.equal(owner.visibility_last, 3.2);
  assert.equal(owner.visibility_change, -7.8);
  // RBO 0.924219 (X_d = 1, 2, 2, 3, 4, 5, 6, 8, 9, 10), Jaccard 1, shift 10/10 = 1:
  // 100 * (0.6 * 0.075781 + 0 + 0.15 * 0.1) = 6.0
  assert.equal(r.pairs[0].rbo, 0.924);
  assert.equal(r.volatility_score, 6);
  assert.equal(r.interpretation.level, "stable");
  assert.equal(r.agent_workflow.decision, "refresh_content");
  const refresh = r.agent_workflow.next_calls.find((c) => c.endpoint === "/content/refresh-brief");
  assert.deepEqual(refresh?.body, {
    url: "https://mysite.com/guide",
    keyword: "email deliverability",
    location: "United States",
    language: "en",
    refresh_goal: "recover_rankings",
    current_rank: 8,
  });
  const evidence = r.agent_workflow.evidence.find((e) =>
    e.claim === "mysite.com: best position in the last snapshot"
  );
  assert.equal(evidence?.value, 8);
});

Deno.test("[serp_volatility] a rival's drop is an opening, not a refresh of its page", () => {
  const before = ["mine", "rival", "c", "d", "e", "f", "g", "h", "i", "j"];
  const after = ["mine", "c", "d", "e", "f", "g", "h", "i", "j", "k"];
  const url = (p: string) =>
    p === "mine"
      ? "https://mine.com/"
      : p === "rival"
      ? "https://rival.com/x"
      : `https://x.com/${p}`;
  const r = run(parsed({
    keyword: "k",
    target: "mine.com",
    target_domains: ["rival.com"],
    snapshots: [
      {
        checked_at: "2025-05-01",
        results: before.map((p, i) => ({ position: i + 1, url: url(p) })),
      },
      {
        checked_at: "2025-05-08",
        results: after.map((p, i) => ({ position: i + 1, url: url(p) })),
      },
    ],
  }));
  assert.equal(r.domain_movement[1].status, "dropped");
  assert.equal(r.agent_workflow.decision, "monitor");
  assert.deepEqual(r.agent_workflow.next_calls.map((c) => c.endpoint), ["/analyze/serp"]);
  assert.ok(
    r.agent_workflow.recommended_actions.some((a) =>
      a.action === "Check whether your page can take the place rival.com lost"
    ),
  );
});

Deno.test("[serp_volatility] every next_calls body is a valid request for its endpoint", () => {
  const churned = {
    keyword: "crm",
    target_domains: ["gone.com", "Ünïcode.example"],
    device: "mobile",
    snapshots: [
      {
        checked_at: "2025-05-01",
        results: [
          { position: 1, url: "gone.com/a" },
          { position: 2, url: "mine.com/x" },
          { position: 3, url: "https://ünïcode.example/p" },
        ],
      },
      snap("2025-05-08", ["z1", "z2", "z3"], "new.com"),
    ],
  };
  const inputs: SerpVolatilityInput[] = [
    parsed(serpVolatility.example), // owner declined: 1 refresh brief
    parsed({ ...churned, target: "mine.com" }), // owner dropped: 1 (rivals are openings)
    parsed(churned), // no owner (no target): tracked domains are watched, never edited: 0
  ];
  let refreshCalls = 0;
  for (const input of inputs) {
    const r = run(input);
    assert.ok(r.agent_workflow.next_calls.length > 0);
    assertValidNextCalls(r.agent_workflow);
    refreshCalls += r.agent_workflow.next_calls.filter((c) =>
      c.endpoint === "/content/refresh-brief"
    )
      .length;
  }
  assert.equal(refreshCalls, 2);
});

Deno.test("[serp_volatility] an absent target domain is reported, not guessed", () => {
  const r = run({
    keyword: "k",
    target_domains: ["nowhere.com"],
    snapshots: [snap("2025-05-01", TEN), snap("2025-05-08", TEN)],
  });
  assert.equal(r.domain_movement[0].status, "absent");
  assert.equal(r.domain_movement[0].change, null);
  assert.ok(r.agent_workflow.limitations.some((l) => /nowhere\.com does not appear/.test(l)));
});

Deno.test("[serp_volatility] changed SERP features and retitled pages are reported per pair", () => {
  const a = { ...snap("2025-05-01", TEN), serp_features: ["featured_snippet", "people_also_ask"] };
  const b = { ...snap("2025-05-08", TEN), serp_features: ["AI_Overview", "people_also_ask"] };
  a.results[0].title = "Best CRM 2024";
  b.results[0].title = "Best CRM 2025";
  const r = run({ keyword: "k", snapshots: [a, b] });
  assert.deepEqual(r.pairs[0].serp_features_added, ["ai_overview"]);
  assert.deepEqual(r.pairs[0].serp_features_removed, ["featured_snippet"]);
  assert.deepEqual(r.pairs[0].retitled, ["https://site.com/u1"]);
  assert.match(r.interpretation.sentence, /\+ai_overview -featured_snippet/);
});

Deno.test("[serp_volatility] the same input gives byte-identical output, whatever the snapshot order", () => {
  const body = parsed(serpVolatility.example);
  const one = JSON.stringify(run(body));
  const two = JSON.stringify(run(structuredClone(body)));
  const reversed = JSON.stringify(run({ ...body, snapshots: [...body.snapshots].reverse() }));
  assert.equal(one, two);
  assert.equal(one, reversed);
});

Deno.test("[serp_volatility] the operation's example runs through its own schema", async () => {
  const input = serpVolatility.input.parse(serpVolatility.example);
  const ctx = opContext(NOW);
  const result = await serpVolatility.run!(input, ctx);
  assert.equal(serpVolatility.id, "serp_volatility");
  assert.equal(serpVolatility.cost, 2);
  assert.equal(serpVolatility.provider, false);
  assert.equal(result.keyword, "crm software");
  assert.ok(typeof result.markdown_summary === "string");
  assert.ok(result.agent_workflow && result.agent_workflow.evidence.length > 0);
});

Deno.test("[serp_volatility] the largest schema-valid request (60 x 100 results) completes and is timed", () => {
  const snapshots: SerpSnapshotInput[] = [];
  for (let s = 0; s < 60; s++) {
    const day = new Date(Date.UTC(2025, 0, 1 + s)).toISOString().slice(0, 10);
    snapshots.push({
      checked_at: day,
      results: Array.from({ length: 100 }, (_, i) => ({
        position: i + 1,
        url: `https://d${(i * 7 + s) % 130}.com/p${(i + s * 3) % 100}`,
      })),
    });
  }
  const input = parsed({
    keyword: "k",
    target_domains: Array.from({ length: 20 }, (_, i) => `d${i}.com`),
    snapshots,
  });
  const started = performance.now();
  const r = run(input);
  const ms = performance.now() - started;
  // Reported, not asserted: timings depend on the machine.
  console.log(`serp_volatility 60 snapshots x 100 results: ${ms.toFixed(1)} ms`);
  assert.ok(SerpVolatilityResultSchema.safeParse(r).success);
  assert.equal(r.pairs.length, 59);
  assert.ok(r.volatility_score >= 0 && r.volatility_score <= 100);
  assert.equal(r.domain_movement.length, 20);
});

/** Hosts that overlap after normalisation (www., case, punycode) plus unicode and ports. */
const HOSTS = [
  "a.com",
  "www.a.com",
  "A.COM",
  "sub.a.com",
  "b.org",
  "bücher.de",
  "xn--bcher-kva.de",
  "例え.jp",
  "c.net:8080",
];
const PATHS = ["", "/", "/p1", "/P1", "/p1/", "/p2", "/ü/straße", "/x?q=1", "/x#frag", "/%c3%bc"];
const SCHEMES = ["https://", "http://", "", "//", "HTTPS://"];
const JUNK = ["not a url at all", "mailto:x@a.com", "javascript:void(0)", "https://", "ü", "//"];

const poolUrl = fc.tuple(
  fc.constantFrom(...SCHEMES),
  fc.constantFrom(...HOSTS),
  fc.constantFrom(...PATHS),
).map(([scheme, host, path]) => `${scheme}${host}${path}`);

/** A result URL from a small pool (so snapshots overlap and duplicate); messy requests add junk. */
function resultUrl(messy: boolean): fc.Arbitrary<string> {
  if (!messy) return poolUrl;
  return fc.oneof(
    { weight: 10, arbitrary: poolUrl },
    { weight: 1, arbitrary: fc.constantFrom(...JUNK) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30, unit: "grapheme" }) },
  );
}

/** checked_at in the formats the schema accepts: date, date-time with Z, offset or none. */
const checkedAt = fc.tuple(
  fc.integer({ min: 0, max: 500 }),
  fc.integer({ min: 0, max: 86_399 }),
  fc.constantFrom("date", "Z", "+05:30", "-1200", "none", "ms"),
).map(([day, sec, form]) => {
  const d = new Date(Date.UTC(2024, 0, 1 + day, 0, 0, sec)).toISOString();
  if (form === "date") return d.slice(0, 10);
  if (form === "none") return d.slice(0, 19);
  if (form === "ms") return d;
  return `${d.slice(0, 19)}${form}`;
});

const snapshotArb = (messy: boolean) =>
  fc.record({
    checked_at: checkedAt,
    results: fc.array(
      fc.record({
        position: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 100 })),
        url: resultUrl(messy),
        title: fc.option(fc.constantFrom("Best CRM", "best  crm", "Beste CRM – ü", "Ｆｕｌｌ"), {
          nil: undefined,
        }),
        domain: fc.option(fc.constantFrom("a.com", "Weird Domain", "bücher.de"), {
          nil: undefined,
        }),
      }, { requiredKeys: ["position", "url"] }),
      { minLength: 1, maxLength: 25 },
    ),
    serp_features: fc.option(
      fc.uniqueArray(
        fc.constantFrom("ai_overview", "AI_Overview", "local_pack", "people_also_ask", "video"),
        { maxLength: 4 },
      ),
      { nil: undefined },
    ),
  }, { requiredKeys: ["checked_at", "results"] });

/** A random `/serp/volatility` request. */
const volatilityRequest = fc.record({
  keyword: fc.constantFrom("crm", "bücher kaufen", "best crm | 2025", "日本語 キーワード"),
  snapshots: fc.boolean().chain((messy) =>
    fc.array(snapshotArb(messy), { minLength: 2, maxLength: 8 })
  ),
  target_domains: fc.option(
    fc.uniqueArray(
      fc.constantFrom(
        "a.com",
        "Bücher.de",
        "https://www.b.org/x",
        "*.a.com",
        "nowhere.io",
        "例え.jp",
      ),
      { maxLength: 5 },
    ),
    { nil: undefined },
  ),
  sensitivity: fc.option(fc.constantFrom("low", "medium", "high"), { nil: undefined }),
  device: fc.option(fc.constantFrom("desktop", "mobile"), { nil: undefined }),
  location: fc.option(fc.constantFrom("Germany", "United States", "日本"), { nil: undefined }),
  target: fc.option(fc.constantFrom("a.com", "https://www.bücher.de/", "c.net"), {
    nil: undefined,
  }),
}, { requiredKeys: ["keyword", "snapshots"] }) as fc.Arbitrary<Record<string, unknown>>;

Deno.test("[serp_volatility] random snapshots never throw and always match the result schema", async () => {
  await checkAnalysisProperties(serpVolatility, volatilityRequest, {
    numRuns: 300,
    now: NOW,
  });
});

Deno.test("[serp_volatility] a URL that slid below the shorter list's depth is moved, not exited", () => {
  // The operation's example: example.com goes from #3 (of 5) to #6 (of 6).
  const r = run(parsed(serpVolatility.example));
  const p = r.pairs[0];
  assert.equal(p.depth, 5);
  assert.deepEqual(p.entered, [
    "https://www.forbes.com/advisor/business/software/best-crm-software/",
  ]);
  assert.deepEqual(p.exited, []);
  assert.deepEqual([p.entered_count, p.exited_count, p.shared_urls], [1, 0, 5]);
  const owner = r.domain_movement.find((d) => d.is_owner)!;
  assert.deepEqual([owner.first_position, owner.last_position], [3, 6]);
  assert.match(r.interpretation.sentence, /1 URL entered, 0 left/);
});

Deno.test("[serp_volatility] entered and exited count only as deep as the other snapshot reaches", () => {
  const ten = snap("2025-05-01", TEN);
  const deeper = snap("2025-05-08", [...TEN.slice(0, 9), "n1"]);
  // #11-#15 exist only in the deeper snapshot: the first one could not have shown them.
  deeper.results.push(
    ...["d11", "d12", "d13", "d14", "d15"].map((p, i) => ({
      position: 11 + i,
      url: `https://site.com/${p}`,
    })),
  );
  const forward = run({ keyword: "k", snapshots: [ten, deeper] }).pairs[0];
  assert.deepEqual(forward.entered, ["https://site.com/n1"]);
  assert.deepEqual(forward.exited, ["https://site.com/u10"]);
  // Reversed: the #11-#15 URLs are absent from the shorter, later list, but not "exited".
  const back = run({
    keyword: "k",
    snapshots: [{ ...deeper, checked_at: "2025-05-01" }, { ...ten, checked_at: "2025-05-08" }],
  }).pairs[0];
  assert.deepEqual(back.entered, ["https://site.com/u10"]);
  assert.deepEqual(back.exited, ["https://site.com/n1"]);
  assert.equal(back.depth, 10);
});

Deno.test("[serp_volatility] entered URLs are never in the earlier snapshot, exited never in the later", () => {
  const twoSnapshots = volatilityRequest.map((body) => {
    const snapshots = (body.snapshots as SerpSnapshotInput[]).slice(0, 2);
    return {
      ...body,
      snapshots: [
        { ...snapshots[0], checked_at: "2025-05-01" },
        { ...snapshots[1], checked_at: "2025-05-08" },
      ],
    };
  });
  fc.assert(
    fc.property(twoSnapshots, (body) => {
      const input = serpVolatility.input.safeParse(body);
      fc.pre(input.success);
      const data = input.data as SerpVolatilityInput;
      const r = run(data);
      const keys = data.snapshots.map((s) =>
        new Set(s.results.map((x) => normaliseUrl(x.url).key))
      );
      const [p] = r.pairs;
      for (const url of p.entered) assert.ok(!keys[0].has(normaliseUrl(url).key), url);
      for (const url of p.exited) assert.ok(!keys[1].has(normaliseUrl(url).key), url);
      for (const m of r.top_movers) {
        if (p.exited.includes(m.url)) assert.equal(m.status, "dropped", m.url);
        if (p.entered.includes(m.url)) assert.equal(m.status, "new", m.url);
      }
      assert.ok(p.shared_urls + p.exited_count <= new Set(keys[0]).size);
    }),
    { numRuns: 300, seed: propertySeed() },
  );
});

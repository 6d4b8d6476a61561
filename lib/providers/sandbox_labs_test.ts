import assert from "node:assert/strict";
import type * as L from "./labs_types.ts";
import type { RowsAnswer } from "./provider.ts";
import { createSandboxProvider } from "./sandbox.ts";
import { TOPICS } from "./sandbox/lexicon.ts";
import { normalTarget } from "./sandbox/profile.ts";

const sandbox = createSandboxProvider();
const US: L.Market = { location_code: 2840, language_code: "en" };
const DE: L.Market = { location_code: 2276, language_code: "de" };

function sandboxed<T>(a: RowsAnswer<T>) {
  assert.equal(a.provider, "sandbox");
  assert.equal(a.cost_usd, 0);
  assert.ok(a.total_count >= a.rows.length, `${a.total_count} < ${a.rows.length}`);
}

function checkMetrics(k: L.KeywordMetrics) {
  const at = JSON.stringify(k);
  assert.ok(k.search_volume !== null && k.search_volume >= 0, at);
  assert.equal(k.monthly_searches.length, 12, at);
  assert.deepEqual(k.monthly_searches[0], {
    year: 2026,
    month: 11,
    search_volume: k.monthly_searches[0].search_volume,
  });
  const mean = k.monthly_searches.reduce((a, m) => a + m.search_volume, 0) / 12;
  assert.ok(Math.abs(mean - k.search_volume!) <= Math.max(2, k.search_volume! * 0.05), at);
  if (k.search_volume! > 0) {
    assert.ok(k.cpc! >= 0.2 && k.cpc! <= 15, at);
    assert.ok(k.competition! >= 0 && k.competition! <= 1, at);
    const level = k.competition! < 0.34 ? "low" : k.competition! < 0.67 ? "medium" : "high";
    assert.equal(k.competition_level, level, at);
    assert.ok(k.keyword_difficulty! >= 0 && k.keyword_difficulty! <= 100, at);
  }
  assert.ok(k.main_intent !== null && k.serp_features.includes("organic"), at);
}

function checkPosition(m: L.PositionMetrics) {
  const buckets = m.pos_1 + m.pos_2_3 + m.pos_4_10 + m.pos_11_20 + m.pos_21_100;
  assert.equal(buckets, m.count, JSON.stringify(m));
  assert.ok(m.etv >= 0 && m.is_new + m.is_up + m.is_down <= m.count, JSON.stringify(m));
}

const ideasReq: L.KeywordIdeasRequest = { ...US, keyword: "CRM", limit: 30, min_search_volume: 0 };
const rankedReq: L.RankedKeywordsRequest = {
  ...US,
  target: "acme.com",
  limit: 100,
  max_rank: 100,
  min_search_volume: 0,
  include_lost: false,
  sort_by: "estimated_traffic",
};

Deno.test("[sandbox labs] the same request twice gives the same data, labelled sandbox at no cost", async () => {
  assert.deepEqual(await sandbox.keywordIdeas(ideasReq), await sandbox.keywordIdeas(ideasReq));
  assert.deepEqual(
    await sandbox.rankedKeywords(rankedReq),
    await sandbox.rankedKeywords(rankedReq),
  );
  const comp = { ...US, target: "acme.com", limit: 20, min_intersections: 1, max_rank_group: 100 };
  const c = { ...comp, sort_by: "overlap" } as const;
  assert.deepEqual(await sandbox.domainCompetitors(c), await sandbox.domainCompetitors(c));
  sandboxed(await sandbox.keywordIdeas(ideasReq));
  sandboxed(await sandbox.rankedKeywords(rankedReq));
  sandboxed(await sandbox.domainCompetitors(c));
});

Deno.test("[sandbox labs] keyword ideas honour limit and floor; metrics are plausible", async () => {
  const a = await sandbox.keywordIdeas(ideasReq);
  assert.equal(a.rows.length, 30);
  assert.ok(a.total_count > 30);
  assert.equal(a.seed?.keyword, "crm");
  for (const k of [...a.rows, a.seed!]) checkMetrics(k);
  assert.ok(a.rows.every((k) => k.keyword.includes("crm")));
  const floor = await sandbox.keywordIdeas({ ...ideasReq, min_search_volume: 100, limit: 1000 });
  assert.ok(floor.rows.length > 0 && floor.rows.every((k) => k.search_volume! >= 100));
  assert.equal(floor.total_count, floor.rows.length);
  const intents = new Set(a.rows.map((k) => k.main_intent));
  assert.ok(intents.has("commercial") && intents.has("informational"));
  const buying = a.rows.filter((k) => k.main_intent === "transactional" && k.cpc !== null);
  const info = a.rows.filter((k) => k.main_intent === "informational" && k.cpc !== null);
  const mean = (l: L.KeywordMetrics[]) => l.reduce((s, k) => s + k.cpc!, 0) / Math.max(1, l.length);
  if (buying.length && info.length) assert.ok(mean(buying) > mean(info));
});

Deno.test("[sandbox labs] a non-English seed gets no English modifiers", async () => {
  const de = await sandbox.keywordIdeas({
    ...DE,
    keyword: "zahnarzt",
    limit: 100,
    min_search_volume: 0,
  });
  assert.ok(de.rows.length > 5);
  const english =
    /\b(best|top|free|cheap|near me|pricing|reviews|alternatives|how to|for small business|tools)\b/;
  for (const k of de.rows) {
    assert.ok(k.keyword.includes("zahnarzt") && !english.test(k.keyword), k.keyword);
  }
  const ja = await sandbox.keywordIdeas({
    location_code: 2392,
    language_code: "ja",
    keyword: "歯医者 東京",
    limit: 100,
    min_search_volume: 0,
  });
  for (const k of ja.rows) assert.ok(!/[a-z]/.test(k.keyword), k.keyword);
});

Deno.test("[sandbox labs] a keyword has the same metrics in every call", async () => {
  const ranked = await sandbox.rankedKeywords(rankedReq);
  const sample = ranked.rows.slice(0, 20).map((r) => r.keyword);
  const overview = await sandbox.keywordOverview({ ...US, keywords: sample.map((k) => k.keyword) });
  assert.deepEqual(overview.rows, sample);
  const ideas = await sandbox.keywordIdeas({ ...ideasReq, limit: 5 });
  const again = await sandbox.keywordOverview({
    ...US,
    keywords: ideas.rows.map((k) => k.keyword),
  });
  assert.deepEqual(again.rows, ideas.rows);
  const inter = await sandbox.domainIntersection({
    ...US,
    target1: "acme.com",
    target2: "globex.io",
    limit: 10,
    intersections: true,
    min_search_volume: 0,
    sort_by: "search_volume",
  });
  for (const r of inter.rows) {
    assert.deepEqual(
      (await sandbox.keywordOverview({ ...US, keywords: [r.keyword.keyword] })).rows[0],
      r.keyword,
    );
  }
  // Another market, other figures.
  const de = await sandbox.keywordOverview({ ...DE, keywords: ["crm"] });
  assert.notDeepEqual(
    de.rows[0],
    (await sandbox.keywordOverview({ ...US, keywords: ["crm"] })).rows[0],
  );
});

Deno.test("[sandbox labs] keyword overview answers every keyword; long nonsense has no volume", async () => {
  const nonsense = "zq xv wplk trrm qqz uuv bbnm klo ppq rrt ssd";
  const a = await sandbox.keywordOverview({ ...US, keywords: ["seo tools", "Best CRM", nonsense] });
  sandboxed(a);
  assert.deepEqual(a.rows.map((k) => k.keyword), ["seo tools", "best crm", nonsense]);
  a.rows.forEach(checkMetrics);
  assert.equal(a.rows[2].search_volume, 0);
  assert.equal(a.rows[1].main_intent, "commercial");
});

Deno.test("[sandbox labs] volumes are heavy-tailed: most keywords modest, a few head terms", async () => {
  const heads = Object.values(TOPICS).flat().map((h) => h.text);
  const words = [
    ...heads,
    ...heads.map((h) => `best ${h}`),
    ...heads.map((h) => `${h} for beginners`),
  ];
  const rows = (await sandbox.keywordOverview({ ...US, keywords: words })).rows;
  const v = rows.map((x) => x.search_volume!).sort((a, b) => a - b);
  const median = v[Math.floor(v.length / 2)];
  assert.ok(median >= 10 && median <= 2000, `median ${median}`);
  assert.ok(v[v.length - 1] >= 10_000, `max ${v[v.length - 1]}`);
  // A modifier takes a share of its head's volume.
  for (const h of heads) {
    const [bare, best] = [rows[heads.indexOf(h)], rows[heads.length + heads.indexOf(h)]];
    assert.ok(best.search_volume! <= bare.search_volume!, h);
  }
});

Deno.test("[sandbox labs] ranked keywords honour rank, volume, lost and sort; urls on the target", async () => {
  const req = {
    ...rankedReq,
    max_rank: 10,
    min_search_volume: 50,
    sort_by: "search_volume",
  } as const;
  const a = await sandbox.rankedKeywords(req);
  assert.ok(a.rows.length > 0);
  for (const r of a.rows) {
    assert.ok(r.position.rank_group >= 1 && r.position.rank_group <= 10);
    assert.ok(r.keyword.search_volume! >= 50 && !r.is_lost);
    assert.ok(r.position.rank_absolute >= r.position.rank_group);
    assert.equal(new URL(r.position.url!).hostname, "acme.com");
  }
  const v = a.rows.map((r) => r.keyword.search_volume!);
  assert.deepEqual(v, [...v].sort((x, y) => y - x));
  const byRank = await sandbox.rankedKeywords({ ...rankedReq, sort_by: "rank" });
  const ranks = byRank.rows.map((r) => r.position.rank_group);
  assert.deepEqual(ranks, [...ranks].sort((x, y) => x - y));
  const all = await sandbox.rankedKeywords({ ...rankedReq, include_lost: true, limit: 1000 });
  assert.ok(
    all.rows.some((r) => r.is_lost) &&
      all.total_count > (await sandbox.rankedKeywords(rankedReq)).total_count,
  );
  const etv = await sandbox.rankedKeywords(rankedReq);
  const e = etv.rows.map((r) => r.position.etv);
  assert.deepEqual(e, [...e].sort((x, y) => y - x));
});

Deno.test("[sandbox labs] footprints grow with authority and agree with the traffic estimate", async () => {
  const t = await sandbox.trafficEstimate({
    ...US,
    targets: ["acme.com", "globex.io"],
    item_types: ["organic"],
  });
  sandboxed(t);
  assert.deepEqual(t.rows.map((r) => r.target), ["acme.com", "globex.io"]);
  assert.ok(
    t.rows.every((r) => r.paid === null && r.featured_snippet === null && r.local_pack === null),
  );
  for (const row of t.rows) {
    const ranked = await sandbox.rankedKeywords({ ...rankedReq, target: row.target });
    assert.equal(ranked.total_count, row.organic.count);
  }
  const both = await sandbox.trafficEstimate({
    ...US,
    targets: ["acme.com"],
    item_types: ["organic", "paid", "local_pack"],
  });
  assert.ok(
    both.rows[0].paid !== null && both.rows[0].local_pack !== null &&
      both.rows[0].featured_snippet === null,
  );
});

Deno.test("[sandbox labs] relevant pages: consistent metrics, min traffic and lost mode", async () => {
  const req: L.RelevantPagesRequest = {
    ...US,
    target: "acme.com",
    limit: 50,
    min_traffic: 0,
    historical_serp_mode: "live",
    sort_by: "estimated_traffic",
  };
  const a = await sandbox.relevantPages(req);
  sandboxed(a);
  assert.ok(a.rows.length > 0);
  for (const r of a.rows) {
    checkPosition(r.organic);
    if (r.paid) checkPosition(r.paid);
    assert.equal(new URL(r.page).hostname, "acme.com");
    assert.equal(r.organic.is_lost, 0);
  }
  const floor = a.rows[Math.floor(a.rows.length / 2)].organic.etv;
  const kept = await sandbox.relevantPages({ ...req, min_traffic: floor });
  assert.ok(kept.rows.length > 0 && kept.rows.every((r) => r.organic.etv >= floor));
  const lost = await sandbox.relevantPages({ ...req, historical_serp_mode: "lost" });
  assert.ok(lost.rows.length > 0 && lost.rows.every((r) => r.organic.is_lost > 0));
});

Deno.test("[sandbox labs] competitors: the target first as itself, filters honoured, overlaps within footprints", async () => {
  const req: L.DomainCompetitorsRequest = {
    ...US,
    target: "https://www.acme.com/",
    limit: 50,
    min_intersections: 5,
    max_rank_group: 20,
    sort_by: "overlap",
  };
  const a = await sandbox.domainCompetitors(req);
  sandboxed(a);
  assert.ok(a.rows.length > 0);
  const target =
    (await sandbox.trafficEstimate({ ...US, targets: ["acme.com"], item_types: ["organic"] }))
      .rows[0];
  // DataForSEO lists the target itself, sharing its whole footprint (within max_rank_group).
  assert.equal(a.rows[0].domain, normalTarget(req.target));
  assert.equal(a.rows.filter((r) => r.domain === normalTarget(req.target)).length, 1);
  for (const r of a.rows) {
    assert.ok(r.intersections >= 5 && r.intersections <= r.full_organic.count);
    assert.ok(r.intersections <= target.organic.count);
    for (const m of [r.shared_organic, r.target_shared_organic!]) {
      checkPosition(m);
      assert.equal(m.count, r.intersections);
      assert.equal(m.pos_21_100, 0, "nothing beyond max_rank_group 20");
    }
    assert.ok(r.avg_position >= 1 && r.avg_position <= 20);
  }
  const n = a.rows.map((r) => r.intersections);
  assert.deepEqual(n, [...n].sort((x, y) => y - x));
});

Deno.test("[sandbox labs] domain intersection: shared or exclusive keywords, filters honoured", async () => {
  const req: L.DomainIntersectionRequest = {
    ...US,
    target1: "acme.com",
    target2: "globex.io",
    limit: 100,
    intersections: true,
    min_search_volume: 20,
    sort_by: "search_volume",
  };
  const shared = await sandbox.domainIntersection(req);
  sandboxed(shared);
  assert.ok(shared.rows.length > 0);
  for (const r of shared.rows) {
    assert.ok(r.keyword.search_volume! >= 20 && r.second !== null);
    assert.equal(r.first.domain, "acme.com");
    assert.equal(r.second!.domain, "globex.io");
    assert.ok(r.first.rank_group >= 1 && r.first.rank_group <= 100);
  }
  const only = await sandbox.domainIntersection({ ...req, intersections: false });
  assert.ok(only.rows.length > 0 && only.rows.every((r) => r.second === null));
  const sharedWords = new Set(shared.rows.map((r) => r.keyword.keyword));
  assert.ok(only.rows.every((r) => !sharedWords.has(r.keyword.keyword)));
});

Deno.test("[sandbox labs] page intersection: one position per page, first page within max_rank", async () => {
  const req: L.PagesIntersectionRequest = {
    ...US,
    pages: ["https://acme.com/blog/crm-guide", "https://globex.io/*", "https://initech.com/crm"],
    exclude_pages: [],
    item_types: ["organic"],
    limit: 100,
    intersection_mode: "union",
    include_serp_info: false,
    include_clickstream_data: false,
    min_search_volume: 0,
    max_rank: 30,
    sort_by: "search_volume",
  };
  const union = await sandbox.pagesIntersection(req);
  sandboxed(union);
  assert.ok(union.rows.length > 0);
  for (const r of union.rows) {
    assert.equal(r.positions.length, 3);
    assert.ok(r.positions[0] !== null && r.positions[0].rank_group <= 30);
    assert.equal(r.positions[0].url, "https://acme.com/blog/crm-guide");
  }
  assert.ok(union.rows.some((r) => r.positions.includes(null)));
  const inter = await sandbox.pagesIntersection({ ...req, intersection_mode: "intersect" });
  assert.ok(inter.rows.every((r) => r.positions.every((p) => p !== null)));
  const excluded = await sandbox.pagesIntersection({
    ...req,
    exclude_pages: ["https://acme.com/blog/*"],
  });
  assert.ok(excluded.rows.length <= union.rows.length);
});

/** Whether `phrase` is `part` with words around it (word-bounded, in order). */
const around = (phrase: string, part: string) =>
  phrase !== part && ` ${phrase} `.includes(` ${part} `);

Deno.test("[sandbox labs] a longer variant of a seed never outsearches it, in any language", async () => {
  const FR: L.Market = { location_code: 2250, language_code: "fr" };
  const seeds: [L.Market, string][] = [
    [US, "crm"],
    [US, "running shoes"],
    [US, "project management software"],
    [US, "yoga mat"],
    [US, "email marketing"],
    [US, "dentist"],
    [DE, "zahnarzt"],
    [DE, "buchhaltung software"],
    [FR, "logiciel comptable"],
  ];
  for (const [m, seed] of seeds) {
    const a = await sandbox.keywordIdeas({
      ...m,
      keyword: seed,
      limit: 1000,
      min_search_volume: 0,
    });
    const head = a.seed!.search_volume!;
    const longer = a.rows.filter((k) => around(k.keyword, seed));
    assert.ok(longer.length >= 5, seed);
    for (const k of longer) {
      assert.ok(k.search_volume! <= head, `${k.keyword} ${k.search_volume} > ${seed} ${head}`);
    }
    // A variant's own heads bound it too ("best crm software" <= "crm software").
    const byText = new Map(a.rows.map((k) => [k.keyword, k.search_volume!]));
    for (const k of a.rows) {
      for (const [other, v] of byText) {
        if (around(k.keyword, other)) assert.ok(k.search_volume! <= v, `${k.keyword} > ${other}`);
      }
    }
  }
});

Deno.test("[sandbox labs] a site's keywords: a longer one never outsearches the shorter one inside it; metrics agree everywhere", async () => {
  for (const target of ["ledgerly.io", "kaffeeroester.de"]) {
    const m = target.endsWith(".de") ? DE : US;
    const ranked = await sandbox.rankedKeywords({ ...rankedReq, ...m, target, limit: 1000 });
    const rows = ranked.rows.map((r) => r.keyword);
    const byText = new Map(rows.map((k) => [k.keyword, k]));
    for (const k of rows) {
      for (const [other, o] of byText) {
        if (around(k.keyword, other)) {
          assert.ok(
            k.search_volume! <= o.search_volume!,
            `${k.keyword} ${k.search_volume} > ${other} ${o.search_volume}`,
          );
        }
      }
    }
    // CPC, competition, difficulty and features: one answer per keyword, whatever the call.
    const sample = rows.slice(0, 15);
    const overview = await sandbox.keywordOverview({
      ...m,
      keywords: sample.map((k) => k.keyword),
    });
    assert.deepEqual(overview.rows, sample);
    const pages = await sandbox.pagesIntersection({
      ...m,
      pages: [`https://${target}/*`],
      exclude_pages: [],
      item_types: ["organic"],
      limit: 200,
      intersection_mode: "union",
      include_serp_info: false,
      include_clickstream_data: false,
      min_search_volume: 0,
      max_rank: 100,
      sort_by: "search_volume",
    });
    for (const r of pages.rows) {
      const same = byText.get(r.keyword.keyword);
      if (same) assert.deepEqual(r.keyword, same);
    }
    for (const k of sample.slice(0, 5)) {
      const serp = (await sandbox.serpOrganic({
        ...m,
        keyword: k.keyword,
        device: "desktop",
        depth: 10,
        ai_overview: false,
      })).serp!;
      assert.deepEqual([...serp.item_types].sort(), [...k.serp_features].sort(), k.keyword);
    }
  }
});

Deno.test("[sandbox labs] a modifier of several words or an article is cut whole: the keyword keeps a share of its core", async () => {
  const pairs = [
    ["best crm for small business", "crm"],
    ["how to choose a crm", "crm"],
    ["what is crm", "crm"],
  ];
  const rows = (await sandbox.keywordOverview({ ...US, keywords: pairs.flat() })).rows;
  for (let i = 0; i < rows.length; i += 2) {
    const [long, core] = [rows[i], rows[i + 1]];
    assert.ok(long.search_volume! > 0, long.keyword);
    assert.ok(long.search_volume! <= core.search_volume!, long.keyword);
  }
});

Deno.test("[sandbox labs] organic competitors are businesses of about the target's size, mostly of its country", async () => {
  for (const target of ["ledgerly.io", "kaffeeroester.de", "tea-rooms.co.uk"]) {
    const m = target.endsWith(".de") ? DE : US;
    const req = { ...m, target, limit: 20, min_intersections: 1, max_rank_group: 100 };
    const rows = (await sandbox.domainCompetitors({ ...req, sort_by: "overlap" })).rows;
    const own = rows[0].full_organic.count;
    const others = rows.slice(1);
    assert.ok(others.length >= 3, target);
    const comparable = others.filter((r) => r.full_organic.count <= own * 10);
    assert.ok(comparable.length / others.length >= 0.7, `${target}: ${comparable.length}`);
    const tld = target.split(".").slice(1).join(".");
    const abroad = others.filter((r) =>
      !/\.(com|io|co|app|net|org)$/.test(r.domain) &&
      !r.domain.endsWith(`.${tld}`)
    );
    assert.ok(abroad.length <= others.length * 0.25, `${target}: ${abroad.map((r) => r.domain)}`);
  }
});

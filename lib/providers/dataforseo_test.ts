import assert from "node:assert/strict";
import { ApiError, ERROR_STATUS, type ErrorCode } from "../errors.ts";
import type { Operation } from "../operations/define.ts";
import { backlinksAnchors } from "../operations/backlinks_anchors.ts";
import { backlinksCompetitors } from "../operations/backlinks_competitors.ts";
import { backlinksDomainPages } from "../operations/backlinks_domain_pages.ts";
import { backlinksList } from "../operations/backlinks_list.ts";
import { backlinksNewLostTimeseries } from "../operations/backlinks_new_lost_timeseries.ts";
import { backlinksPageIntersection } from "../operations/backlinks_page_intersection.ts";
import { backlinksReferringDomains } from "../operations/backlinks_referring_domains.ts";
import { backlinksSummary } from "../operations/backlinks_summary.ts";
import {
  type FakeDataForSeo,
  type Fault,
  startFakeDataForSeo,
} from "../../tests/fakes/dataforseo.ts";
import { createDataForSeoProvider, type DataForSeoOptions } from "./dataforseo.ts";
import type * as P from "./provider.ts";

type Raw = Record<string, unknown>;

/** The adapter pointed at the fake, with recorded (instant) backoff sleeps. */
function adapter(fake: FakeDataForSeo, extra: Partial<DataForSeoOptions> = {}) {
  const sleeps: number[] = [];
  const provider = createDataForSeoProvider({
    login: fake.login,
    password: fake.password,
    baseUrl: fake.baseUrl,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    ...extra,
  });
  return { provider, sleeps };
}

/** A request as the operation parses it (defaults applied): the adapter takes exactly that. */
function parsed<T>(op: Operation, body: Raw): T {
  return op.input.parse(body) as T;
}

/** One row of the method table. */
interface Case<R> {
  endpoint: string;
  call(p: P.SeoDataProvider): Promise<R>;
  body: Raw;
  check(answer: R): void;
}
const row = <R>(c: Case<R>) => c as unknown as Case<unknown>;

const DEFAULT_SCOPE = {
  offset: 0,
  backlinks_status_type: "live",
  include_subdomains: true,
  exclude_internal_backlinks: true,
  rank_scale: "one_hundred",
};

const CASES: Case<unknown>[] = [
  row({
    endpoint: "summary",
    call: (p) =>
      p.backlinksSummary(
        parsed(backlinksSummary, { target: "explodingtopics.com", dofollow_only: true }),
      ),
    body: {
      target: "explodingtopics.com",
      include_subdomains: true,
      include_indirect_links: true,
      exclude_internal_backlinks: true,
      internal_list_limit: 10,
      backlinks_status_type: "live",
      rank_scale: "one_hundred",
      backlinks_filters: ["dofollow", "=", true],
    },
    check: (a) => {
      assert.equal(a.summary?.target, "explodingtopics.com");
      assert.equal(a.summary?.rank, 37, "371 on the 0-1000 scale");
      assert.equal(a.summary?.backlinks, 41245);
      assert.equal(a.summary?.referring_domains, 12372);
      assert.equal(a.summary?.first_seen, "2020-01-18T11:50:58+00:00");
      assert.equal(a.summary?.lost_date, null);
      assert.deepEqual(a.summary?.referring_links_countries, { "": 27445, US: 3867, WW: 1439 });
      assert.deepEqual([a.total_count, a.cost_usd, a.provider], [1, 0.02003, "dataforseo"]);
    },
  }),
  row({
    endpoint: "backlinks",
    call: (p) =>
      p.backlinksList(parsed(backlinksList, {
        target: "workspace.google.com",
        limit: 2,
        dofollow_only: true,
        broken_only: true,
        min_rank: 30,
        sort_by: "lost_date",
      })),
    body: {
      target: "workspace.google.com",
      limit: 2,
      ...DEFAULT_SCOPE,
      mode: "one_per_domain",
      filters: [["dofollow", "=", true], "and", ["is_broken", "=", true], "and", [
        "rank",
        ">=",
        30,
      ]],
      order_by: ["last_seen,desc"],
    },
    check: (a) => {
      assert.deepEqual(a.rows[0], {
        url_from: "https://coefficient.io/convert-excel-to-google-sheets",
        domain_from: "coefficient.io",
        url_to: "https://workspace.google.com/marketplace/app/coefficient",
        domain_to: "workspace.google.com",
        tld_from: "io",
        rank: 13,
        page_from_rank: 27,
        domain_from_rank: 35,
        backlink_spam_score: 0,
        dofollow: true,
        item_type: "image",
        anchor: "5.0 Stars - Top Rated",
        attributes: ["noopener", "noreferrer"],
        page_from_title: "Convert Excel to Google Sheets: Step-by-Step Guide - Coefficient",
        page_from_status_code: 200,
        domain_from_country: "IO",
        semantic_location: "article",
        is_new: true,
        is_lost: false,
        is_broken: false,
        url_to_redirect_target: null,
        url_to_status_code: null,
        first_seen: "2024-03-26T02:46:50+00:00",
        prev_seen: null,
        last_seen: "2024-03-26T02:46:50+00:00",
      });
      assert.deepEqual([a.rows[1].is_broken, a.rows[1].url_to_status_code], [true, 404]);
      assert.deepEqual([a.rows.length, a.total_count, a.cost_usd], [2, 512, 0.02006]);
    },
  }),
  row({
    endpoint: "anchors",
    call: (p) =>
      p.backlinksAnchors(parsed(backlinksAnchors, {
        target: "explodingtopics.com",
        anchor_filter: "topics",
        min_backlinks: 5,
        min_referring_domains: 2,
        sort_by: "spam_score",
      })),
    body: {
      target: "explodingtopics.com",
      limit: 25,
      ...DEFAULT_SCOPE,
      include_indirect_links: true,
      filters: [["anchor", "like", "%topics%"], "and", ["backlinks", ">=", 5], "and", [
        "referring_domains",
        ">=",
        2,
      ]],
      order_by: ["backlinks_spam_score,desc"],
    },
    check: (a) => {
      assert.equal(a.rows[0].anchor, "exploding topics");
      assert.deepEqual([a.rows[0].backlinks, a.rows[0].referring_pages], [238, 204]);
      assert.equal(a.rows[0].first_seen, "2019-09-17T05:41:24+00:00");
      assert.deepEqual([a.total_count, a.cost_usd], [1, 0.02003]);
    },
  }),
  row({
    endpoint: "referring_domains",
    call: (p) =>
      p.backlinksReferringDomains(parsed(backlinksReferringDomains, {
        target: "explodingtopics.com",
        backlinks_status_type: "all",
        domain_filter: "sem",
        min_rank: 20,
        rank_scale: "one_thousand",
      })),
    body: {
      target: "explodingtopics.com",
      limit: 25,
      ...DEFAULT_SCOPE,
      backlinks_status_type: "all",
      rank_scale: "one_thousand",
      include_indirect_links: true,
      filters: [["domain", "like", "%sem%"], "and", ["rank", ">=", 20]],
      order_by: ["rank,desc"],
    },
    check: (a) => {
      assert.deepEqual([a.rows[0].domain, a.rows[0].rank, a.rows[0].backlinks], [
        "semrush.com",
        299,
        238,
      ]);
      assert.deepEqual([a.total_count, a.cost_usd], [12372, 0.02003]);
    },
  }),
  row({
    endpoint: "domain_pages",
    call: (p) =>
      p.backlinksDomainPages(parsed(backlinksDomainPages, {
        target: "explodingtopics.com",
        title_filter: "ChatGPT",
        status_code: 200,
        min_referring_domains: 100,
        sort_by: "words_count",
      })),
    body: {
      target: "explodingtopics.com",
      limit: 25,
      ...DEFAULT_SCOPE,
      filters: [["meta.title", "like", "%ChatGPT%"], "and", ["status_code", "=", 200], "and", [
        "page_summary.referring_domains",
        ">=",
        100,
      ]],
      order_by: ["meta.words_count,desc"],
    },
    check: (a) => {
      const page = a.rows[0];
      assert.equal(page.page, "https://explodingtopics.com/blog/chatgpt-users");
      assert.deepEqual([page.title, page.status_code, page.words_count], [
        "Number of ChatGPT Users",
        200,
        2410,
      ]);
      assert.deepEqual([page.backlinks, page.referring_domains], [5120, 1410]);
      assert.equal(page.first_visited, "2023-02-01T08:15:00+00:00");
      assert.deepEqual([a.total_count, a.cost_usd], [2150, 0.02003]);
    },
  }),
  row({
    endpoint: "competitors",
    call: (p) =>
      p.backlinksCompetitors(parsed(backlinksCompetitors, {
        target: "explodingtopics.com",
        min_intersections: 10,
      })),
    body: {
      target: "explodingtopics.com",
      limit: 25,
      offset: 0,
      main_domain: true,
      exclude_large_domains: true,
      exclude_internal_backlinks: true,
      rank_scale: "one_hundred",
      filters: ["intersections", ">=", 10],
      order_by: ["intersections,desc"],
    },
    check: (a) => {
      assert.deepEqual(a.rows, [
        { domain: "glimpse.com", rank: 45, intersections: 1200 },
        { domain: "trendhunter.com", rank: 61, intersections: 950 },
      ]);
      assert.deepEqual([a.total_count, a.cost_usd], [2, 0.02006]);
    },
  }),
  row({
    endpoint: "timeseries_new_lost_summary",
    call: (p) =>
      p.backlinksNewLostTimeseries(parsed(backlinksNewLostTimeseries, {
        target: "explodingtopics.com",
        date_from: "2024-03-01",
      })),
    body: {
      target: "explodingtopics.com",
      date_from: "2024-03-01",
      group_range: "month",
      include_subdomains: true,
    },
    check: (a) => {
      assert.deepEqual(a.rows[0], {
        date: "2024-03-31",
        new_backlinks: 1520,
        lost_backlinks: 610,
        new_referring_domains: 88,
        lost_referring_domains: 41,
        new_referring_main_domains: 80,
        lost_referring_main_domains: 37,
      });
      assert.deepEqual([a.rows.length, a.total_count, a.cost_usd], [2, 2, 0.02006]);
    },
  }),
  row({
    endpoint: "page_intersection",
    call: (p) =>
      p.backlinksPageIntersection(parsed(backlinksPageIntersection, {
        targets: ["a-competitor.com", "https://b-competitor.com/blog/*"],
        exclude_targets: ["example.com"],
        dofollow_only: true,
        max_spam_score: 30,
        sort_by: "page_rank",
      })),
    body: {
      targets: { "1": "a-competitor.com", "2": "https://b-competitor.com/blog/*" },
      exclude_targets: ["example.com"],
      limit: 25,
      backlinks_status_type: "live",
      include_subdomains: true,
      include_indirect_links: true,
      exclude_internal_backlinks: true,
      intersection_mode: "partial",
      rank_scale: "one_hundred",
      filters: [["1.dofollow", "=", true], "and", ["1.backlink_spam_score", "<=", 30]],
      order_by: ["1.page_from_rank,desc"],
    },
    check: (a) => {
      const hit = a.rows[0];
      assert.equal(hit.url_from, "https://coefficient.io/convert-excel-to-google-sheets");
      assert.equal(hit.intersections_count, 2);
      assert.deepEqual(hit.links.map((l) => [l.target, l.backlinks[0].url_to]), [
        ["a-competitor.com", "https://target-1.example/"],
        ["https://b-competitor.com/blog/*", "https://target-2.example/"],
      ]);
      assert.deepEqual([a.total_count, a.cost_usd], [1, 0.02003]);
    },
  }),
];

for (const c of CASES) {
  Deno.test(`[dataforseo] ${c.endpoint}: one task with the exact fields, Basic auth, parsed rows`, async () => {
    await using fake = await startFakeDataForSeo();
    const { provider } = adapter(fake);
    c.check(await c.call(provider));
    const path = `/v3/backlinks/${c.endpoint}/live`;
    assert.equal(fake.calls(path), 1);
    assert.deepEqual(fake.requests[0].body, [c.body]);
    assert.equal(fake.requests[0].authorization, `Basic ${btoa("fake-login:fake-password")}`);
  });
}

const SUMMARY = { target: "explodingtopics.com" };
const summaryRequest = () => parsed<P.BacklinksSummaryRequest>(backlinksSummary, SUMMARY);
const SUMMARY_PATH = "/v3/backlinks/summary/live";

/** Runs the summary call and returns its ApiError (it must fail). */
async function failure(fake: FakeDataForSeo, extra: Partial<DataForSeoOptions> = {}) {
  const { provider, sleeps } = adapter(fake, extra);
  const err = await provider.backlinksSummary(summaryRequest()).then(
    () => assert.fail("the call should have failed"),
    (e) => e,
  );
  assert.ok(err instanceof ApiError, `an ApiError, got ${err}`);
  return { err, sleeps };
}

const task = (code: number, message: string): Fault => ({ kind: "task", code, message });
const times = (n: number, f: Fault) => Array.from({ length: n }, () => f);

/** Each error class: our code, HTTP status, retryable, and how many calls were made. */
const ERRORS: {
  name: string;
  faults: Fault[];
  code: ErrorCode;
  retryable: boolean;
  calls: number;
  field?: string;
}[] = [
  {
    name: "HTTP 401",
    faults: [{ kind: "http", status: 401 }],
    code: "PROVIDER_NOT_CONFIGURED",
    retryable: false,
    calls: 1,
  },
  {
    name: "envelope 40100",
    faults: [{ kind: "envelope", code: 40100, message: "You are not authorized." }],
    code: "PROVIDER_NOT_CONFIGURED",
    retryable: false,
    calls: 1,
  },
  {
    name: "HTTP 402",
    faults: [{ kind: "http", status: 402 }],
    code: "PROVIDER_NOT_CONFIGURED",
    retryable: false,
    calls: 1,
  },
  {
    name: "envelope 40200 (balance)",
    faults: [{ kind: "envelope", code: 40200, message: "Payment Required." }],
    code: "PROVIDER_NOT_CONFIGURED",
    retryable: false,
    calls: 1,
  },
  {
    name: "task 40204 (API not enabled)",
    faults: [task(40204, "Access denied. Visit Plans and Subscriptions")],
    code: "PROVIDER_NOT_CONFIGURED",
    retryable: false,
    calls: 1,
  },
  {
    name: "task 40501 (invalid field)",
    faults: [task(40501, "Invalid Field: 'backlinks_filters'.")],
    code: "INVALID_PARAMETERS",
    retryable: false,
    calls: 1,
    field: "backlinks_filters",
  },
  {
    name: "task 40506 (unknown field)",
    faults: [task(40506, "Unknown Fields in POST Data: mode.")],
    code: "INVALID_PARAMETERS",
    retryable: false,
    calls: 1,
    field: "mode",
  },
  {
    name: "task 50000 three times",
    faults: times(3, task(50000, "Internal Error.")),
    code: "UPSTREAM_ERROR",
    retryable: true,
    calls: 3,
  },
  {
    name: "HTTP 500 three times",
    faults: times(3, { kind: "http", status: 500 }),
    code: "UPSTREAM_ERROR",
    retryable: true,
    calls: 3,
  },
  {
    name: "HTTP 429 three times",
    faults: times(3, { kind: "http", status: 429 }),
    code: "UPSTREAM_ERROR",
    retryable: true,
    calls: 3,
  },
  {
    name: "task 40202 three times",
    faults: times(3, task(40202, "The rate-limit per minute has been exceeded.")),
    code: "UPSTREAM_ERROR",
    retryable: true,
    calls: 3,
  },
  {
    name: "task 40205 (duplicate limit: later, not now)",
    faults: [task(40205, "The duplicate task limit per hour has been exceeded.")],
    code: "UPSTREAM_ERROR",
    retryable: true,
    calls: 1,
  },
  {
    name: "task 40402 (invalid path)",
    faults: [task(40402, "Invalid Path.")],
    code: "UPSTREAM_ERROR",
    retryable: false,
    calls: 1,
  },
  {
    name: "task 50100 (not implemented)",
    faults: [task(50100, "Not Implemented.")],
    code: "UPSTREAM_ERROR",
    retryable: false,
    calls: 1,
  },
];

for (const e of ERRORS) {
  Deno.test(`[dataforseo] ${e.name} -> ${e.code}, retryable ${e.retryable}, ${e.calls} call(s)`, async () => {
    await using fake = await startFakeDataForSeo();
    fake.fail("summary", ...e.faults);
    const { err, sleeps } = await failure(fake);
    assert.deepEqual([err.code, err.retryable], [e.code, e.retryable]);
    assert.equal(err.status, ERROR_STATUS[e.code]);
    assert.equal(fake.calls(SUMMARY_PATH), e.calls);
    assert.deepEqual(sleeps, [500, 1000].slice(0, e.calls - 1));
    assert.equal(err.details?.attempts, e.calls);
    if (e.field !== undefined) {
      assert.deepEqual((err.details?.issues as { path: string }[]).map((i) => i.path), [e.field]);
      assert.match(err.message, new RegExp(e.field));
    }
    assert.doesNotMatch(JSON.stringify(err.details), /fake-password/);
  });
}

Deno.test("[dataforseo] 5xx and rate limits are retried with exponential backoff, then succeed", async () => {
  await using fake = await startFakeDataForSeo();
  fake.fail(
    "summary",
    { kind: "http", status: 500 },
    task(50000, "Internal Error."),
    { kind: "http", status: 429 },
  );
  const { provider, sleeps } = adapter(fake, { maxAttempts: 4, backoffMs: 100 });
  const answer = await provider.backlinksSummary(summaryRequest());
  assert.equal(answer.summary?.rank, 37);
  assert.equal(answer.cost_usd, 0.02003);
  assert.equal(fake.calls(SUMMARY_PATH), 4);
  assert.deepEqual(sleeps, [100, 200, 400]);
  assert.ok(
    fake.requests.every((r) => JSON.stringify(r.body) === JSON.stringify(fake.requests[0].body)),
  );
});

Deno.test("[dataforseo] wrong credentials: the Basic header is sent, 401 -> PROVIDER_NOT_CONFIGURED", async () => {
  await using fake = await startFakeDataForSeo();
  const { err } = await failure(fake, { password: "wrong" });
  assert.deepEqual([err.code, err.status, err.retryable], ["PROVIDER_NOT_CONFIGURED", 503, false]);
  assert.equal(fake.requests[0].authorization, `Basic ${btoa("fake-login:wrong")}`);
  assert.doesNotMatch(err.message, /wrong/);
});

Deno.test("[dataforseo] a slow answer -> UPSTREAM_TIMEOUT (504, retryable), not retried", async () => {
  await using fake = await startFakeDataForSeo();
  fake.fail("summary", { kind: "slow", ms: 5_000 });
  const started = Date.now();
  const { err, sleeps } = await failure(fake, { timeoutMs: 50 });
  assert.deepEqual([err.code, err.status, err.retryable], ["UPSTREAM_TIMEOUT", 504, true]);
  assert.ok(Date.now() - started < 2_000);
  assert.equal(fake.calls(SUMMARY_PATH), 1);
  assert.deepEqual(sleeps, []);
});

Deno.test("[dataforseo] a refused field is named as our request field it was built from", async () => {
  await using fake = await startFakeDataForSeo();
  const list = parsed<P.BacklinksListRequest>(backlinksList, {
    target: "example.com",
    min_rank: 30,
    sort_by: "first_seen",
  });
  const { provider } = adapter(fake);
  const refused = async (message: string) => {
    fake.fail("backlinks", task(40501, message));
    const err = await provider.backlinksList(list).catch((e) => e);
    assert.ok(err instanceof ApiError);
    assert.deepEqual([err.code, err.status, err.retryable], ["INVALID_PARAMETERS", 400, false]);
    return err;
  };
  const filter = await refused("Invalid Field: 'filters'.");
  assert.deepEqual((filter.details?.issues as { path: string }[]).map((i) => i.path), ["min_rank"]);
  assert.equal(filter.details?.provider_field, "filters");
  assert.match(
    filter.message,
    /^Invalid request parameters: min_rank: .*sent to DataForSEO as `filters`/,
  );
  const order = await refused("Invalid Field: 'order_by'.");
  assert.deepEqual((order.details?.issues as { path: string }[]).map((i) => i.path), ["sort_by"]);
  const target = await refused("Invalid Field: 'target'.");
  assert.deepEqual((target.details?.issues as { path: string }[]).map((i) => i.path), ["target"]);
  const fixed = await refused("Invalid Field: 'exclude_internal_backlinks'.");
  assert.deepEqual(
    (fixed.details?.issues as { path: string }[]).map((i) => i.path),
    ["exclude_internal_backlinks"],
    "an adapter default keeps DataForSEO's name: no field of ours to blame",
  );
});

Deno.test("[dataforseo] Retry-After is waited out when it is short, and fails the call at once when long", async () => {
  await using fake = await startFakeDataForSeo();
  fake.fail("summary", { kind: "http", status: 429, retryAfter: "2" });
  const { provider, sleeps } = adapter(fake);
  assert.equal((await provider.backlinksSummary(summaryRequest())).cost_usd, 0.02003);
  assert.deepEqual(sleeps, [2_000], "the provider's 2 s, not the 500 ms backoff");

  fake.fail("summary", { kind: "http", status: 429, retryAfter: "120" });
  const { err, sleeps: none } = await failure(fake);
  assert.deepEqual([err.code, err.status, err.retryable], ["UPSTREAM_ERROR", 502, true]);
  assert.equal(err.details?.retry_after_seconds, 120);
  assert.deepEqual(none, [], "not waited here: the job retries later");
  assert.equal(fake.calls(SUMMARY_PATH), 3);
});

Deno.test("[dataforseo] at most maxConcurrent live calls are in flight; the rest wait their turn", async () => {
  await using fake = await startFakeDataForSeo();
  fake.fail("summary", ...times(12, { kind: "slow", ms: 30 }));
  let inFlight = 0;
  let most = 0;
  const counting: typeof fetch = async (input, init) => {
    most = Math.max(most, ++inFlight);
    try {
      return await fetch(input, init);
    } finally {
      inFlight--;
    }
  };
  const { provider } = adapter(fake, { fetch: counting, maxConcurrent: 4 });
  const answers = await Promise.all(
    Array.from({ length: 12 }, () => provider.backlinksSummary(summaryRequest())),
  );
  assert.equal(answers.length, 12);
  assert.equal(most, 4);
  assert.equal(fake.calls(SUMMARY_PATH), 12);
});

Deno.test("[dataforseo] a null result, or 40102 No Search Results, is an empty answer", async () => {
  await using fake = await startFakeDataForSeo();
  fake.fail("summary", { kind: "null_result" });
  fake.fail("backlinks", { kind: "null_result" }, task(40102, "No Search Results."));
  const { provider } = adapter(fake);
  const summary = await provider.backlinksSummary(summaryRequest());
  assert.deepEqual([summary.summary, summary.total_count, summary.cost_usd], [null, 0, 0.02]);
  const list = parsed<P.BacklinksListRequest>(backlinksList, SUMMARY);
  for (let i = 0; i < 2; i++) {
    const answer = await provider.backlinksList(list);
    assert.deepEqual([answer.rows, answer.total_count], [[], 0]);
  }
});

Deno.test("[dataforseo] fetch is injected: default base URL, network errors retried, junk refused", async () => {
  const urls: string[] = [];
  let calls = 0;
  const sleeps: number[] = [];
  const provider = createDataForSeoProvider({
    login: "l",
    password: "p",
    sleep: (ms) => Promise.resolve(void sleeps.push(ms)),
    fetch: (input) => {
      urls.push(String(input));
      calls++;
      if (calls <= 3) return Promise.reject(new TypeError("connection refused"));
      return Promise.resolve(new Response("<html>gateway</html>", { status: 200 }));
    },
  });
  const unreachable = await provider.backlinksSummary(summaryRequest()).catch((e) => e);
  assert.deepEqual([unreachable.code, unreachable.retryable], ["UPSTREAM_ERROR", true]);
  assert.deepEqual(sleeps, [500, 1000]);
  assert.equal(urls[0], "https://api.dataforseo.com/v3/backlinks/summary/live");
  const junk = await provider.backlinksSummary(summaryRequest()).catch((e) => e);
  assert.deepEqual([junk.code, junk.status], ["UPSTREAM_ERROR", 502]);
});

Deno.test("[dataforseo] a caller's abort ends the call with the caller's reason", async () => {
  await using fake = await startFakeDataForSeo();
  fake.fail("summary", { kind: "slow", ms: 5_000 });
  const { provider } = adapter(fake);
  const controller = new AbortController();
  const pending = provider.backlinksSummary(summaryRequest(), { signal: controller.signal });
  setTimeout(() => controller.abort(new Error("job cancelled")), 20);
  await assert.rejects(pending, /job cancelled/);
});

Deno.test("[dataforseo] every backlink operation's example is a request the adapter sends", async () => {
  await using fake = await startFakeDataForSeo();
  const { provider } = adapter(fake);
  const ex = (op: Operation) => parsed<never>(op, op.example);
  await provider.backlinksSummary(ex(backlinksSummary));
  await provider.backlinksList(ex(backlinksList));
  await provider.backlinksAnchors(ex(backlinksAnchors));
  await provider.backlinksReferringDomains(ex(backlinksReferringDomains));
  await provider.backlinksDomainPages(ex(backlinksDomainPages));
  await provider.backlinksCompetitors(ex(backlinksCompetitors));
  await provider.backlinksNewLostTimeseries(ex(backlinksNewLostTimeseries));
  await provider.backlinksPageIntersection(ex(backlinksPageIntersection));
  assert.equal(fake.requests.length, 8);
  for (const r of fake.requests) {
    assert.ok(Array.isArray(r.body) && r.body.length === 1, r.path);
    assert.ok(!JSON.stringify(r.body).includes("null"), r.path);
  }
});

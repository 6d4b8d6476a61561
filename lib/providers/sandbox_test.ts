import assert from "node:assert/strict";
import type { Operation } from "../operations/define.ts";
import { backlinksAnchors } from "../operations/backlinks_anchors.ts";
import { backlinksCompetitors } from "../operations/backlinks_competitors.ts";
import { backlinksDomainPages } from "../operations/backlinks_domain_pages.ts";
import { backlinksList } from "../operations/backlinks_list.ts";
import { backlinksNewLostTimeseries } from "../operations/backlinks_new_lost_timeseries.ts";
import { backlinksPageIntersection } from "../operations/backlinks_page_intersection.ts";
import { backlinksReferringDomains } from "../operations/backlinks_referring_domains.ts";
import { backlinksSummary } from "../operations/backlinks_summary.ts";
import type * as P from "./provider.ts";
import { createSandboxProvider } from "./sandbox.ts";
import { AS_OF, HISTORY_START } from "./sandbox/profile.ts";

const sandbox = createSandboxProvider();

function parsed<T>(op: Operation, body: Record<string, unknown>): T {
  return op.input.parse(body) as T;
}

const inHistory = (d: string | null) =>
  d === null || (d >= `${HISTORY_START}T00:00:00+00:00` && d <= AS_OF);

Deno.test("[sandbox] the same request twice gives the same data; every answer says sandbox and costs nothing", async () => {
  const req = parsed<P.BacklinksListRequest>(backlinksList, { target: "initech.com", limit: 20 });
  const a = await sandbox.backlinksList(req);
  const b = await sandbox.backlinksList(structuredClone(req));
  assert.deepEqual(a, b);
  assert.equal(a.provider, "sandbox");
  assert.equal(a.cost_usd, 0);
  assert.equal(a.rows.length, 20);
  // Another target tells another story.
  const other = await sandbox.backlinksList({ ...req, target: "globex.io" });
  assert.notDeepEqual(a.rows.map((x) => x.domain_from), other.rows.map((x) => x.domain_from));
  // Pages are stable: offset 10 starts where the first page's 11th row was.
  const second = await sandbox.backlinksList({ ...req, offset: 10, limit: 5 });
  assert.deepEqual(second.rows[0], a.rows[10]);
});

Deno.test("[sandbox] rows honour the request's filters, scale and history window", async () => {
  const list = await sandbox.backlinksList(parsed(backlinksList, {
    target: "initech.com",
    limit: 50,
    dofollow_only: true,
    broken_only: true,
    min_rank: 20,
  }));
  assert.ok(list.rows.length > 0, "the filters leave rows to check");
  for (const l of list.rows) {
    assert.ok(l.dofollow && l.is_broken && l.domain_from_rank >= 20, JSON.stringify(l));
    assert.ok(inHistory(l.first_seen) && inHistory(l.last_seen));
  }
  const summary = (await sandbox.backlinksSummary(parsed(backlinksSummary, {
    target: "https://www.acme.com/",
    rank_scale: "one_thousand",
  }))).summary!;
  assert.equal(summary.target, "acme.com");
  assert.ok(summary.rank >= 0 && summary.rank <= 1000);
  assert.ok(summary.referring_domains <= summary.backlinks);
  const anchors = await sandbox.backlinksAnchors(
    parsed(backlinksAnchors, { target: "initech.com", anchor_filter: "pricing" }),
  );
  assert.ok(anchors.rows.length > 0);
  assert.ok(anchors.rows.every((x) => x.anchor.toLowerCase().includes("pricing")));
  const domains = await sandbox.backlinksReferringDomains(
    parsed(backlinksReferringDomains, { target: "initech.com", min_backlinks: 5 }),
  );
  assert.ok(domains.rows.every((x) => x.backlinks >= 5));
  const pages = await sandbox.backlinksDomainPages(
    parsed(backlinksDomainPages, { target: "initech.com", status_code: 404 }),
  );
  assert.ok(
    pages.rows.every((x) => x.status_code === 404 && x.page.startsWith("https://initech.com/")),
  );
  const competitors = await sandbox.backlinksCompetitors(
    parsed(backlinksCompetitors, { target: "initech.com", min_intersections: 3 }),
  );
  assert.ok(competitors.rows.every((x) => x.intersections >= 3));
});

Deno.test("[sandbox] a new/lost timeseries covers the window in its buckets, with counts that add up", async () => {
  const series = await sandbox.backlinksNewLostTimeseries(parsed(backlinksNewLostTimeseries, {
    target: "initech.com",
    date_from: "2025-01-01",
    date_to: "2025-12-31",
    group_range: "month",
  }));
  assert.equal(series.rows.length, 12);
  // Each month is dated its last day, as DataForSEO dates week, month and year items.
  assert.equal(series.rows[0].date, "2025-01-31T00:00:00+00:00");
  assert.equal(series.rows[11].date, "2025-12-31T00:00:00+00:00");
  for (const pt of series.rows) {
    assert.ok(pt.new_referring_domains <= pt.new_backlinks);
    assert.ok(pt.lost_referring_domains <= pt.lost_backlinks + 2);
  }
});

Deno.test("[sandbox] page intersection: every row links to the targets it claims (all of them in all mode)", async () => {
  const all = await sandbox.backlinksPageIntersection(parsed(backlinksPageIntersection, {
    targets: ["rival-a.com", "rival-b.com"],
    intersection_mode: "all",
    limit: 10,
  }));
  for (const row of all.rows) {
    // Ranks stay numbers even for link indexes past the list's total.
    assert.ok(
      row.links.every((l) => l.backlinks.every((b) => Number.isFinite(b.domain_from_rank))),
    );
    assert.equal(row.intersections_count, 2);
    assert.deepEqual(row.links.map((l) => l.target), ["rival-a.com", "rival-b.com"]);
  }
});

Deno.test("[sandbox] every operation's own example is answered", async () => {
  const ex = <T>(op: Operation) => parsed<T>(op, op.example as Record<string, unknown>);
  await sandbox.backlinksSummary(ex(backlinksSummary));
  await sandbox.backlinksList(ex(backlinksList));
  await sandbox.backlinksAnchors(ex(backlinksAnchors));
  await sandbox.backlinksReferringDomains(ex(backlinksReferringDomains));
  await sandbox.backlinksDomainPages(ex(backlinksDomainPages));
  await sandbox.backlinksCompetitors(ex(backlinksCompetitors));
  await sandbox.backlinksNewLostTimeseries(ex(backlinksNewLostTimeseries));
  await sandbox.backlinksPageIntersection(ex(backlinksPageIntersection));
});

/**
 * One synthetic link profile per target: the summary, the backlinks list, the anchors, the
 * referring domains, the linked pages and the new/lost timeseries of a target are drawn from the
 * same links, so their totals add up when the caller pages through everything (through the
 * provider interface the operations call, with the operations' own defaults).
 */
import assert from "node:assert/strict";
import { parse } from "tldts";
import type { Operation } from "../operations/define.ts";
import { backlinksAnchors } from "../operations/backlinks_anchors.ts";
import { backlinksCompetitors } from "../operations/backlinks_competitors.ts";
import { backlinksDomainPages } from "../operations/backlinks_domain_pages.ts";
import { backlinksList } from "../operations/backlinks_list.ts";
import { backlinksNewLostTimeseries } from "../operations/backlinks_new_lost_timeseries.ts";
import { backlinksReferringDomains } from "../operations/backlinks_referring_domains.ts";
import { backlinksSummary } from "../operations/backlinks_summary.ts";
import type * as P from "./provider.ts";
import { createSandboxProvider } from "./sandbox.ts";
import { AS_OF, HISTORY_START } from "./sandbox/profile.ts";

const sandbox = createSandboxProvider();

function parsed<T>(op: Operation, body: Record<string, unknown>): T {
  return op.input.parse(body) as T;
}

/** Every row of a list call, 1000 at a time; the total is the same on every page. */
async function everything<T>(
  call: (offset: number, limit: number) => Promise<P.RowsAnswer<T>>,
): Promise<{ rows: T[]; total: number }> {
  const rows: T[] = [];
  let total = -1;
  for (let offset = 0;; offset += 1000) {
    const page = await call(offset, 1000);
    if (total === -1) total = page.total_count;
    assert.equal(page.total_count, total, "the total is the same on every page");
    rows.push(...page.rows);
    if (page.rows.length < 1000) break;
  }
  return { rows, total };
}

const count = <T>(rows: readonly T[], keep: (t: T) => boolean) => rows.filter(keep).length;
const distinct = <T>(rows: readonly T[], key: (t: T) => string) => new Set(rows.map(key)).size;
const sum = <T>(rows: readonly T[], n: (t: T) => number) => rows.reduce((a, t) => a + n(t), 0);
const mainOf = (host: string) => parse(host).domain ?? host;

/** Targets of several TLDs, languages and industries, of sizes a test can page through. */
const TARGETS = [
  "example.com",
  "boulangerie-dupont.fr",
  "tea-rooms.co.uk",
  "ferreteria-lopez.es",
  "kaffeeroester.de",
  "ledgerly.io",
  "yoga-studio.com.au",
];

async function profile(target: string, status: P.BacklinksStatusType = "live") {
  const summary = (await sandbox.backlinksSummary(
    parsed(backlinksSummary, { target, backlinks_status_type: status, internal_list_limit: 100 }),
  )).summary!;
  const list = await everything((offset, limit) =>
    sandbox.backlinksList({
      ...parsed<P.BacklinksListRequest>(backlinksList, {
        target,
        mode: "as_is",
        backlinks_status_type: status,
      }),
      offset,
      limit,
    })
  );
  const anchors = await everything((offset, limit) =>
    sandbox.backlinksAnchors({
      ...parsed<P.BacklinksAnchorsRequest>(backlinksAnchors, {
        target,
        backlinks_status_type: status,
      }),
      offset,
      limit,
    })
  );
  const domains = await everything((offset, limit) =>
    sandbox.backlinksReferringDomains({
      ...parsed<P.BacklinksReferringDomainsRequest>(backlinksReferringDomains, {
        target,
        backlinks_status_type: status,
      }),
      offset,
      limit,
    })
  );
  const pages = await everything((offset, limit) =>
    sandbox.backlinksDomainPages({
      ...parsed<P.BacklinksDomainPagesRequest>(backlinksDomainPages, {
        target,
        backlinks_status_type: status,
      }),
      offset,
      limit,
    })
  );
  return { summary, list, anchors, domains, pages };
}

for (const target of TARGETS) {
  Deno.test(`[sandbox profile] ${target}: the summary's totals are what the list, anchors, referring domains and pages add up to`, async () => {
    const { summary: s, list, anchors, domains, pages } = await profile(target);
    const links = list.rows;
    // The backlinks list, one row per link.
    assert.equal(list.total, s.backlinks);
    assert.equal(links.length, s.backlinks);
    assert.ok(s.backlinks > s.referring_domains, "more links than linking sites");
    assert.equal(distinct(links, (l) => l.domain_from), s.referring_domains);
    assert.equal(distinct(links, (l) => mainOf(l.domain_from)), s.referring_main_domains);
    assert.equal(distinct(links, (l) => l.url_from), s.referring_pages);
    assert.ok(links.every((l) => l.domain_to === target && !l.is_lost));
    // The dofollow / nofollow split.
    const nofollow = links.filter((l) => !l.dofollow);
    assert.equal(nofollow.length, s.referring_links_attributes.nofollow ?? 0);
    assert.ok(nofollow.every((l) => l.attributes.includes("nofollow")));
    const nofollowOnly = (key: (l: P.Backlink) => string) => {
      const follows = new Map<string, boolean>();
      for (const l of links) follows.set(key(l), (follows.get(key(l)) ?? false) || l.dofollow);
      return [...follows.values()].filter((f) => !f).length;
    };
    assert.equal(nofollowOnly((l) => l.domain_from), s.referring_domains_nofollow);
    assert.equal(nofollowOnly((l) => l.url_from), s.referring_pages_nofollow);
    // Broken links: to the target's pages that no longer answer.
    assert.equal(count(links, (l) => l.is_broken), s.broken_backlinks);
    assert.equal(distinct(links.filter((l) => l.is_broken), (l) => l.url_to), s.broken_pages);
    assert.ok(links.every((l) => l.is_broken === (l.url_to_status_code! >= 400)));
    // The summary's breakdowns count the same links.
    const by = (key: (l: P.Backlink) => string) => {
      const m: Record<string, number> = {};
      for (const l of links) m[key(l)] = (m[key(l)] ?? 0) + 1;
      return m;
    };
    assert.deepEqual(s.referring_links_tld, by((l) => l.tld_from));
    assert.deepEqual(s.referring_links_types, by((l) => l.item_type));
    assert.deepEqual(s.referring_links_semantic_locations, by((l) => l.semantic_location));
    assert.deepEqual(s.referring_links_countries, by((l) => l.domain_from_country ?? ""));
    const attributes: Record<string, number> = {};
    for (const l of links) for (const a of l.attributes) attributes[a] = (attributes[a] ?? 0) + 1;
    assert.deepEqual(s.referring_links_attributes, attributes);

    // Anchors: one row per distinct text, counting the list's links.
    assert.equal(anchors.total, anchors.rows.length);
    assert.equal(distinct(anchors.rows, (a) => a.anchor), anchors.rows.length, "grouped");
    assert.equal(anchors.rows.length, distinct(links, (l) => l.anchor));
    assert.equal(sum(anchors.rows, (a) => a.backlinks), s.backlinks);
    for (const a of anchors.rows) {
      const using = links.filter((l) => l.anchor === a.anchor);
      assert.equal(a.backlinks, using.length, a.anchor);
      assert.equal(a.referring_domains, distinct(using, (l) => l.domain_from), a.anchor);
      assert.equal(a.referring_pages, distinct(using, (l) => l.url_from), a.anchor);
      assert.equal(a.broken_backlinks, count(using, (l) => l.is_broken), a.anchor);
    }
    const b = anchors.rows.map((a) => a.backlinks);
    assert.deepEqual(b, [...b].sort((x, y) => y - x), "sorted by backlinks");

    // Referring domains: one row per main domain, its subdomains counted in it.
    assert.equal(domains.total, s.referring_main_domains);
    assert.equal(domains.rows.length, s.referring_main_domains);
    assert.equal(distinct(domains.rows, (d) => d.domain), domains.rows.length);
    assert.equal(sum(domains.rows, (d) => d.backlinks), s.backlinks);
    assert.equal(sum(domains.rows, (d) => d.referring_domains), s.referring_domains);
    assert.equal(sum(domains.rows, (d) => d.referring_pages), s.referring_pages);
    assert.equal(
      sum(domains.rows, (d) => d.referring_domains_nofollow),
      s.referring_domains_nofollow,
    );
    assert.equal(sum(domains.rows, (d) => d.referring_pages_nofollow), s.referring_pages_nofollow);
    assert.equal(sum(domains.rows, (d) => d.broken_backlinks), s.broken_backlinks);
    for (const d of domains.rows) {
      const from = links.filter((l) => mainOf(l.domain_from) === d.domain);
      assert.equal(d.backlinks, from.length, d.domain);
      assert.equal(d.referring_domains, distinct(from, (l) => l.domain_from), d.domain);
      assert.equal(d.referring_main_domains, 1);
    }

    // The target's linked pages.
    assert.equal(pages.total, pages.rows.length);
    assert.equal(sum(pages.rows, (p) => p.backlinks), s.backlinks);
    assert.deepEqual(
      new Set(pages.rows.map((p) => p.page)),
      new Set(links.map((l) => l.url_to)),
    );
    assert.equal(
      sum(pages.rows.filter((p) => p.status_code >= 400), (p) => p.backlinks),
      s.broken_backlinks,
    );
  });
}

Deno.test("[sandbox profile] dofollow-only and lost links: the summary and the list filter the same links", async () => {
  const target = "ferreteria-lopez.es";
  const dofollow = (await sandbox.backlinksSummary(
    parsed(backlinksSummary, { target, dofollow_only: true }),
  )).summary!;
  const live = (await sandbox.backlinksSummary(parsed(backlinksSummary, { target }))).summary!;
  const list = await sandbox.backlinksList(
    parsed(backlinksList, { target, mode: "as_is", dofollow_only: true }),
  );
  assert.equal(list.total_count, dofollow.backlinks);
  assert.equal(
    dofollow.backlinks,
    live.backlinks - (live.referring_links_attributes.nofollow ?? 0),
  );
  assert.equal(
    dofollow.referring_domains,
    live.referring_domains - live.referring_domains_nofollow,
  );
  // Lost links: "all" is the live and the lost ones.
  const all = await profile(target, "all");
  const lost = await profile(target, "lost");
  assert.ok(lost.summary.backlinks > 0);
  assert.equal(all.summary.backlinks, live.backlinks + lost.summary.backlinks);
  assert.equal(lost.list.total, lost.summary.backlinks);
  assert.ok(lost.list.rows.every((l) => l.is_lost));
  assert.equal(count(all.list.rows, (l) => l.is_lost), lost.summary.backlinks);
  assert.equal(sum(lost.anchors.rows, (a) => a.backlinks), lost.summary.backlinks);
  assert.equal(sum(all.domains.rows, (d) => d.backlinks), all.summary.backlinks);
});

Deno.test("[sandbox profile] one row per domain or per anchor: the list's totals are the summary's domains and the anchors", async () => {
  for (const target of ["example.com", "kaffeeroester.de"]) {
    const s = (await sandbox.backlinksSummary(parsed(backlinksSummary, { target }))).summary!;
    const perDomain = await everything((offset, limit) =>
      sandbox.backlinksList({
        ...parsed<P.BacklinksListRequest>(backlinksList, { target }),
        offset,
        limit,
      })
    );
    assert.equal(perDomain.total, s.referring_domains, "one_per_domain is the default mode");
    assert.equal(distinct(perDomain.rows, (l) => l.domain_from), s.referring_domains);
    const anchors = await sandbox.backlinksAnchors(
      parsed(backlinksAnchors, { target, limit: 100 }),
    );
    const perAnchor = await sandbox.backlinksList(
      parsed(backlinksList, { target, mode: "one_per_anchor", limit: 100 }),
    );
    assert.equal(perAnchor.total_count, anchors.total_count);
  }
});

Deno.test("[sandbox profile] the timeseries adds up to the summary; new and lost links are where it says", async () => {
  for (const target of ["example.com", "tea-rooms.co.uk", "ledgerly.io"]) {
    const s = (await sandbox.backlinksSummary(parsed(backlinksSummary, { target }))).summary!;
    const months = (await sandbox.backlinksNewLostTimeseries(
      parsed(backlinksNewLostTimeseries, {
        target,
        date_from: HISTORY_START,
        group_range: "month",
      }),
    )).rows;
    const net = (k: "backlinks" | "referring_domains" | "referring_main_domains") =>
      sum(months, (m) => m[`new_${k}`] - m[`lost_${k}`]);
    assert.equal(net("backlinks"), s.backlinks, target);
    assert.equal(net("referring_domains"), s.referring_domains, target);
    assert.equal(net("referring_main_domains"), s.referring_main_domains, target);
    assert.equal(months.at(-1)!.date.slice(0, 10), AS_OF.slice(0, 10), "up to today");
    // Days, weeks and years group the same links.
    for (const group_range of ["day", "week", "year"] as const) {
      const rows = (await sandbox.backlinksNewLostTimeseries(
        parsed(backlinksNewLostTimeseries, { target, date_from: HISTORY_START, group_range }),
      )).rows;
      assert.equal(sum(rows, (r) => r.new_backlinks), sum(months, (m) => m.new_backlinks));
      assert.equal(sum(rows, (r) => r.lost_backlinks), sum(months, (m) => m.lost_backlinks));
    }
    // Every link, live or lost, was new in the month of its first_seen; every lost link was
    // lost in the month of its last_seen.
    const all = await everything((offset, limit) =>
      sandbox.backlinksList({
        ...parsed<P.BacklinksListRequest>(backlinksList, {
          target,
          mode: "as_is",
          backlinks_status_type: "all",
        }),
        offset,
        limit,
      })
    );
    const month = (d: string | null) => d!.slice(0, 7);
    for (const m of months) {
      const at = m.date.slice(0, 7);
      assert.equal(count(all.rows, (l) => month(l.first_seen) === at), m.new_backlinks, at);
      assert.equal(
        count(all.rows, (l) => l.is_lost && month(l.last_seen) === at),
        m.lost_backlinks,
        at,
      );
    }
    // "New" links are the last 30 days' ones.
    const days = (await sandbox.backlinksNewLostTimeseries(
      parsed(backlinksNewLostTimeseries, {
        target,
        date_from: "2026-10-03",
        date_to: AS_OF.slice(0, 10),
        group_range: "day",
      }),
    )).rows;
    assert.equal(days.length, 30);
    assert.equal(count(all.rows, (l) => l.is_new), sum(days, (d) => d.new_backlinks));
  }
});

Deno.test("[sandbox profile] anchors are grouped: the brand in its casing, naked URLs, generic and topical anchors", async () => {
  const shares = async (target: string) => {
    const a = await everything((offset, limit) =>
      sandbox.backlinksAnchors({
        ...parsed<P.BacklinksAnchorsRequest>(backlinksAnchors, { target }),
        offset,
        limit,
      })
    );
    const total = sum(a.rows, (r) => r.backlinks);
    const share = (keep: (t: string) => boolean) =>
      sum(a.rows.filter((r) => keep(r.anchor)), (r) => r.backlinks) / total;
    return { rows: a.rows, share };
  };
  const de = await shares("kaffeeroester.de");
  assert.ok(de.rows.some((r) => r.anchor === "Kaffeeroester"), "the brand, capitalised");
  assert.ok(!de.rows.some((r) => r.anchor === "kaffeeroester"), "never the host's lower case");
  const naked = (t: string) => /^(https?:\/\/|www\.)|^[a-z0-9.-]+\.[a-z]{2,}(\/|$)/i.test(t);
  const brand = (t: string) => t.toLowerCase().includes("kaffeeroester") && !naked(t);
  const generic = (t: string) =>
    ["hier", "hier klicken", "webseite", "mehr erfahren", "weiterlesen", "quelle", "zur website"]
      .includes(t.toLowerCase());
  assert.ok(de.share(brand) >= 0.25 && de.share(brand) <= 0.7, `brand ${de.share(brand)}`);
  assert.ok(de.share(naked) >= 0.05 && de.share(naked) <= 0.35, `naked ${de.share(naked)}`);
  assert.ok(de.share(generic) >= 0.03 && de.share(generic) <= 0.25, `generic ${de.share(generic)}`);
  const topical = (t: string) => t !== "" && !brand(t) && !naked(t) && !generic(t);
  assert.ok(de.share(topical) >= 0.05 && de.share(topical) <= 0.45, `topical ${de.share(topical)}`);
  // A compound brand keeps its words' capitals; an English target's generic anchors are English.
  const en = await shares("ledgerly.io");
  assert.ok(en.rows.some((r) => r.anchor === "Ledgerly"));
  const hub = await sandbox.backlinksAnchors(
    parsed(backlinksAnchors, { target: "hubspot.com", limit: 100 }),
  );
  assert.ok(hub.rows.some((r) => r.anchor === "HubSpot"));
  assert.ok(!hub.rows.some((r) => r.anchor === "Hubspot" || r.anchor === "hubspot"));
  assert.equal(distinct(hub.rows, (r) => r.anchor), hub.rows.length);
  assert.ok(en.rows.some((r) => ["click here", "here", "website", "read more"].includes(r.anchor)));
});

/** A placeholder, a sandbox word or a number run where a business name should be. */
const PLACEHOLDER = /competitor|example|sandbox|placeholder|domain-?\d|site-?\d|^\w+-\d+\./;
/** Famous names a synthetic domain must not take. */
const FAMOUS =
  /^(techcrunch|producthunt|mailchimp|hubspot|salesforce|dropbox|shopify|github|zapier|moz|semrush|ahrefs|forbes|wired|medium|reddit)\./;

Deno.test("[sandbox profile] referring domains and competitors are plausible business names, fixed by the target", async () => {
  for (const target of ["kaffeeroester.de", "ledgerly.io", "boulangerie-dupont.fr"]) {
    const domains = (await sandbox.backlinksReferringDomains(
      parsed(backlinksReferringDomains, { target, limit: 100 }),
    )).rows.map((d) => d.domain);
    const competitors = (await sandbox.backlinksCompetitors(
      parsed(backlinksCompetitors, { target, limit: 50 }),
    )).rows.map((c) => c.domain);
    for (const d of [...domains, ...competitors]) {
      assert.match(
        d,
        /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.[a-z]{2,}(\.[a-z]{2})?$/,
      );
      assert.doesNotMatch(d, PLACEHOLDER, d);
      assert.doesNotMatch(d, FAMOUS, d);
      assert.notEqual(d, target);
    }
    assert.equal(new Set(competitors).size, competitors.length, "each competitor once");
    // A national site's links come mostly from its own country.
    const tld = target.split(".").at(-1)!;
    if (tld !== "io") {
      const national = domains.filter((d) => d.endsWith(`.${tld}`)).length;
      assert.ok(national / domains.length >= 0.35, `${target}: ${national} of ${domains.length}`);
    }
    assert.deepEqual(
      (await sandbox.backlinksReferringDomains(
        parsed(backlinksReferringDomains, { target, limit: 100 }),
      )).rows.map((d) => d.domain),
      domains,
    );
  }
  const labs = await sandbox.domainCompetitors({
    location_code: 2840,
    language_code: "en",
    target: "ledgerly.io",
    limit: 30,
    min_intersections: 1,
    max_rank_group: 100,
    sort_by: "overlap",
  });
  for (const r of labs.rows) assert.doesNotMatch(r.domain, PLACEHOLDER, r.domain);
});

Deno.test("[sandbox profile] broken links come from the few sites that linked the old pages, never with the brand's name", async () => {
  for (const target of ["kaffeeroester.de", "ledgerly.io", "ferreteria-lopez.es"]) {
    const s = (await sandbox.backlinksSummary(parsed(backlinksSummary, { target }))).summary!;
    assert.ok(s.broken_backlinks > 0, target);
    const domains = await everything((offset, limit) =>
      sandbox.backlinksReferringDomains({
        ...parsed<P.BacklinksReferringDomainsRequest>(backlinksReferringDomains, { target }),
        offset,
        limit,
      })
    );
    const linkingOld = count(domains.rows, (d) => d.broken_backlinks > 0);
    assert.ok(linkingOld / domains.rows.length <= 0.35, `${target}: ${linkingOld}`);
    // The most used anchor is the brand, on links to live pages.
    const top = (await sandbox.backlinksAnchors(parsed(backlinksAnchors, { target }))).rows[0];
    assert.ok(top.anchor.startsWith(s.target.split(".")[0].slice(0, 1).toUpperCase()), top.anchor);
    assert.equal(top.broken_backlinks, 0, `${target}: ${top.anchor}`);
  }
});

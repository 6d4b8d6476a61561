/**
 * Expert case 38: `/content/refresh-brief` for a 2024 roundup whose picks were replaced, that
 * fell from #2 to #9 against roundups naming the current models, a product page, a forum thread
 * and a publisher answering 403.
 */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";
import {
  actions,
  assertMarketCarried,
  builtOn,
  describe,
  everyUrlList,
  fill,
  type Json,
  matching,
  nextCalls,
  ranking,
  recommendedItems,
  siteOf,
  sitesOutside,
  textsOf,
} from "./case_reading.ts";

const REFRESH = "/content/refresh-brief";
const items = (r: Json) => recommendedItems(REFRESH, r);

type SectionToAdd = { heading: string; instruction: string; urls: string[] };
type Title = {
  verdict: string;
  reason: string;
  title_options: { text: string; pixels: number; fits: boolean }[];
  h1_options: string[];
};
type LinkTask = { task: string; source_url: string | null; target_url: string };

const toAdd = (r: Json) => r.sections_to_add as SectionToAdd[];
const titleH1 = (r: Json) => r.title_h1 as Title;
const gap = (r: Json) => r.gap as Json;

const c38 = readCase(REFRESH, "content-refresh-brief/38_3d_printer_roundup_outdated");
const OWN = "printlabreviews.com";
const NOT_ROUNDUPS = ["reddit.com", "shop.voxelcraft.com"];

statement(c38, 1, "the page is not its own competitor; rank 9 is page 1, not protect", (r) => {
  const own = fill(r, "http://{{PAGES}}/printlabreviews.com/best-3d-printers-for-beginners.html");
  assert.ok(!ranking(r).some((x) => x.url === own), "the page is among the competitors");
  assert.ok(!everyUrlList(r).includes(own), "the page supports a recommendation");
  const rank = r.current_rank as { value: number; band: string; scope: string };
  assert.equal(rank.value, 9);
  assert.equal(rank.band, "page_1");
  assert.notEqual(rank.scope, "protect");
});

const MODELS: [string, RegExp][] = [
  ["Voxelcraft V3", /voxelcraft v3|\bv3\b/i],
  ["Printforge Mini 2", /printforge mini 2|\bmini 2\b/i],
  ["Strata A2", /strata a2|\ba2\b/i],
];

statement(
  c38,
  2,
  "the current models are missing entities or sections, each from two sites",
  (r) => {
    const where = items(r).filter((i) => i.kind === "entity" || i.where === "sections_to_add");
    const named = MODELS.filter(([, pattern]) =>
      matching(where, pattern).some((i) => sitesOutside(i.urls, [OWN]).size >= 2)
    ).map(([name]) => name);
    assert.ok(named.length >= 2, `named: ${named.join(", ") || "none"}\n${describe(r, where)}`);
  },
);

statement(c38, 3, "the missing comparison table is reported, from two competitors", (r) => {
  const media = gap(r).media as { kind: string; status: string; urls: string[] }[];
  const tables = media.find((m) => m.kind === "tables");
  assert.ok(tables, "no tables entry");
  assert.ok(["missing", "fewer"].includes(tables.status), tables.status);
  assert.ok(sitesOutside(tables.urls, [OWN]).size >= 2, JSON.stringify(tables.urls));
});

const CHROME_38 = [
  "Today's best deals",
  "Check price on Amazon",
  "Check price at Best Buy",
  "Related posts",
  "You may also like",
  "Subscribe",
  "Sign up",
  "We value your privacy",
  "About the author",
  "Written by",
  "Comments",
  "Leave a reply",
  "Add to cart",
  "What's in the box",
  "Customer reviews",
  "Reply",
  "Share",
  "More posts you may like",
];

statement(c38, 4, "no section to add comes from chrome or from non-roundup results", (r) => {
  const sections = items(r).filter((i) => i.where === "sections_to_add" || i.kind === "section");
  const chrome = sections.filter((i) =>
    textsOf(i).some((t) => CHROME_38.some((p) => builtOn(t, p)))
  );
  assert.equal(chrome.length, 0, describe(r, chrome));
  const words = matching(
    sections,
    /\b(deals?|price on|newsletter|subscribe|privacy|comments?|cart)\b/i,
  );
  assert.equal(words.length, 0, describe(r, words));
  const onlyThere = sections.filter((i) =>
    i.urls.length > 0 && sitesOutside(i.urls, [...NOT_ROUNDUPS, OWN]).size === 0
  );
  assert.equal(onlyThere.length, 0, describe(r, onlyThere));
});

/** Every instruction the brief gives: checklist, actions, section instructions, title reason. */
function instructions(r: Json): string[] {
  return [
    ...(r.validation_checklist as { check: string; why: string }[]).map((c) => c.check),
    ...actions(r).map((a) => a.action),
    ...toAdd(r).map((s) => s.instruction),
    titleH1(r).reason,
  ];
}

statement(c38, 5, "no freshness theatre: dates change only with the picks and re-testing", (r) => {
  const dated = instructions(r).filter((t) =>
    /datemodified|date ?modified|updated? date|"updated"|visible date|the year|today/i.test(t)
  );
  const theatre = dated.filter((t) =>
    !/re-?test|replac|new (picks|models)|current (picks|models)/i.test(t)
  );
  assert.equal(theatre.length, 0, theatre.join("\n"));
});

statement(c38, 6, "the title is not kept; no option says 2024; English, within 580 px", (r) => {
  const t = titleH1(r);
  assert.notEqual(t.verdict, "keep");
  assert.ok(t.title_options.length > 0, "no title options");
  for (const o of t.title_options) {
    assert.doesNotMatch(o.text, /2024/, o.text);
    assert.ok(o.fits && o.pixels <= 580, `${o.text}: ${o.pixels} px`);
    assert.doesNotMatch(o.text, /free trial|pricing/i, o.text);
    assert.match(o.text, /\b(best|printers?|beginners?)\b/i, o.text);
  }
  for (const h1 of t.h1_options) assert.doesNotMatch(h1, /2024/, h1);
});

statement(c38, 7, "internal-link tasks point to the owner's site", (r) => {
  const tasks = r.internal_link_tasks as LinkTask[];
  for (const t of tasks) {
    assert.equal(siteOf(t.target_url), OWN, t.target_url);
    if (t.source_url) assert.equal(siteOf(t.source_url), OWN, t.source_url);
  }
});

statement(
  c38,
  8,
  "the 403 result is listed as failed with its reason; the brief is complete",
  (r) => {
    const serp = r.serp as { failed: { url: string; reason: string }[]; pages_read: number };
    const failed = serp.failed.find((f) => siteOf(f.url) === "3dprintingnews.net");
    assert.ok(failed, `3dprintingnews.net not listed as failed: ${JSON.stringify(serp.failed)}`);
    assert.ok(["http_error", "refused"].includes(failed.reason), failed.reason);
    assert.ok(serp.pages_read >= 4, `pages read: ${serp.pages_read}`);
  },
);

statement(c38, 9, "follow-up calls carry en, the United States and rank 9", (r) => {
  assertMarketCarried(r, { language: "en", location: "United States", locationCode: 2840 });
  for (const call of nextCalls(r)) {
    if ("current_rank" in call.body) assert.equal(call.body.current_rank, 9, call.endpoint);
  }
});

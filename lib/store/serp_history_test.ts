import assert from "node:assert/strict";
import type { Serp, SerpItem, SerpRequest } from "../providers/serp_types.ts";
import {
  fetchTimeOf,
  normaliseKeyword,
  readSerpHistory,
  recordSerpSnapshot,
  SERP_HISTORY_MAX_SNAPSHOTS,
  SERP_HISTORY_TTL_DAYS,
  type SerpSnapshot,
  serpSnapshotOf,
} from "./serp_history.ts";
import { openTestStore } from "../../tests/store.ts";

const T0 = Date.parse("2026-11-01T08:00:00Z");
const DAY = 86_400_000;

function snapshot(at: number, over: Partial<SerpSnapshot> = {}): SerpSnapshot {
  return {
    checked_at: new Date(at).toISOString(),
    keyword: "CRM software",
    location_code: 2840,
    language_code: "en",
    device: "desktop",
    results: [{ position: 1, url: `https://a.com/${at}`, domain: "a.com" }],
    serp_features: [],
    ...over,
  };
}

const query = { keyword: "crm software", location_code: 2840, limit: 60 };

Deno.test("[serp history] one fetch time is stored once; the history reads oldest first", async () => {
  const kv = await openTestStore();
  assert.equal(await recordSerpSnapshot(kv, "ws", snapshot(T0 + DAY), T0), true);
  assert.equal(await recordSerpSnapshot(kv, "ws", snapshot(T0), T0), true);
  // The same fetch re-served (a cached answer) adds nothing, whatever its keyword spelling.
  assert.equal(
    await recordSerpSnapshot(kv, "ws", snapshot(T0, { keyword: "  crm   SOFTWARE " }), T0),
    false,
  );
  const history = await readSerpHistory(kv, "ws", query, T0);
  assert.deepEqual(history.map((s) => s.checked_at), [
    "2026-11-01T08:00:00.000Z",
    "2026-11-02T08:00:00.000Z",
  ]);
  assert.equal(history[0].keyword, "CRM software");
  // Other workspaces see nothing of it.
  assert.deepEqual(await readSerpHistory(kv, "other", query, T0), []);
  await kv.close();
});

Deno.test("[serp history] a series keeps its newest 60 snapshots; `limit` takes the newest", async () => {
  const kv = await openTestStore();
  for (let i = 0; i < SERP_HISTORY_MAX_SNAPSHOTS + 5; i++) {
    await recordSerpSnapshot(kv, "ws", snapshot(T0 + i * DAY), T0);
  }
  const all = await readSerpHistory(kv, "ws", { ...query, limit: 100 }, T0);
  assert.equal(all.length, SERP_HISTORY_MAX_SNAPSHOTS);
  assert.equal(all[0].checked_at, new Date(T0 + 5 * DAY).toISOString());
  assert.equal(all.at(-1)!.checked_at, new Date(T0 + 64 * DAY).toISOString());
  // The dropped ones are gone from KV, not only hidden.
  let stored = 0;
  for await (const _ of kv.list({ prefix: ["serp_history", "ws"] })) stored++;
  assert.equal(stored, SERP_HISTORY_MAX_SNAPSHOTS);

  const newest = await readSerpHistory(kv, "ws", { ...query, limit: 3 }, T0);
  assert.deepEqual(
    newest.map((s) => s.checked_at),
    [62, 63, 64].map((d) => new Date(T0 + d * DAY).toISOString()),
  );
  // Past the TTL nothing is read.
  const later = T0 + (SERP_HISTORY_TTL_DAYS + 1) * DAY;
  assert.deepEqual(await readSerpHistory(kv, "ws", query, later), []);
  await kv.close();
});

Deno.test("[serp history] filters by location, language and device; any language when not given", async () => {
  const kv = await openTestStore();
  await recordSerpSnapshot(kv, "ws", snapshot(T0), T0);
  await recordSerpSnapshot(kv, "ws", snapshot(T0 + 1, { device: "mobile" }), T0);
  await recordSerpSnapshot(kv, "ws", snapshot(T0 + 2, { language_code: "es" }), T0);
  await recordSerpSnapshot(kv, "ws", snapshot(T0 + 3, { location_code: 2826 }), T0);
  await recordSerpSnapshot(kv, "ws", snapshot(T0 + 4, { keyword: "crm" }), T0);
  // The same time in another series is another snapshot.
  await recordSerpSnapshot(kv, "ws", snapshot(T0, { device: "mobile" }), T0);

  const at = (list: SerpSnapshot[]) => list.map((s) => Date.parse(s.checked_at) - T0);
  assert.deepEqual(
    at(await readSerpHistory(kv, "ws", { ...query, language_code: "en", device: "desktop" }, T0)),
    [0],
  );
  assert.deepEqual(at(await readSerpHistory(kv, "ws", { ...query, device: "desktop" }, T0)), [
    0,
    2,
  ]);
  assert.deepEqual(at(await readSerpHistory(kv, "ws", { ...query, device: "mobile" }, T0)), [
    0,
    1,
  ]);
  assert.deepEqual(at(await readSerpHistory(kv, "ws", { ...query, language_code: "es" }, T0)), [
    2,
  ]);
  assert.deepEqual(
    at(await readSerpHistory(kv, "ws", { ...query, location_code: 2826 }, T0)),
    [3],
  );
  assert.deepEqual(at(await readSerpHistory(kv, "ws", { ...query, keyword: " CRM " }, T0)), [4]);
  await kv.close();
});

const REQ: SerpRequest = {
  keyword: " CRM software ",
  location_code: 2840,
  language_code: "en",
  device: "mobile",
  depth: 100,
  ai_overview: true,
};

function item(type: string, rank: number, over: Partial<SerpItem> = {}): SerpItem {
  return {
    type,
    rank_group: rank,
    rank_absolute: rank,
    title: `Title ${rank}`,
    url: `https://site${rank}.com/page`,
    domain: `site${rank}.com`,
    description: null,
    ...over,
  };
}

function serp(items: SerpItem[], over: Partial<Serp> = {}): Serp {
  return {
    keyword: "crm software",
    datetime: "2026-11-05 09:30:00 +00:00",
    check_url: null,
    item_types: ["organic", "people_also_ask", "ai_overview"],
    se_results_count: 1000,
    items,
    ...over,
  };
}

Deno.test("[serp history] a SERP becomes its organic results and other features", () => {
  const s = serpSnapshotOf(
    REQ,
    serp([
      item("ai_overview", 1, { url: null }),
      item("organic", 1),
      item("people_also_ask", 2, { url: null }),
      item("organic", 2, { title: "  ", domain: null }),
      item("paid", 1),
      item("organic", 3, { url: null }),
      item("organic", 101),
    ]),
  );
  assert.deepEqual(s, {
    checked_at: "2026-11-05T09:30:00.000Z",
    keyword: "CRM software",
    location_code: 2840,
    language_code: "en",
    device: "mobile",
    results: [
      { position: 1, url: "https://site1.com/page", title: "Title 1", domain: "site1.com" },
      { position: 2, url: "https://site2.com/page" },
    ],
    serp_features: ["people_also_ask", "ai_overview"],
  });
  // Nothing organic, or no fetch time: nothing to store.
  assert.equal(serpSnapshotOf(REQ, serp([item("paid", 1)])), null);
  assert.equal(serpSnapshotOf(REQ, serp([item("organic", 1)], { datetime: "soon" })), null);
});

Deno.test("[serp history] fetch times read as ISO or DataForSEO's format; huge SERPs fit one value", async () => {
  assert.equal(fetchTimeOf("2026-11-05 09:30:00 +02:00"), Date.parse("2026-11-05T07:30:00Z"));
  assert.equal(fetchTimeOf("2026-11-05T09:30:00.250Z"), Date.parse("2026-11-05T09:30:00.250Z"));
  assert.equal(fetchTimeOf("2026-11-05 09:30:00 +0000"), Date.parse("2026-11-05T09:30:00Z"));
  assert.equal(fetchTimeOf("nope"), null);
  assert.equal(normaliseKeyword("  Best\tCRM  Software "), "best crm software");

  const long = "x".repeat(1_900);
  const items = Array.from(
    { length: 100 },
    (_, i) => item("organic", i + 1, { url: `https://s.com/${i}/${long}`, title: "ü".repeat(500) }),
  );
  const s = serpSnapshotOf(REQ, serp(items))!;
  assert.ok(s.results.length < 100 && s.results.length > 10);
  assert.ok(s.results.every((r) => r.title === undefined));
  assert.ok(JSON.stringify(s).length <= 60_000);
  const kv = await openTestStore();
  assert.equal(await recordSerpSnapshot(kv, "ws", s, T0), true);
  assert.equal((await readSerpHistory(kv, "ws", query, T0)).length, 1);
  await kv.close();
});

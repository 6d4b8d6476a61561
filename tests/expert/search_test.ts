/**
 * Expert case 57: `/search` for "hotel vicino al duomo firenze" (Italy) without the online
 * travel agencies: domains excluded on label boundaries, Google's positions kept after
 * filtering, ads and packs never organic results. Each numbered statement is its own test.
 */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";
import { type Json, nextCalls } from "./case_reading.ts";
import { accepts } from "./harness.ts";

type Item = { position: number; url: string; domain: string };
const results = (r: Json) => r.results as Item[];
const support = (r: Json) => r.agent_support as { truncated: boolean; citations: unknown[] };
const citationUrls = (r: Json) =>
  support(r).citations.map((c) =>
    typeof c === "string" ? c : String((c as Record<string, unknown>).url)
  );
const EXCLUDED = /(^|\.)(booking\.com|tripadvisor\.it|expedia\.it)$/;
const hostOf = (url: string) => new URL(url).hostname;

const c57 = readCase("/search", "search/57_florence_hotel_without_otas");

statement(c57, 1, "no result from an excluded domain or its subdomains", (r) => {
  for (const x of results(r)) assert.doesNotMatch(hostOf(x.url), EXCLUDED, x.url);
});

statement(c57, 2, "myflorencebooking.com and it.hotels.com are kept", (r) => {
  const hosts = results(r).map((x) => hostOf(x.url));
  assert.ok(hosts.includes("www.myflorencebooking.com"), hosts.join(", "));
  assert.ok(hosts.includes("it.hotels.com"), hosts.join(", "));
});

statement(c57, 3, "the kept results carry Google's positions", (r) => {
  assert.deepEqual(results(r).map((x) => x.position), [3, 5, 6, 7, 8, 9, 10]);
});

statement(c57, 4, "10 read, 3 filtered out, 7 results, not truncated", (r) => {
  assert.equal(r.organic_read, 10);
  assert.equal(r.filtered_out, 3);
  assert.equal(results(r).length, 7);
  assert.equal(support(r).truncated, false);
});

statement(c57, 5, "ads and the hotel pack are features, not results", (r) => {
  for (const x of results(r)) assert.notEqual(hostOf(x.url), "www.booking.com");
  const positions = results(r).map((x) => x.position);
  assert.equal(new Set(positions).size, positions.length);
  const features = r.serp_features as string[];
  for (const f of ["paid", "hotels_pack", "people_also_ask"]) assert.ok(features.includes(f), f);
});

statement(c57, 6, "citations hold only the 7 kept URLs", (r) => {
  const urls = citationUrls(r);
  assert.equal(urls.length, 7, urls.join(", "));
  assert.deepEqual(new Set(urls), new Set(results(r).map((x) => x.url)));
  for (const u of urls) assert.doesNotMatch(hostOf(u), EXCLUDED, u);
});

statement(c57, 7, "follow-up calls, if any, carry Italian and Italy", (r) => {
  for (const call of nextCalls(r)) {
    if (accepts(call.endpoint, "language")) assert.equal(call.body.language, "it", call.endpoint);
    if (accepts(call.endpoint, "location") || accepts(call.endpoint, "location_code")) {
      assert.ok(
        call.body.location === "Italy" || call.body.location_code === 2380 ||
          call.body.location === 2380,
        `${call.endpoint}: ${JSON.stringify(call.body)}`,
      );
    }
  }
});

/**
 * Cities and regions reach DataForSEO as their geo target id (issue 26, item 6): a SERP
 * operation posted with `location: "Denver, Colorado, United States"` sends `location_code`
 * 1014221 to DataForSEO (counted at a fake DataForSEO server, as a self-hoster configures it);
 * an unknown city is a 400 naming the field with close matches; keyword and domain data
 * (DataForSEO Labs, country-level) refuses a city with its country; the language defaults from
 * the city's country; `GET /locations?q=` finds cities.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { startCaseApp } from "./expert/case_app.ts";

const SERP_ANSWER = {
  status_code: 20000,
  status_message: "Ok.",
  tasks: [{
    id: "t1",
    status_code: 20000,
    status_message: "Ok.",
    data: { keyword: "roof repair denver" },
    result: [{
      keyword: "roof repair denver",
      location_code: 1014221,
      language_code: "en",
      check_url: "https://www.google.com/search?q=roof+repair+denver",
      datetime: "2026-11-20 10:00:00 +00:00",
      item_types: ["organic"],
      se_results_count: 1200000,
      items_count: 2,
      items: [
        {
          type: "organic",
          rank_group: 1,
          rank_absolute: 1,
          position: "left",
          domain: "summitroofing.example",
          url: "https://summitroofing.example/roof-repair",
          title: "Roof Repair in Denver | Summit Roofing",
          description: "Same-week roof repair across the Denver metro.",
        },
        {
          type: "organic",
          rank_group: 2,
          rank_absolute: 2,
          position: "left",
          domain: "frontrange-roofers.example",
          url: "https://frontrange-roofers.example/",
          title: "Front Range Roofers",
          description: "Denver roofing contractor.",
        },
      ],
    }],
  }],
};

async function cityCase(): Promise<string> {
  const dir = await Deno.makeTempDir();
  await Deno.mkdir(join(dir, "provider"));
  await Deno.writeTextFile(
    join(dir, "provider", "serp__google__organic__live__advanced.json"),
    JSON.stringify(SERP_ANSWER),
  );
  return dir;
}

Deno.test("[geo] a city reaches DataForSEO's SERP API as its geo target id", async () => {
  const dir = await cityCase();
  await using app = await startCaseApp(dir);
  const { status, body } = await app.run("/analyze/serp", {
    keyword: "roof repair denver",
    location: "Denver, Colorado, United States",
  });
  assert.equal(status, 200, JSON.stringify(body));
  const calls = app.server.providerCalls.filter((c) =>
    c.path.startsWith("/v3/serp/google/organic")
  );
  assert.equal(calls.length, 1);
  const task = (calls[0].body as Record<string, unknown>[])[0];
  assert.equal(task.location_code, 1014221);
  assert.equal(task.language_code, "en", "the language defaults from the city's country");
  const byCode = await app.run("/analyze/serp", {
    keyword: "roof repair denver",
    location_code: 1014221,
  });
  assert.equal(byCode.status, 200, JSON.stringify(byCode.body));
  await Deno.remove(dir, { recursive: true });
});

Deno.test("[geo] an unknown city is a 400 naming the field with close matches; Labs data names the country", async () => {
  const dir = await cityCase();
  await using app = await startCaseApp(dir);
  const unknown = await app.run("/analyze/serp", { keyword: "roof repair", location: "Denvr" });
  assert.equal(unknown.status, 400);
  const text = JSON.stringify(unknown.body);
  assert.match(text, /location/);
  assert.match(text, /Denver,Colorado,United States/);
  const labs = await app.run("/keyword-ideas/suggest", {
    keywords: ["roof repair"],
    location: "Denver,Colorado,United States",
  });
  assert.equal(labs.status, 400);
  assert.match(JSON.stringify(labs.body), /country-level.*United States/);
  assert.equal(app.server.providerCalls.length, 0, "nothing reaches the provider, nothing charged");
  const found = await app.h.get("/locations?q=denver");
  const list = await found.json();
  assert.deepEqual(list.locations.map((l: { name: string }) => l.name), [
    "Denver,Colorado,United States",
  ]);
  await Deno.remove(dir, { recursive: true });
});

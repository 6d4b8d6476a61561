/** Locations and languages over HTTP: strict resolution, close matches, the free lookup routes. */
import assert from "node:assert/strict";
import { balanceOf, setup } from "./helpers.ts";

Deno.test("[geo] United States, US, us and 2840 give the same resolved location in meta", async () => {
  const h = await setup();
  try {
    const bodies = [
      { location: "United States" },
      { location: "US" },
      { location: "us" },
      { location: "2840" },
    ];
    for (const extra of bodies) {
      const serp = await h.post("/serp/volatility?sync=true", {
        keyword: "crm software",
        snapshots: [
          { checked_at: "2026-11-01", results: [{ position: 1, url: "https://a.com/" }] },
          { checked_at: "2026-11-08", results: [{ position: 1, url: "https://b.com/" }] },
        ],
        ...extra,
      });
      const body = await serp.json();
      assert.equal(serp.status, 200, JSON.stringify(body));
      assert.deepEqual(body.meta.location, {
        name: "United States",
        location_code: 2840,
        country_iso_code: "US",
      }, JSON.stringify(extra));
    }
  } finally {
    await h.close();
  }
});

Deno.test("[geo] Untied States is a 400 suggesting United States, and nothing is charged", async () => {
  const h = await setup();
  try {
    const before = await balanceOf(h);
    const res = await h.post("/keyword-ideas/suggest", {
      keyword: "crm software",
      location: "Untied States",
    });
    const body = await res.json();
    assert.equal(res.status, 400);
    assert.equal(body.error.code, "INVALID_PARAMETERS");
    const [issue] = body.error.details.issues;
    assert.equal(issue.path, "location");
    assert.match(issue.message, /"Untied States" is not a location/);
    assert.match(issue.message, /close matches: United States/);
    const code = await h.post("/keyword-ideas/suggest", { keyword: "crm", location_code: 1234 });
    const codeBody = await code.json();
    assert.equal(code.status, 400);
    assert.equal(codeBody.error.details.issues[0].path, "location_code");
    const lang = await h.post("/keyword-ideas/suggest", { keyword: "crm", language: "Englsh" });
    const langBody = await lang.json();
    assert.equal(lang.status, 400);
    assert.match(langBody.error.details.issues[0].message, /close matches: English \(en\)/);
    assert.equal(await balanceOf(h), before);
  } finally {
    await h.close();
  }
});

Deno.test("[geo] GET /locations and /languages are free lookups", async () => {
  const h = await setup();
  try {
    const before = await balanceOf(h);
    const found = await (await h.get("/locations?q=germ")).json();
    assert.deepEqual(found.locations.map((l: { name: string }) => l.name), ["Germany"]);
    assert.equal(found.locations[0].location_code, 2276);
    const byCode = await (await h.get("/locations?q=2840")).json();
    assert.equal(byCode.locations[0].name, "United States");
    const all = await (await h.get("/locations")).json();
    assert.ok(all.count > 240);
    const languages = await (await h.get("/languages")).json();
    assert.ok(languages.languages.some((l: { language_code: string }) => l.language_code === "de"));
    const bad = await h.get("/locations?nope=1");
    assert.equal(bad.status, 400);
    await bad.body?.cancel();
    assert.equal(await balanceOf(h), before);
  } finally {
    await h.close();
  }
});

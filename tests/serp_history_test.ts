/**
 * SERP history end to end: a SERP fetched through a run's provider appears in
 * `GET /serp/history`, and that answer's `snapshots` is a valid `/serp/volatility` request.
 */
import assert from "node:assert/strict";
import { SerpVolatilityRequestSchema } from "../lib/operations/serp_volatility.ts";
import { createSandboxProvider } from "../lib/providers/sandbox.ts";
import type { Serp, SerpRequest } from "../lib/providers/serp_types.ts";
import { SerpHistorySchema } from "../lib/schemas/serp_history.ts";
import { balanceOf, type Harness, setup } from "./helpers.ts";

/** The n-th SERP of the stub: a day later each time, and the results move. */
function serpOf(req: SerpRequest, n: number): Serp {
  const urls = ["hubspot.com/crm", "salesforce.com/crm", "example.com/crm", "zoho.com/crm"];
  const order = n % 2 === 0 ? urls : [urls[1], urls[0], urls[3], urls[2]];
  return {
    keyword: req.keyword.toLowerCase(),
    datetime: `2026-11-${String(10 + n).padStart(2, "0")} 08:00:00 +00:00`,
    check_url: null,
    item_types: n % 2 === 0 ? ["organic", "people_also_ask"] : ["organic", "ai_overview"],
    se_results_count: 1000,
    items: [
      ...(n % 2 === 0 ? [] : [{
        type: "ai_overview",
        rank_group: 1,
        rank_absolute: 1,
        title: null,
        url: null,
        domain: null,
        description: null,
      }]),
      ...order.map((u, i) => ({
        type: "organic",
        rank_group: i + 1,
        rank_absolute: i + 2,
        title: `Result ${u}`,
        url: `https://www.${u}`,
        domain: `www.${u.split("/")[0]}`,
        description: null,
      })),
    ],
  };
}

async function harness() {
  let calls = 0;
  const provider = {
    ...createSandboxProvider(),
    serpOrganic: (req: SerpRequest) =>
      Promise.resolve({
        provider: "sandbox" as const,
        cost_usd: 0,
        total_count: 1,
        serp: serpOf(req, calls++),
      }),
  };
  const h = await setup({ provider });
  return { h, upstream: () => calls };
}

const REQ: SerpRequest = {
  keyword: "CRM Software",
  location_code: 2840,
  language_code: "en",
  device: "desktop",
  depth: 10,
  ai_overview: false,
};

/** Fetches a SERP the way an operation's run does. */
function fetchSerp(h: Harness, noCache: boolean, req = REQ) {
  return h.services.meterProvider({
    workspaceId: h.workspaceId,
    operation: "/analyze/serp",
    projectId: null,
    noCache,
  }).provider.serpOrganic(req);
}

Deno.test("[serp history] fetched SERPs appear in GET /serp/history, whose snapshots /serp/volatility accepts", async () => {
  const { h, upstream } = await harness();
  await fetchSerp(h, false);
  await fetchSerp(h, true); // fresh: a second fetch time
  await fetchSerp(h, false); // the cached answer again: nothing new
  await fetchSerp(h, true, { ...REQ, device: "mobile" });
  assert.equal(upstream(), 3);
  const before = await balanceOf(h);

  const res = await h.get("/serp/history?keyword=crm%20software&location=us");
  assert.equal(res.status, 200);
  const history = await res.json();
  assert.ok(SerpHistorySchema.safeParse(history).success, JSON.stringify(history));
  assert.deepEqual(history.location, {
    name: "United States",
    location_code: 2840,
    country_iso_code: "US",
  });
  assert.equal(history.language, null);
  assert.equal(history.device, "desktop");
  assert.equal(history.count, 2);
  assert.deepEqual(history.snapshots.map((s: { checked_at: string }) => s.checked_at), [
    "2026-11-10T08:00:00.000Z",
    "2026-11-11T08:00:00.000Z",
  ]);
  assert.deepEqual(history.snapshots[0].results[0], {
    position: 1,
    url: "https://www.hubspot.com/crm",
    title: "Result hubspot.com/crm",
    domain: "www.hubspot.com",
  });
  assert.deepEqual(history.snapshots[1].serp_features, ["ai_overview"]);
  assert.ok(SerpVolatilityRequestSchema.shape.snapshots.safeParse(history.snapshots).success);

  // Piped into /serp/volatility as is.
  const scored = await h.post("/serp/volatility?sync=true", {
    keyword: history.keyword,
    location: history.location.name,
    device: history.device,
    snapshots: history.snapshots,
  });
  assert.equal(scored.status, 200);
  const result = await scored.json();
  assert.equal(result.snapshot_count, 2);
  assert.ok(result.volatility_score > 0);
  // Its result offers the same history call.
  assert.equal(
    result.history_call.url,
    "/api/v1/serp/history?keyword=crm+software&location=United+States&device=desktop",
  );
  assert.ok(
    result.agent_workflow.limitations.some((l: string) => l.includes(result.history_call.url)),
  );
  const again = await h.app.request(result.history_call.url, { headers: { "x-api-key": h.key } });
  assert.equal((await again.json()).count, 2);

  // The reads are free.
  assert.equal(await balanceOf(h), before - 2); // only the volatility run was charged
  await h.close();
});

Deno.test("[serp history] filters by device, language and limit; an unknown location is refused by name", async () => {
  const { h } = await harness();
  await fetchSerp(h, true);
  await fetchSerp(h, true);
  await fetchSerp(h, true, { ...REQ, device: "mobile" });
  await fetchSerp(h, true, { ...REQ, location_code: 2826 });
  const count = async (query: string) => {
    const res = await h.get(`/serp/history?${query}`);
    assert.equal(res.status, 200, query);
    return (await res.json()).count;
  };
  assert.equal(await count("keyword=CRM+software"), 2);
  assert.equal(await count("keyword=crm+software&device=mobile"), 1);
  assert.equal(await count("keyword=crm+software&language=English"), 2);
  assert.equal(await count("keyword=crm+software&language=de"), 0);
  assert.equal(await count("keyword=crm+software&location=United+Kingdom"), 1);
  assert.equal(await count("keyword=crm+software&location=US&location_code=2826"), 1);
  assert.equal(await count("keyword=crm"), 0);
  const newest = await (await h.get("/serp/history?keyword=crm+software&limit=1")).json();
  assert.deepEqual(newest.snapshots.map((s: { checked_at: string }) => s.checked_at), [
    "2026-11-11T08:00:00.000Z",
  ]);
  assert.deepEqual((await h.get("/serp/history?keyword=crm&language=English")).status, 200);

  const unknown = await h.get("/serp/history?keyword=crm&location=Untied+States");
  assert.equal(unknown.status, 400);
  const error = (await unknown.json()).error;
  assert.equal(error.code, "INVALID_PARAMETERS");
  assert.equal(error.details.issues[0].path, "location");
  assert.match(error.message, /close matches: United States/);
  assert.equal((await h.get("/serp/history?location=US")).status, 400);
  assert.equal((await h.get("/serp/history?keyword=crm&limit=61")).status, 400);
  await h.close();
});

Deno.test("[serp history] a SERP an operation fetches (POST /analyze/serp) is in the history", async () => {
  const h = await setup();
  const body = { keyword: "plumber near me", location: "US", device: "mobile" };
  assert.equal((await h.post("/analyze/serp?sync=true", body)).status, 200);
  assert.equal((await h.post("/analyze/serp?sync=true", body)).status, 200); // cached: no new one
  const history = await (await h.get("/serp/history?keyword=Plumber+near+me&device=mobile"))
    .json();
  assert.equal(history.count, 1);
  assert.ok(
    SerpVolatilityRequestSchema.shape.snapshots.element.safeParse(history.snapshots[0]).success,
  );
  await h.close();
});

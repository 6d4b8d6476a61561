import assert from "node:assert/strict";
import type { SerpRequest } from "./serp_types.ts";
import { createSandboxProvider } from "./sandbox.ts";
import { AS_OF } from "./sandbox/profile.ts";

const sandbox = createSandboxProvider();
const US = { location_code: 2840, language_code: "en" };
const req = (keyword: string, extra: Partial<SerpRequest> = {}): SerpRequest => ({
  ...US,
  keyword,
  device: "desktop",
  depth: 10,
  ai_overview: false,
  ...extra,
});

Deno.test("[sandbox serp] the same search twice gives the same page, labelled sandbox at no cost", async () => {
  const a = await sandbox.serpOrganic(req("best crm software"));
  assert.deepEqual(a, await sandbox.serpOrganic(req("best crm software")));
  assert.equal(a.provider, "sandbox");
  assert.equal(a.cost_usd, 0);
  assert.equal(a.serp!.datetime, AS_OF);
  assert.ok(a.serp!.check_url!.startsWith("https://www.google.com/search?q=best%20crm%20software"));
});

Deno.test("[sandbox serp] depth organic results ranked 1..n; ranks and item types add up", async () => {
  for (const depth of [10, 30]) {
    const s = (await sandbox.serpOrganic(req("project management software", { depth }))).serp!;
    const organic = s.items.filter((i) => i.type === "organic");
    assert.deepEqual(
      organic.map((i) => i.rank_group),
      Array.from({ length: depth }, (_, i) => i + 1),
    );
    assert.deepEqual(s.items.map((i) => i.rank_absolute), s.items.map((_, i) => i + 1));
    assert.deepEqual(s.item_types, [...new Set(s.items.map((i) => i.type))]);
    assert.equal(new Set(organic.map((i) => i.domain)).size, depth);
    for (const o of organic) assert.equal(new URL(o.url!).hostname, o.domain);
  }
});

Deno.test("[sandbox serp] features follow intent: local pack near me, questions for how-to", async () => {
  const local = (await sandbox.serpOrganic(req("dentist near me"))).serp!;
  assert.ok(local.item_types.includes("local_pack"));
  assert.equal(local.items.filter((i) => i.type === "local_pack").length, 3);
  const howTo = (await sandbox.serpOrganic(req("how to meal prep"))).serp!;
  const paa = howTo.items.find((i) => i.type === "people_also_ask");
  assert.ok(paa && paa.questions!.length >= 3 && paa.questions!.length <= 4);
  assert.ok(paa.questions!.every((q) => q.endsWith("?") && q.includes("meal prep")));
  const buy = (await sandbox.serpOrganic(req("buy running shoes"))).serp!;
  assert.ok(buy.item_types.includes("paid"));
  assert.equal(buy.items[0].type === "paid" || buy.items[0].type === "ai_overview", true);
});

Deno.test("[sandbox serp] the page shows the features the keyword's metrics list", async () => {
  for (
    const k of ["what is crm", "best seo tools", "crm pricing", "acme login", "dentist near me"]
  ) {
    const s = (await sandbox.serpOrganic(req(k))).serp!;
    const m = (await sandbox.keywordOverview({ ...US, keywords: [k] })).rows[0];
    assert.deepEqual([...s.item_types].sort(), [...m.serp_features].sort(), k);
    const ai = s.items.find((i) => i.type === "ai_overview");
    if (ai) {
      assert.equal(s.items[0], ai, "the AI overview tops the page");
      assert.ok(ai.references!.length >= 3 && ai.references!.length <= 5);
    }
  }
});

Deno.test("[sandbox serp] markets and devices: Google's local domain; mobile keeps the same results", async () => {
  const de = (await sandbox.serpOrganic(
    req("zahnarzt in der nähe", { location_code: 2276, language_code: "de" }),
  ))
    .serp!;
  assert.ok(de.check_url!.startsWith("https://www.google.de/search?"));
  assert.ok(de.check_url!.includes("hl=de") && de.check_url!.includes("gl=DE"));
  assert.ok(de.item_types.includes("local_pack"));
  const desktop = (await sandbox.serpOrganic(req("crm software"))).serp!;
  const mobile = (await sandbox.serpOrganic(req("crm software", { device: "mobile" }))).serp!;
  const domains = (s: typeof desktop) =>
    s.items.filter((i) => i.type === "organic").map((i) => i.domain).sort();
  assert.deepEqual(domains(mobile), domains(desktop));
});

Deno.test("[sandbox serp] snippets differ by result: common points recur in several, none in every one", async () => {
  for (const k of ["what is crm", "best crm software", "buy running shoes", "how to meal prep"]) {
    const organic = (await sandbox.serpOrganic(req(k))).serp!.items.filter((i) =>
      i.type === "organic"
    );
    const snippets = organic.map((i) => i.description!);
    // No sentence is repeated word for word (a reader takes that for boilerplate).
    const sentences = snippets.flatMap((d) => d.split(/(?<=[.!?])\s+/));
    assert.equal(new Set(sentences).size, sentences.length, k);
    // Points a reader can count: some in several results, none in all, several kinds.
    const counts = new Map<string, number>();
    for (const d of snippets) {
      for (const part of d.split(":")[0].split(/, | and (?=[^,]*$)/)) {
        const point = part.toLowerCase();
        counts.set(point, (counts.get(point) ?? 0) + 1);
      }
    }
    const supports = [...counts.values()];
    assert.ok(supports.some((n) => n >= 3), `${k}: ${JSON.stringify([...counts])}`);
    assert.ok(supports.every((n) => n < organic.length), k);
    assert.ok(new Set(supports).size >= 2, k);
    assert.ok(snippets.every((d) => d.includes(k)), "each names the search");
  }
});

Deno.test("[sandbox serp] a search for a place nearby ranks local businesses of the service searched", async () => {
  const s = (await sandbox.serpOrganic(req("plumber near me"))).serp!;
  const organic = s.items.filter((i) => i.type === "organic");
  assert.ok(organic.filter((i) => i.domain!.includes("plumber")).length >= 3);
  assert.ok(organic.every((i) => !/shipping|discount codes/i.test(i.description!)));
});

import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { backlinksAnchors } from "../../operations/backlinks_anchors.ts";
import type {
  AnchorRow,
  BacklinksAnchorsRequest,
  SeoDataProvider,
} from "../../providers/provider.ts";
import { createSandboxProvider } from "../../providers/sandbox.ts";
import { analyzeAnchors, BacklinksAnchorsResultSchema } from "./mod.ts";

const signal = new AbortController().signal;
const req = (body: Record<string, unknown>) =>
  backlinksAnchors.input.parse(body) as unknown as BacklinksAnchorsRequest;

function rows(list: [string, number, Partial<AnchorRow>?][]): SeoDataProvider {
  const base = createSandboxProvider();
  return {
    ...base,
    name: "dataforseo",
    async backlinksAnchors(r) {
      const template = (await base.backlinksAnchors({ ...r, target: "initech.com" })).rows[0];
      return {
        rows: list.map(([anchor, backlinks, extra]) => ({
          ...template,
          anchor,
          backlinks,
          broken_backlinks: 0,
          lost_date: null,
          backlinks_spam_score: 5,
          ...extra,
        })),
        total_count: list.length,
        cost_usd: 0.02,
        provider: "dataforseo",
      };
    },
  };
}

Deno.test("[backlinks anchors] a profile dominated by a buying keyword is over-optimised; repairs come first", async () => {
  const r = await analyzeAnchors(req({ target: "acme.com" }), {
    provider: rows([["best invoice software", 600], ["Acme", 250], ["click here", 100], [
      "acme.com",
      50,
      { broken_backlinks: 4 },
    ]]),
    signal,
  });
  assert.ok(BacklinksAnchorsResultSchema.safeParse(r).success);
  assertValidNextCalls(r.agent_workflow);
  assert.equal(r.over_optimisation.level, "high");
  assert.equal(r.over_optimisation.keyword_share, 0.6);
  const best = r.anchors.find((a) => a.anchor === "best invoice software")!;
  assert.deepEqual(best.signals, ["dominant_keyword_anchor", "commercial_anchor"]);
  assert.equal(best.priority, "high");
  assert.equal(r.agent_workflow.decision, "repair_broken_anchors");
  assert.equal(r.anchors.find((a) => a.anchor === "acme.com")!.intent, "naked_url");
});

Deno.test("[backlinks anchors] a natural, mostly branded profile needs nothing; sandbox data is labelled", async () => {
  const natural = await analyzeAnchors(req({ target: "acme.com" }), {
    provider: rows([["Acme", 700], ["acme.com", 200], ["this article", 60], ["invoice tips", 40]]),
    signal,
  });
  assert.equal(natural.over_optimisation.level, "low");
  assert.equal(natural.agent_workflow.decision, "keep_natural_profile");
  const sandbox = await analyzeAnchors(req({ target: "initech.com" }), {
    provider: createSandboxProvider(),
    signal,
  });
  assert.ok(BacklinksAnchorsResultSchema.safeParse(sandbox).success);
  assert.ok(sandbox.agent_workflow.limitations[0].startsWith("Sandbox data"));
});

Deno.test("[backlinks anchors] confidence follows how sure the brand is, in any industry", async () => {
  // A Dutch bike shop, a Spanish law firm and a French skincare brand: the same anchors are read
  // with more confidence when the owner names the brand than when only the domain says it.
  for (
    const [target, brand, anchors] of [
      ["velomaat.nl", "Velomaat", [["Velomaat", 300], ["fietsenwinkel utrecht", 40]]],
      ["navarroruizabogados.es", "Navarro Ruiz Abogados", [["Navarro Ruiz Abogados", 120], [
        "abogado extranjería madrid",
        30,
      ]]],
      ["maisonlumen.fr", "Maison Lumen", [["Maison Lumen", 900], ["sérum éclat", 20]]],
    ] as [string, string, [string, number][]][]
  ) {
    const run = (body: Record<string, unknown>) =>
      analyzeAnchors(req(body), { provider: rows(anchors), signal });
    const named = await run({ target, brand_terms: [brand] });
    const guessed = await run({ target });
    assert.ok(
      named.agent_workflow.confidence > guessed.agent_workflow.confidence,
      `${target}: ${named.agent_workflow.confidence} vs ${guessed.agent_workflow.confidence}`,
    );
  }
  // No anchor carries a brand read only from the domain: the least confidence.
  const none = await analyzeAnchors(req({ target: "qx7.io" }), {
    provider: rows([["cheap flights", 50], ["flight deals", 40]]),
    signal,
  });
  assert.ok(none.agent_workflow.confidence < 0.6);
  // Anchors resting on a few backlinks: provisional shares, confidence 0.6 at most.
  const thin = await analyzeAnchors(req({ target: "velomaat.nl", brand_terms: ["Velomaat"] }), {
    provider: rows(Array.from({ length: 20 }, (_, i) => [`Velomaat ${i}`, 10] as [string, number])),
    signal,
  });
  assert.ok(thin.agent_workflow.confidence <= 0.6);
  assert.match(thin.agent_workflow.limitations.join(" "), /thin sample \(200 backlinks/);
});

Deno.test("[backlinks anchors] injected spam anchors are set aside when the brand's share is read", async () => {
  // A French brand with casino anchors, a German shop with pharmacy anchors, a Polish firm with
  // loan anchors: the brand's share is stated of the backlinks that are not spam.
  for (
    const [target, list] of [
      ["maisonlumen.fr", [["Maison Lumen", 400], ["casino en ligne", 500], ["ici", 100]]],
      ["radhaus-berlin.de", [["Radhaus Berlin", 400], ["viagra ohne rezept", 500], ["hier", 100]]],
      ["kancelaria-nowak.pl", [["Kancelaria Nowak", 400], ["chwilówki bez bik", 500], [
        "tutaj",
        100,
      ]]],
    ] as [string, [string, number][]][]
  ) {
    const r = await analyzeAnchors(req({ target }), { provider: rows(list), signal });
    assert.match(
      r.agent_workflow.summary,
      /80% of the backlinks once the spam anchors, 50%/,
      target,
    );
    assert.equal(r.over_optimisation.level, "low", target);
  }
});

Deno.test("[backlinks anchors] links without anchor text are named as such, never as an empty quote", async () => {
  const r = await analyzeAnchors(req({ target: "acme.com" }), {
    provider: rows([["Acme", 250], ["", 40, { broken_backlinks: 3 }]]),
    signal,
  });
  const actions = r.agent_workflow.recommended_actions.map((a) => a.action).join("\n");
  assert.match(actions, /links without anchor text \(image or redirect links\) point at broken/);
  assert.doesNotMatch(r.markdown_summary, /""/);
});

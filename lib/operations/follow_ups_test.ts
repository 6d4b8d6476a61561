import assert from "node:assert/strict";
import type { AnalysisResult } from "./define.ts";
import { localiseFollowUps } from "./follow_ups.ts";

const FIELDS: Record<string, ReadonlySet<string>> = {
  "/content/brief": new Set(["keyword", "language", "location"]),
  "/content/internal-links": new Set(["pages"]),
};
const fields = (endpoint: string) => FIELDS[endpoint];

function result(...bodies: Record<string, unknown>[]): AnalysisResult {
  return {
    agent_workflow: {
      next_calls: bodies.map((body, i) => ({
        endpoint: i === 0 ? "/content/brief" : "/content/internal-links",
        reason: "r",
        body,
      })),
    },
  } as unknown as AnalysisResult;
}

const bodies = (r: AnalysisResult) => r.agent_workflow!.next_calls.map((c) => c.body);

Deno.test("[follow-ups] a French keyword goes on with French and France, not the English defaults", () => {
  const r = localiseFollowUps(result({ keyword: "atelier cuisine enfant paris" }), {}, fields);
  assert.deepEqual(bodies(r)[0], {
    keyword: "atelier cuisine enfant paris",
    language: "fr",
    location: "France",
  });
});

Deno.test("[follow-ups] the request's own location and language win, and set values are kept", () => {
  const r = localiseFollowUps(
    result({ keyword: "boutique hotel lisbon" }),
    { location: "Lisbon,Portugal", language: "pt" },
    fields,
  );
  assert.deepEqual(bodies(r)[0], {
    keyword: "boutique hotel lisbon",
    language: "pt",
    location: "Lisbon,Portugal",
  });
  const kept = localiseFollowUps(
    result({ keyword: "x", language: "de", location_code: 2276 }),
    {},
    fields,
  );
  assert.deepEqual(bodies(kept)[0], { keyword: "x", language: "de", location_code: 2276 });
});

Deno.test("[follow-ups] endpoints without locale fields are left alone", () => {
  const r = localiseFollowUps(result({ keyword: "crm" }, { pages: [] }), {}, fields);
  assert.deepEqual(bodies(r)[1], { pages: [] });
});

Deno.test("[follow-ups] the request's location is carried on by its canonical name", () => {
  const fields = () => new Set(["keyword", "language", "location"]);
  const result = {
    agent_workflow: {
      next_calls: [{ endpoint: "/x", reason: "r", body: { keyword: "crm software" } }],
    },
  } as unknown as AnalysisResult;
  const out = localiseFollowUps(result, { location: "us", language: "English" }, fields);
  assert.deepEqual(out.agent_workflow!.next_calls[0].body, {
    keyword: "crm software",
    language: "en",
    location: "United States",
  });
  const byCode = localiseFollowUps(
    {
      agent_workflow: {
        next_calls: [{ endpoint: "/x", reason: "r", body: { keyword: "autoversicherung" } }],
      },
    } as unknown as AnalysisResult,
    { location_code: 2276, language: "de" },
    fields,
  );
  assert.equal(byCode.agent_workflow!.next_calls[0].body.location, "Germany");
});

Deno.test("[follow-ups] a site on a country domain carries its market: Swedish, Polish and Brazilian sites", () => {
  const cases: [string, string, string, string][] = [
    ["rekrytera.se", "provanställning regler", "sv", "Sweden"],
    ["autocentrum.pl", "historia pojazdu", "pl", "Poland"],
    ["academia.com.br", "treino para iniciantes", "pt", "Brazil"],
  ];
  for (const [target, keyword, language, location] of cases) {
    const r = localiseFollowUps(result({ keyword }), { target }, fields);
    assert.deepEqual(bodies(r)[0], { keyword, language, location }, target);
  }
});

/**
 * Expert case 55: `/domain/traffic-estimate` of a Madrid immigration law firm (the first target)
 * beside a rival firm, a paid-led rival, a firm without data (`found: false`) and an information
 * portal on immigration procedures. Each numbered statement is its own test on the served case.
 */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";
import { actions, assertMarketCarried, type Json, nextCalls } from "./case_reading.ts";

type Target = Json & {
  target: string;
  found: boolean;
  footprint_type: string;
  opportunity_score: number | null;
  channel_mix: { local_pack: number | null };
};
const targets = (r: Json) => r.targets as Target[];
const of = (r: Json, domain: string) => {
  const t = targets(r).find((x) => x.target === domain);
  assert.ok(t, domain);
  return t;
};
const workflow = (r: Json) => r.agent_workflow as Json;

/** Every sentence the result shows a reader: summary, actions, evidence, limitations, report. */
function texts(r: Json): string[] {
  const w = workflow(r);
  const out = [String(w.summary ?? ""), String(r.markdown_summary ?? "")];
  for (const a of actions(r)) out.push(`${a.action} ${a.reason}`);
  for (const e of (w.evidence as Json[] | undefined) ?? []) out.push(String(e.claim ?? ""));
  for (const l of (w.limitations as string[] | undefined) ?? []) out.push(l);
  return out.flatMap((t) => t.split(/(?<=[.;])\s+|\n/));
}

const c55 = readCase(
  "/domain/traffic-estimate",
  "domain-traffic-estimate/55_immigration_lawyers_paid_local_and_portal",
);
const CLIENT = "navarroruizabogados.es";
const MISSING = "lexmigra.es";
const PAID = "extranjeriamadrid-abogados.es";
const PORTAL = "tramitesextranjeria.info";
const FIRM = "abogadosvelasco.es";

statement(c55, 1, "the firm without data is no data, not no traffic", (r) => {
  const t = of(r, MISSING);
  assert.equal(t.found, false);
  assert.notEqual(t.footprint_type, "negligible");
  const scores = targets(r).filter((x) => x.target !== MISSING)
    .map((x) => x.opportunity_score ?? 0);
  assert.ok(
    t.opportunity_score === null || t.opportunity_score < Math.max(...scores),
    `opportunity ${t.opportunity_score}`,
  );
  const about = texts(r).filter((s) => s.includes(MISSING));
  assert.ok(
    about.some((s) => /no data|not found|missing|not in the provider/i.test(s)),
    about.join("\n"),
  );
  for (const s of about) {
    assert.doesNotMatch(
      s,
      /no (organic )?traffic|weak(est)? (competitor|rival)|biggest (gap|opportunity)/i,
      s,
    );
  }
});

statement(c55, 2, "the paid-led rival is paid-led, not organic strength", (r) => {
  assert.equal(of(r, PAID).footprint_type, "paid_led");
  assert.notEqual(r.leader, PAID);
  for (const s of texts(r).filter((s) => s.includes(PAID) && /ahead|lead|strong/i.test(s))) {
    assert.match(s, /paid|ads?\b/i, s);
  }
});

statement(c55, 3, "about a quarter of the client's clicks come from the local pack", (r) => {
  const mix = of(r, CLIENT).channel_mix.local_pack ?? 0;
  assert.ok(mix > 0.2 && mix < 0.3, `local pack share ${mix}`);
  assert.ok(
    texts(r).some((s) =>
      s.includes(CLIENT) && /local pack|business profile/i.test(s) || /business profile/i.test(s)
    ),
    texts(r).join("\n"),
  );
});

statement(c55, 4, "the portal is qualified, or the law firm is the organic benchmark", (r) => {
  const qualified = texts(r).some((s) =>
    s.includes(PORTAL) &&
    /portal|information site|directory|not a (law )?firm|different kind|not a like-for-like/i.test(
      s,
    )
  );
  const benchmark = r.benchmark === FIRM ||
    texts(r).some((s) => s.includes(FIRM) && /benchmark/i.test(s));
  assert.ok(qualified || benchmark, texts(r).join("\n"));
});

statement(c55, 5, "brand vs non-brand is named as unknown, or ranked keywords offered", (r) => {
  const limitation = ((workflow(r).limitations as string[]) ?? []).some((l) =>
    /brand/i.test(l) && /non-brand|separate|split/i.test(l)
  );
  const ranked = nextCalls(r).some((c) => c.endpoint === "/domain/ranked-keywords");
  assert.ok(limitation || ranked);
});

statement(c55, 6, "confidence is at most 0.75", (r) => {
  assert.ok((workflow(r).confidence as number) <= 0.75, `${workflow(r).confidence}`);
});

statement(c55, 7, "follow-up calls carry Spanish and Spain", (r) => {
  assertMarketCarried(r, { language: "es", location: "Spain", locationCode: 2724 });
});

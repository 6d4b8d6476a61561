/** Expert cases 19 and 20: `/content/programmatic-template` (doorways, language of a template). */
import assert from "node:assert/strict";
import { accepts, readCase, statement } from "./harness.ts";

type Json = Record<string, unknown>;
type Recommended = { action: string; priority: string; reason: string };
type SchemaType = {
  type: string;
  where: string;
  properties: { property: string; source: string | null }[];
};

const recommended = (r: Json) =>
  (r.agent_workflow as { recommended_actions: Recommended[] }).recommended_actions;
const calls = (r: Json) =>
  (r.agent_workflow as { next_calls: { endpoint: string; body: Json }[] }).next_calls;
const schemaTypes = (r: Json) => (r.schema_recommendations as { types: SchemaType[] }).types;
const decision = (r: Json) => (r.launch_decision as { decision: string }).decision;

const c19 = readCase(
  "/content/programmatic-template",
  "content-programmatic-template/19_dental_neighborhood_doorways",
);

statement(c19, 1, "the launch decision is hold", (r) => assert.equal(decision(r), "hold"));

statement(c19, 2, "scale risk is high, with a high doorway-page risk", (r) => {
  const scale = r.scale_risk as { level: string; risks: { risk: string; level: string }[] };
  assert.equal(scale.level, "high");
  assert.ok(scale.risks.some((x) => x.risk === "doorway_pages" && x.level === "high"));
});

statement(c19, 3, "at least half of the 24 sample records are thin or duplicated", (r) => {
  const checks = r.checks as {
    sample_size: number;
    thin_content: { records: { record: number }[]; count: number };
    duplicate_risk: { groups: { records: number[] }[] };
  };
  const flagged = new Set([
    ...checks.thin_content.records.map((x) => x.record),
    ...checks.duplicate_risk.groups.flatMap((g) => g.records),
  ]);
  assert.equal(checks.sample_size, 24);
  assert.ok(Math.max(flagged.size, checks.thin_content.count) >= 12, `${flagged.size} flagged`);
});

statement(c19, 4, "no LocalBusiness or Dentist entity per neighbourhood page", (r) => {
  for (const t of schemaTypes(r)) {
    if (/LocalBusiness|Dentist|MedicalBusiness|MedicalClinic/.test(t.type)) {
      assert.ok(!/leaf/.test(t.where), `${t.type} on ${t.where}`);
    }
  }
});

statement(
  c19,
  5,
  "neighbourhood and near-me demand goes to the real clinic page and its Business Profile",
  (r) => {
    const actions = recommended(r);
    assert.ok(
      actions.some((a) =>
        /Google Business Profile|Business Profile/i.test(`${a.action} ${a.reason}`)
      ),
      "no action sends the demand to the Business Profile",
    );
    for (const a of actions) {
      assert.doesNotMatch(a.action, /\b(launch|publish|roll out|import)\b/i, a.action);
    }
  },
);

const c20 = readCase(
  "/content/programmatic-template",
  "content-programmatic-template/20_language_school_german_template",
);

/** English words the template may print; none may appear in a German template. */
const ENGLISH =
  /\b(about|at a glance|services? in|reviews?|results|nearby|areas?|more|home|call to action|permits|rules)\b/i;

statement(c20, 1, "every heading and label the template prints is German", (r) => {
  const sections = r.template_sections as { heading: string }[];
  const printed = sections.map((s) => s.heading).filter((h) => h !== "(no heading)");
  const crumbs = (r.internal_link_architecture as { breadcrumb: { label: string }[] }).breadcrumb;
  for (const text of [...printed, ...crumbs.map((c) => c.label)]) {
    const words = text.replace(/\[[^\]]+\]/g, "");
    assert.doesNotMatch(words, ENGLISH, `English on the page: "${text}"`);
  }
  assert.ok(!crumbs.some((c) => c.label === "De"), 'a breadcrumb level labelled "De"');
});

statement(c20, 2, "the Málaga example keeps the accent in the keyword, not in the slug", (r) => {
  const examples = r.examples as { keyword: string; url: string }[];
  const malaga = examples.find((e) => /M[aá]laga/.test(e.keyword));
  assert.ok(malaga, "no Málaga example");
  assert.equal(malaga.keyword, "Spanischkurs in Málaga");
  assert.equal(malaga.url, "/de/spanischkurs/malaga");
});

statement(c20, 3, "the launch decision is not hold", (r) => assert.notEqual(decision(r), "hold"));

statement(c20, 4, "schema includes a local organisation type with an address per page", (r) => {
  const local = schemaTypes(r).find((t) =>
    /LocalBusiness|EducationalOrganization|School|LanguageSchool/.test(t.type) &&
    /leaf/.test(t.where)
  );
  assert.ok(local, "no local organisation type on the pages");
  assert.ok(local.properties.some((p) => p.property === "address" && p.source !== null));
});

statement(c20, 5, "follow-up calls keep German and a non-US market", (r) => {
  assert.ok(calls(r).length > 0);
  for (const c of calls(r)) {
    if (accepts(c.endpoint, "language")) assert.equal(c.body.language, "de", c.endpoint);
    if (accepts(c.endpoint, "location")) {
      assert.ok(c.body.location !== undefined, `${c.endpoint} falls back to the default location`);
      assert.notEqual(c.body.location, "United States", c.endpoint);
    }
  }
});

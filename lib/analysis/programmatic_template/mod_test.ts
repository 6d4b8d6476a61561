import assert from "node:assert/strict";
import fc from "fast-check";
import {
  assertValidNextCalls,
  checkAnalysisProperties,
  opContext,
} from "../../../tests/agent_checks.ts";
import { contentProgrammaticTemplate } from "../../operations/content_programmatic_template.ts";
import {
  analyzeProgrammaticTemplate,
  fieldKey,
  freshnessScore,
  isFilled,
  patternVariables,
  type ProgrammaticTemplateInput,
  ProgrammaticTemplateResultSchema,
  slugify,
} from "./mod.ts";

const NOW = new Date("2026-03-02T09:00:00Z");

/** Parses a request through the operation's own schema (defaults applied), as the route does. */
function parsed(body: Record<string, unknown>): ProgrammaticTemplateInput {
  return contentProgrammaticTemplate.input.parse(body) as unknown as ProgrammaticTemplateInput;
}

function review(body: Record<string, unknown>, now = NOW) {
  return analyzeProgrammaticTemplate(parsed(body), { now });
}

const APPS = [
  "Slack",
  "Asana",
  "Trello",
  "Notion",
  "Jira",
  "Zendesk",
  "Intercom",
  "Stripe",
  "Shopify",
  "Mailchimp",
  "Airtable",
  "Dropbox",
  "Zoom",
  "Calendly",
  "Typeform",
  "Webflow",
  "Figma",
  "Miro",
  "Linear",
  "Gusto",
  "Xero",
  "Okta",
  "Twilio",
  "Segment",
];

/** What each app's integration is used for: every description says something of its own. */
const USES = [
  "post deal alerts to channels and reply from threads",
  "turn support tickets into tasks with due dates",
  "move cards when invoices are paid",
  "file meeting notes under the right customer",
  "open issues from failed payments",
  "escalate urgent tickets to the on-call engineer",
];

/** Setup steps that differ by how each app authenticates. */
const STEPS = [
  "paste an API key from its admin console",
  "approve the OAuth scopes for read and write",
  "install the marketplace app as an admin",
  "create a webhook and copy its secret",
];

/** 24 rich integration records: every page has five filled fields and its own prose. */
const INTEGRATIONS = {
  keyword_pattern: "[app] integration",
  url_pattern: "/integrations/[app]",
  data_sources: [{
    name: "Partner catalog",
    type: "api",
    freshness: "daily",
    fields: ["app", "category", "description", "setup_steps", "pricing_plan", "sync_frequency"],
  }],
  variables: ["app"],
  playbook: "integrations",
  unique_fields: ["description", "setup_steps", "pricing_plan", "sync_frequency"],
  sample_records: APPS.map((app, i) => ({
    app,
    category: ["chat", "project", "finance"][i % 3],
    description: `${app}: ${USES[i % USES.length]}; ${i + 3} object types sync both ways.`,
    setup_steps: `Open settings, choose ${app}, ${STEPS[i % STEPS.length]}, then map ${
      i + 4
    } fields.`,
    pricing_plan: ["Pro", "Business"][i % 2],
    sync_frequency: `${5 + i} minutes`,
  })),
  publishing_cadence: "weekly_batch",
  page_count_estimate: 120,
  conversion_cta: "Start a free trial",
  target: "example.com",
};

Deno.test("[programmatic_template] rich integration data scores 98 and goes, with the hand-computed plan", () => {
  const r = review(INTEGRATIONS);
  // 20 coverage + 22.5 richness (0.4 * 3/4 + 0.6 * 24/24: pricing_plan, two values on 24
  // records, does not count) + 20 uniqueness + 10 daily + 15 valid patterns + 10 fit ([app]
  // and "integration") = 97.5, shown as 98.
  assert.equal(r.readiness_score, 98);
  assert.deepEqual(
    Object.values(r.readiness_components).map((c) => c.points),
    [20, 22.5, 20, 10, 15, 10],
  );
  assert.equal(r.scale_risk.level, "low");
  assert.equal(r.launch_decision.decision, "go");
  assert.equal(r.agent_workflow.decision, "go");
  assert.deepEqual(r.examples[0], {
    record: 0,
    keyword: "Slack integration",
    url: "/integrations/slack",
    renderable: true,
  });
  // weekly_batch, go: 120 pages at clamp(ceil(120 / 12), 10, 500) = 10 per week.
  assert.deepEqual(
    r.launch_plan.phases.map((p) => [p.name, p.pages, p.timing]),
    [["rollout", 120, "12 weeks at 10 pages per week"]],
  );
  // No FAQ field in the data: no FAQPage markup.
  assert.deepEqual(r.schema_recommendations.types.map((t) => t.type), [
    "SoftwareApplication",
    "BreadcrumbList",
  ]);
  const app = r.schema_recommendations.types[0].properties;
  assert.deepEqual(app.find((p) => p.property === "applicationCategory")?.source, "category");
  assert.deepEqual(app.find((p) => p.property === "offers")?.source, "pricing_plan");
  // pricing_plan takes two values across 24 records: it does not count towards uniqueness.
  assert.ok(
    r.uniqueness_rules.some((u) =>
      u.rule === "low_variety_field" && u.applies_to[0] === "pricing_plan"
    ),
  );
  assert.equal(r.checks.thin_content.count, 0);
  assert.equal(r.checks.duplicate_risk.records_affected, 0);
});

Deno.test("[programmatic_template] template sections take their fields by playbook", () => {
  const r = review(INTEGRATIONS);
  const sections = new Map(r.template_sections.map((s) => [s.section, s]));
  assert.deepEqual([...sections.keys()], [
    "title_and_h1",
    "intro",
    "overview",
    "use_cases",
    "setup",
    "data_synced",
    "pricing",
    "faq",
    "call_to_action",
  ]);
  assert.deepEqual(sections.get("overview")?.fields, ["category", "description"]);
  assert.deepEqual(sections.get("setup")?.fields, ["setup_steps"]);
  assert.deepEqual(sections.get("data_synced")?.fields, ["sync_frequency"]);
  assert.deepEqual(sections.get("pricing")?.fields, ["pricing_plan"]);
  assert.equal(sections.get("title_and_h1")?.heading, "[app] integration");
  assert.equal(sections.get("call_to_action")?.heading, "Start a free trial");
  assert.deepEqual(sections.get("overview")?.sources, ["Partner catalog"]);
});

/** What differs about plumbing from place to place: each record's note says one thing. */
const NOTES = [
  "older homes have galvanized pipes, so freeze calls peak in January",
  "hard water scales water heaters within five years",
  "basement flooding follows the spring thaw",
  "slab foundations hide leaks under the floor",
  "septic systems outnumber sewer lines outside the centre",
  "new builds use PEX, so fittings fail before pipes",
  "tree roots block clay sewer lines in older districts",
  "summer storms overload storm drains downtown",
  "high-rise buildings need booster-pump service",
  "historic districts require permits for any repiping",
  "well water brings iron staining and pump repairs",
  "coastal air corrodes outdoor fixtures",
];

/** Location pages: duplicates, a missing city, an empty record and short text. */
function locationRecord(city: string | null, state: string, extra: Record<string, unknown> = {}) {
  return {
    city,
    state,
    licensed_plumbers: 12,
    avg_response_minutes: 25 + (city?.length ?? 0) * 3,
    avg_callout_fee: 70 + (city?.length ?? 0) * 5,
    local_notes: `${city}: ${NOTES[(city?.length ?? 0) % NOTES.length]}`,
    service_hours: "24/7",
    ...extra,
  };
}

const LOCATIONS = {
  keyword_pattern: "emergency plumber in [city], [state]",
  url_pattern: "/plumbers/[state]/[city]",
  data_sources: [{
    name: "Service area sheet",
    type: "csv",
    freshness: "monthly",
    fields: [
      "city",
      "state",
      "licensed_plumbers",
      "avg_response_minutes",
      "avg_callout_fee",
      "local_notes",
      "service_hours",
    ],
  }],
  variables: ["city", "state"],
  playbook: "locations",
  unique_fields: ["licensed_plumbers", "avg_response_minutes", "avg_callout_fee", "local_notes"],
  sample_records: [
    locationRecord("Austin", "TX"),
    locationRecord("Denver", "CO", { licensed_plumbers: 31 }),
    locationRecord("St. Louis", "MO", { licensed_plumbers: 18 }),
    locationRecord("Saint Louis", "MO", { licensed_plumbers: 19 }),
    locationRecord("austin", "tx", { licensed_plumbers: 44 }),
    {
      city: "Boise",
      state: "ID",
      licensed_plumbers: null,
      avg_response_minutes: null,
      avg_callout_fee: "",
      local_notes: "n/a",
      service_hours: "24/7",
    },
    { city: null, state: "WA" },
    locationRecord("Portland", "OR", { licensed_plumbers: 27 }),
    locationRecord("Portland", "ME", { licensed_plumbers: 9 }),
    locationRecord("Tulsa", "OK", { licensed_plumbers: 14, local_notes: "Busy." }),
    locationRecord("New York", "NY", { licensed_plumbers: 300 }),
    locationRecord("New York City", "NY", { licensed_plumbers: 301 }),
  ],
  publishing_cadence: "pilot",
  page_count_estimate: 250,
  conversion_cta: "Book a plumber",
};

Deno.test("[programmatic_template] the location sample flags thin, duplicate and unrenderable records and holds", () => {
  const r = review(LOCATIONS);
  assert.deepEqual(r.checks.thin_content.records.map((t) => [t.record, t.label]), [
    [5, "Boise / ID"],
    [6, "WA"],
    [9, "Tulsa / OK"],
  ]);
  assert.match(
    r.checks.thin_content.records[0].reasons[0],
    /only 0 of 4 unique fields filled \(needs 3\)/,
  );
  assert.match(r.checks.thin_content.records[2].reasons.join(" "), /short text in local_notes/);
  assert.deepEqual(r.checks.unrenderable.records, [{
    record: 6,
    label: "WA",
    reasons: ["missing value for [city]"],
  }]);
  assert.deepEqual(r.checks.duplicate_risk.groups.map((g) => [g.kind, g.records]), [
    ["same_url", [0, 4]],
    ["same_keyword", [0, 4]],
    ["near_duplicate_keyword", [2, 3]],
    ["near_duplicate_keyword", [10, 11]],
  ]);
  assert.equal(r.checks.duplicate_risk.groups[0].value, "/plumbers/tx/austin");
  assert.equal(r.checks.duplicate_risk.records_affected, 6);
  // 63 of 72 cells, richness 0.4 + 0.6 * 9/12, uniqueness 0.5, monthly 0.75, no pattern issue,
  // full fit: 17.5 + 21.3 + 10 + 7.5 + 15 + 10 = 81, capped at 40 by the URL collisions.
  assert.deepEqual(
    Object.values(r.readiness_components).map((c) => c.points),
    [17.5, 21.3, 10, 7.5, 15, 10],
  );
  assert.equal(r.readiness_score, 40);
  assert.deepEqual(r.readiness_caps, ["blocking issue: capped at 40"]);
  assert.equal(r.launch_decision.decision, "hold");
  assert.deepEqual(r.launch_decision.reasons, [
    "2 of 12 sample records render to a URL another record also renders to",
    "readiness 40 is below 50",
    "6 of 12 sample records are duplicated",
  ]);
  assert.equal(r.scale_risk.level, "high");
  assert.deepEqual(r.scale_risk.risks.map((x) => [x.risk, x.level]), [
    ["duplicate_content", "high"],
    ["index_bloat", "high"],
    ["doorway_pages", "medium"],
    ["thin_content", "medium"],
  ]);
  // 250 planned x 9 of 12 sample records thin, duplicated or unrenderable = 187.5 weak pages.
  assert.equal(r.scale_risk.risks[1].value, 188);
  assert.equal(r.launch_plan.phases[0].name, "fix_before_launch");
});

Deno.test("[programmatic_template] indexation gates count the failing sample records", () => {
  const r = review(LOCATIONS);
  const gates = new Map(r.indexation_gates.map((g) => [g.gate, g.failing_sample_records]));
  assert.deepEqual(Object.fromEntries(gates), {
    renderable: 1,
    min_unique_fields: 2,
    min_data_points: 2,
    min_content: 3,
    no_duplicate: 6,
    canonical: 0,
    sitemap: 0,
  });
});

Deno.test("[programmatic_template] the URL hierarchy gives hubs, breadcrumbs and sibling groups", () => {
  const r = review(LOCATIONS);
  const links = r.internal_link_architecture;
  assert.deepEqual(links.hubs.map((h) => [h.level, h.url_pattern, h.example]), [
    [1, "/plumbers", "/plumbers"],
    [2, "/plumbers/[state]", "/plumbers/tx"],
  ]);
  assert.deepEqual(links.breadcrumb.map((b) => b.label), ["Home", "Plumbers", "[state]", "[city]"]);
  assert.equal(links.sibling_links.group_by, "state");
  assert.ok(links.rules.some((x) => /Book a plumber/.test(x)));
});

Deno.test("[programmatic_template] schema follows the playbook: Service without an address, LocalBusiness with one, DefinedTerm, FAQ only with FAQ data", () => {
  const r = review(LOCATIONS);
  const types = r.schema_recommendations.types;
  assert.deepEqual(types.map((t) => t.type), ["Service", "BreadcrumbList"]);
  assert.match(types[0].caveat ?? "", /no LocalBusiness markup/);
  assert.match(types[0].properties[1].source ?? "", /\[city\] as a Place/);

  const withAddress = review({
    ...LOCATIONS,
    sample_records: LOCATIONS.sample_records.map((rec, i) => ({
      ...rec,
      street_address: `${i + 1} Main St`,
      faq_answer: "Yes, we answer emergency calls at night.",
    })),
  });
  assert.deepEqual(withAddress.schema_recommendations.types.map((t) => t.type), [
    "Service",
    "LocalBusiness",
    "BreadcrumbList",
    "FAQPage",
  ]);
  assert.equal(withAddress.schema_recommendations.types[1].properties[0].source, "street_address");

  const glossary = review({
    keyword_pattern: "what is [term]",
    url_pattern: "/glossary/[term]",
    data_sources: [{ name: "Terms", fields: ["term", "definition"] }],
    variables: ["term"],
    playbook: "glossary",
    sample_records: [{ term: "Churn", definition: "Customers lost in a period." }],
  });
  assert.deepEqual(glossary.schema_recommendations.types.map((t) => t.type), [
    "DefinedTerm",
    "DefinedTermSet",
    "BreadcrumbList",
  ]);
  assert.equal(glossary.schema_recommendations.types[0].properties[1].source, "definition");

  const directory = review({
    keyword_pattern: "[category] agencies in [city]",
    url_pattern: "/agencies/[city]/[category]",
    data_sources: [{ name: "Listings" }],
    variables: ["category", "city"],
    playbook: "directory",
    sample_records: [{ category: "SEO", city: "Leeds", listing_count: 14 }],
  });
  assert.deepEqual(directory.schema_recommendations.types.map((t) => [t.type, t.where]), [
    ["ItemList", "hub"],
    ["Organization", "leaf"],
    ["BreadcrumbList", "leaf_and_hub"],
  ]);
});

Deno.test("[programmatic_template] include_schema and include_internal_linking false are skipped with a reason", () => {
  const r = review({ ...INTEGRATIONS, include_schema: false, include_internal_linking: false });
  assert.equal(r.schema_recommendations.included, false);
  assert.deepEqual(r.schema_recommendations.types, []);
  assert.match(r.schema_recommendations.reason ?? "", /include_schema is false/);
  assert.equal(r.internal_link_architecture.included, false);
  assert.deepEqual(r.internal_link_architecture.hubs, []);
});

Deno.test("[programmatic_template] a keyword variable missing from the URL and from the data blocks the launch", () => {
  const r = review({
    keyword_pattern: "best [tool] for [industry]",
    url_pattern: "/best/[tool]",
    data_sources: [{ name: "Tools", freshness: "weekly", fields: ["tool", "rating"] }],
    variables: ["tool"],
    playbook: "curation",
    sample_records: [{ tool: "Asana", rating: 4.5 }, { tool: "Jira", rating: 4.1 }],
  });
  const kinds = r.pattern.issues.map((i) => [i.kind, i.blocking]);
  assert.deepEqual(kinds, [
    ["undeclared_variable", false],
    ["keyword_variable_not_in_url", true],
    ["variable_without_data", true],
  ]);
  assert.deepEqual(r.checks.missing_variables, [{
    variable: "industry",
    in_patterns: true,
    in_sources: false,
    in_records: false,
    empty_in_records: 2,
  }]);
  // 1 - 0.3 - 0.4 = 0.3 pattern validity.
  assert.equal(r.readiness_components.pattern_validity.score, 0.3);
  assert.equal(r.launch_decision.decision, "hold");
  assert.ok(r.readiness_score <= 40);
  assert.equal(r.checks.unrenderable.count, 2);
  assert.equal(r.examples[0].keyword, "best Asana for [missing:industry]");
  assert.equal(r.scale_risk.risks[0].risk, "missing_data");
});

Deno.test("[programmatic_template] no sample records means hold with unverified data", () => {
  const r = review({
    keyword_pattern: "[city] coworking spaces",
    url_pattern: "/coworking/[city]",
    data_sources: [{ name: "Listings" }],
    variables: ["city"],
  });
  assert.equal(r.launch_decision.decision, "hold");
  assert.ok(r.readiness_score <= 40);
  // Locations (inferred) with no unique field is a doorway risk; freshness is unknown.
  assert.deepEqual(r.scale_risk.risks.map((x) => [x.risk, x.level]), [
    ["doorway_pages", "high"],
    ["unverified_data", "high"],
    ["stale_data", "medium"],
  ]);
  assert.equal(r.playbook.source, "inferred");
  assert.equal(r.playbook.value, "locations");
  assert.deepEqual(r.examples, []);
  assert.deepEqual(r.agent_workflow.next_calls, []);
  assert.ok(
    r.agent_workflow.recommended_actions.some((a) => /Supply 20\+ sample_records/.test(a.action)),
  );
  assert.ok(r.agent_workflow.limitations.some((l) => /No unique_fields were given/.test(l)));
});

Deno.test("[programmatic_template] reversed comparison pairs are one page", () => {
  const records = [
    ["Slack", "Teams"],
    ["Teams", "Slack"],
    ["Asana", "Trello"],
    ["Notion", "Coda"],
  ].map(([a, b]) => ({
    tool_a: a,
    tool_b: b,
    verdict: `${a} suits async teams; ${b} suits meeting-heavy teams with strict admin needs.`,
    price_a: 8,
    price_b: 10,
    feature_rows: 12,
  }));
  const r = review({
    keyword_pattern: "[tool_a] vs [tool_b]",
    url_pattern: "/compare/[tool_a]-vs-[tool_b]",
    data_sources: [{ name: "Comparisons", freshness: "quarterly" }],
    variables: ["tool_a", "tool_b"],
    playbook: "comparisons",
    unique_fields: ["verdict", "price_a", "price_b"],
    sample_records: records,
  });
  assert.deepEqual(
    r.checks.duplicate_risk.groups.map((g) => [g.kind, g.records, g.labels]),
    [["near_duplicate_keyword", [0, 1], ["Slack / Teams", "Teams / Slack"]]],
  );
  assert.ok(r.uniqueness_rules.some((u) => u.rule === "one_page_per_pair"));
  assert.equal(r.examples[2].url, "/compare/asana-vs-trello");
});

Deno.test("[programmatic_template] slugs are safe for any script and values collide after normalisation", () => {
  assert.equal(slugify("Zürich"), "zurich");
  assert.equal(slugify("São Paulo"), "sao-paulo");
  assert.equal(slugify("東京"), "東京");
  assert.equal(slugify("Tom & Jerry's  Café!"), "tom-and-jerrys-cafe");
  assert.equal(slugify("../../etc/passwd"), "etc-passwd");
  assert.equal(slugify("!!!"), "");
  assert.ok(slugify("word ".repeat(40)).length <= 80);
  assert.equal(fieldKey("Avg Response-Minutes"), "avg_response_minutes");
  assert.deepEqual(patternVariables("/[State]/{ city }/x-[city]"), ["state", "city"]);
  assert.equal(isFilled(" N/A "), false);
  assert.equal(isFilled(0), true);
  assert.equal(isFilled(false), true);
  assert.equal(isFilled(Number.NaN), false);

  const r = review({
    keyword_pattern: "cafés in [city]",
    url_pattern: "https://example.com/cafes/{city}",
    data_sources: [{ name: "Cities", freshness: "weekly" }],
    variables: ["city"],
    sample_records: [{ city: "Zürich" }, { city: "Zurich" }, { city: "東京" }, { city: "!!!" }],
  });
  assert.deepEqual(r.examples.map((e) => [e.url, e.renderable]), [
    ["https://example.com/cafes/zurich", true],
    ["https://example.com/cafes/zurich", true],
    ["https://example.com/cafes/東京", true],
    ["https://example.com/cafes/[empty:city]", false],
  ]);
  assert.deepEqual(r.checks.duplicate_risk.groups.map((g) => [g.kind, g.records]), [
    ["same_url", [0, 1]],
    ["same_keyword", [0, 1]],
  ]);
  assert.deepEqual(r.checks.unrenderable.records[0].reasons, ["a variable slugs to nothing"]);
});

Deno.test("[programmatic_template] freshness reads cadences, intervals and dates against the request time", () => {
  assert.equal(freshnessScore("real-time API", NOW), 1);
  assert.equal(freshnessScore("Daily", NOW), 1);
  assert.equal(freshnessScore("weekly", NOW), 0.9);
  assert.equal(freshnessScore("every 2 weeks", NOW), 0.75);
  assert.equal(freshnessScore("quarterly", NOW), 0.5);
  assert.equal(freshnessScore("annual census", NOW), 0.3);
  assert.equal(freshnessScore("static export", NOW), 0.2);
  assert.equal(freshnessScore("updated 2026-02-20", NOW), 1);
  assert.equal(freshnessScore("updated 2025-10-01", NOW), 0.6);
  assert.equal(freshnessScore("2023-01", NOW), 0.2);
  assert.equal(freshnessScore("whenever", NOW), null);
  assert.equal(freshnessScore(undefined, NOW), null);
  // The same stale date scores higher for a glossary: definitions do not go out of date.
  const body = {
    keyword_pattern: "what is [term]",
    url_pattern: "/glossary/[term]",
    data_sources: [{ name: "Terms", freshness: "yearly" }],
    variables: ["term"],
    playbook: "glossary",
    sample_records: [{ term: "Churn" }],
  };
  assert.equal(review(body).checks.data_sources[0].freshness_score, 0.8);
  assert.equal(
    review({ ...body, playbook: "directory" }).checks.data_sources[0].stale,
    true,
  );
});

Deno.test("[programmatic_template] a pilot cadence gives a gated pilot batch then weekly rollout", () => {
  const r = review({
    ...INTEGRATIONS,
    sample_records: INTEGRATIONS.sample_records.slice(0, 10),
    publishing_cadence: "pilot",
    page_count_estimate: 250,
  });
  assert.equal(r.launch_decision.decision, "pilot");
  assert.match(r.launch_decision.reasons.join(" "), /only 10 sample records \(go needs 20\)/);
  // pilot = clamp(round(250 * 0.1), 10, 50) = 25; rollout clamp(ceil(225 / 8), 10, 500) = 29.
  assert.deepEqual(r.launch_plan.phases.map((p) => [p.phase, p.name, p.pages, p.timing]), [
    [1, "pilot", 25, "publish at once, then wait 4-6 weeks"],
    [2, "rollout", 225, "8 weeks at 29 pages per week"],
  ]);
  assert.ok(r.launch_plan.phases[0].exit_gate.some((g) => /60%\+ of the batch indexed/.test(g)));
});

Deno.test("[programmatic_template] a bulk import of thousands of pages is not advised before proof", () => {
  const r = review({
    ...INTEGRATIONS,
    publishing_cadence: "bulk_import",
    page_count_estimate: 12_000,
  });
  assert.equal(r.scale_risk.risks[0].risk, "index_bloat");
  assert.equal(r.scale_risk.risks[0].level, "high");
  assert.equal(r.launch_decision.decision, "pilot");
  assert.deepEqual(r.launch_plan.phases.map((p) => p.name), ["pilot", "rollout"]);
});

Deno.test("[programmatic_template] a persona playbook with one unique field is a doorway risk", () => {
  const r = review({
    keyword_pattern: "crm for [industry]",
    url_pattern: "/crm/[industry]",
    data_sources: [{ name: "Industries", freshness: "monthly" }],
    variables: ["industry"],
    playbook: "personas",
    unique_fields: ["pain_point"],
    sample_records: ["dentists", "lawyers", "roofers"].map((industry) => ({
      industry,
      pain_point: `Missed follow-ups with ${industry} leads`,
    })),
  });
  const doorway = r.scale_risk.risks.find((x) => x.risk === "doorway_pages");
  assert.equal(doorway?.level, "high");
  assert.ok(r.agent_workflow.recommended_actions.some((a) => /doorway/.test(a.reason)));
});

Deno.test("[programmatic_template] next calls are valid requests built from rendered instances", () => {
  const r = review(LOCATIONS);
  assertValidNextCalls(r.agent_workflow);
  assert.deepEqual(r.agent_workflow.next_calls.map((c) => c.endpoint), [
    "/keyword-metrics/overview",
    "/content/serp-outline",
    "/keyword-cluster/build",
  ]);
  const keywords = r.agent_workflow.next_calls[0].body.keywords as string[];
  assert.equal(keywords[0], "emergency plumber in Austin, TX");
  assert.ok(!keywords.some((k) => k.includes("[missing")));
  assert.equal(r.agent_workflow.next_calls[1].body.keyword, "emergency plumber in Austin, TX");
});

Deno.test("[programmatic_template] the example request holds: two numbers per city are thin", () => {
  const op = contentProgrammaticTemplate;
  const r = review(op.example);
  assert.equal(r.launch_decision.decision, "hold");
  assert.equal(r.checks.thin_content.count, 2);
  assert.equal(r.readiness_score, 60);
  assert.deepEqual(r.readiness_caps, ["half or more sample records are thin: capped at 60"]);
  assert.deepEqual(r.examples.map((e) => e.url), ["/plumbers/austin", "/plumbers/denver"]);
  const ev = new Map(r.agent_workflow.evidence.map((e) => [e.claim, e.value]));
  assert.equal(ev.get("Pages planned"), 250);
  assert.equal(ev.get("Thin sample records"), 2);
  assert.match(r.markdown_summary, /\| Launch decision \| hold \|/);
});

Deno.test("[programmatic_template] the operation's example runs through its own schema", async () => {
  const op = contentProgrammaticTemplate;
  const result = await op.run!(op.input.parse(op.example), opContext(NOW));
  assert.equal(op.id, "content_programmatic_template");
  const check = ProgrammaticTemplateResultSchema.safeParse(result);
  assert.ok(check.success, JSON.stringify(check.error?.issues.slice(0, 3)));
  assertValidNextCalls(result.agent_workflow!);
});

Deno.test("[programmatic_template] the same input gives byte-identical output", () => {
  const body = parsed(LOCATIONS);
  const one = JSON.stringify(analyzeProgrammaticTemplate(body, { now: NOW }));
  const two = JSON.stringify(analyzeProgrammaticTemplate(structuredClone(body), { now: NOW }));
  assert.equal(one, two);
});

Deno.test("[programmatic_template] 500 records of 200 mostly-null fields complete quickly", () => {
  const fields = Array.from({ length: 198 }, (_, i) => `field_${i}`);
  const records = Array.from({ length: 500 }, (_, r) => {
    const rec: Record<string, string | number | boolean | null> = {
      city: r % 50 === 0 ? null : `City ${r % 450}`,
      state: `S${r % 50}`,
    };
    fields.forEach((f, i) => {
      rec[f] = (r + i) % 7 === 0
        ? `value ${r} ${i} with a few words`
        : (r + i) % 11 === 0
        ? i
        : null;
    });
    return rec;
  });
  const input = parsed({
    keyword_pattern: "movers in [city], [state]",
    url_pattern: "/movers/[state]/[city]",
    data_sources: [{ name: "Sheet", freshness: "monthly", fields: ["city", "state", ...fields] }],
    variables: ["city", "state"],
    unique_fields: fields.slice(0, 20),
    sample_records: records,
    page_count_estimate: 20_000,
    publishing_cadence: "bulk_import",
  });
  const started = performance.now();
  const r = analyzeProgrammaticTemplate(input, { now: NOW });
  const ms = performance.now() - started;
  // Reported, not asserted: timings depend on the machine (benchmarks measure speed).
  console.log(`    500 records x 200 fields: ${ms.toFixed(0)} ms`);
  assert.equal(r.checks.sample_size, 500);
  assert.equal(r.checks.unrenderable.count, 10);
  // Records 451..499 repeat the city and state of records 1..49: 49 same-URL pairs.
  assert.equal(r.checks.duplicate_risk.groups.filter((g) => g.kind === "same_url").length, 49);
  assert.equal(r.checks.duplicate_risk.records_affected, 98);
  assert.ok(ProgrammaticTemplateResultSchema.safeParse(r).success);
});

const VALUE = fc.oneof(
  fc.constantFrom(
    "Austin",
    "austin",
    "St. Louis",
    "Saint Louis",
    "New York",
    "Zürich",
    "東京",
    "n/a",
    "",
    "!!!",
  ),
  fc.string({ maxLength: 60 }),
  fc.integer({ min: -5, max: 500 }),
  fc.boolean(),
  fc.constant(null),
);

const programmaticRequest = fc.record({
  keyword_pattern: fc.constantFrom(
    "plumber in [city]",
    "[tool_a] vs [tool_b]",
    "[city]",
    "best {tool} for [industry]",
    "what is [term]",
  ),
  url_pattern: fc.constantFrom(
    "/plumbers/[city]",
    "/compare/[tool_a]-vs-[tool_b]",
    "https://example.com/x/{city}",
    "/[state]/[city]",
    "/glossary?term=[term]",
    "/Best_Tools/[tool]",
  ),
  data_sources: fc.array(
    fc.record({
      name: fc.constantFrom("Sheet", "API", "Warehouse"),
      type: fc.option(fc.constantFrom("csv", "api"), { nil: undefined }),
      freshness: fc.option(fc.constantFrom("daily", "weekly", "2020-01-01", "yearly", "soon"), {
        nil: undefined,
      }),
      fields: fc.option(
        fc.array(fc.constantFrom("city", "state", "tool", "term", "rating", "notes"), {
          maxLength: 5,
        }),
        { nil: undefined },
      ),
    }, { requiredKeys: ["name"] }),
    { minLength: 1, maxLength: 3 },
  ),
  variables: fc.array(
    fc.constantFrom("city", "state", "tool", "tool_a", "tool_b", "term", "industry"),
    {
      minLength: 1,
      maxLength: 3,
    },
  ),
  playbook: fc.option(
    fc.constantFrom("locations", "comparisons", "glossary", "personas", "custom", "directory"),
    { nil: undefined },
  ),
  unique_fields: fc.option(
    fc.array(fc.constantFrom("rating", "notes", "price", "city"), { maxLength: 3 }),
    {
      nil: undefined,
    },
  ),
  sample_records: fc.option(
    fc.array(
      fc.dictionary(
        fc.constantFrom(
          "city",
          "state",
          "tool",
          "tool_a",
          "tool_b",
          "term",
          "rating",
          "notes",
          "price",
        ),
        VALUE,
        { maxKeys: 6 },
      ),
      { maxLength: 12 },
    ),
    { nil: undefined },
  ),
  publishing_cadence: fc.option(
    fc.constantFrom("pilot", "weekly_batch", "monthly_batch", "bulk_import"),
    {
      nil: undefined,
    },
  ),
  target: fc.option(fc.constant("example.com"), { nil: undefined }),
  page_count_estimate: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: undefined }),
  competitors: fc.option(fc.array(fc.constant("rival.com"), { maxLength: 2 }), { nil: undefined }),
  conversion_cta: fc.option(fc.constant("Get a quote"), { nil: undefined }),
  include_schema: fc.option(fc.boolean(), { nil: undefined }),
  include_internal_linking: fc.option(fc.boolean(), { nil: undefined }),
}, {
  requiredKeys: ["keyword_pattern", "url_pattern", "data_sources", "variables"],
}) as fc.Arbitrary<Record<string, unknown>>;

Deno.test("[programmatic_template] random valid requests never throw, match the schema and are deterministic", async () => {
  await checkAnalysisProperties(
    contentProgrammaticTemplate,
    programmaticRequest,
    { numRuns: 200, now: NOW },
  );
});

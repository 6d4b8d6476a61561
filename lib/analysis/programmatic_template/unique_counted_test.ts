/**
 * Declared unique fields that make no page differ do not count: a page variable, one text with
 * the variable swapped in, one value on every record. Held launches plan only the pages the
 * data backs. Mortgage advice (nl), online courses (pt-BR) and software integrations (de).
 */
import assert from "node:assert/strict";
import { contentProgrammaticTemplate } from "../../operations/content_programmatic_template.ts";
import { analyzeProgrammaticTemplate, type ProgrammaticTemplateInput } from "./mod.ts";

const NOW = new Date("2026-03-02T09:00:00Z");

const cases = [
  {
    keyword_pattern: "hypotheekadviseur [plaats]",
    url_pattern: "/hypotheekadviseur/[plaats]",
    variables: ["plaats"],
    values: ["Utrecht", "Zwolle", "Breda", "Tilburg", "Almere", "Leiden"],
    intro: (v: string) => `Op zoek naar een hypotheekadviseur in ${v}? Wij helpen u graag verder.`,
  },
  {
    keyword_pattern: "curso de excel em [cidade]",
    url_pattern: "/cursos/excel/[cidade]",
    variables: ["cidade"],
    values: ["Campinas", "Recife", "Curitiba", "Salvador", "Fortaleza", "Manaus"],
    intro: (v: string) => `Aprenda Excel em ${v} com aulas ao vivo e certificado.`,
  },
  {
    keyword_pattern: "[tool] Schnittstelle",
    url_pattern: "/integrationen/[tool]",
    variables: ["tool"],
    values: ["Slack", "Datev", "Teams", "Jira", "Asana", "Zoom"],
    intro: (v: string) => `Verbinden Sie ${v} in wenigen Minuten mit Ihrer Personalsoftware.`,
  },
];

Deno.test("[programmatic_template] a variable, a swapped-name text and one repeated value never count as unique: nl, pt, de", () => {
  for (const c of cases) {
    const v = c.variables[0];
    const input = contentProgrammaticTemplate.input.parse({
      target: "example.com",
      keyword_pattern: c.keyword_pattern,
      url_pattern: c.url_pattern,
      variables: c.variables,
      data_sources: [{ name: "sheet", type: "csv", fields: [v, "intro", "rate"] }],
      unique_fields: [v, "intro", "rate"],
      sample_records: c.values.map((x) => ({ [v]: x, intro: c.intro(x), rate: "3,9%" })),
      page_count_estimate: 300,
    }) as unknown as ProgrammaticTemplateInput;
    const r = analyzeProgrammaticTemplate(input, { now: NOW });
    const notCounted = r.uniqueness_rules.filter((u) => u.rule === "not_counted_field")
      .map((u) => u.applies_to[0]);
    assert.deepEqual(notCounted, [v, "intro", "rate"], c.keyword_pattern);
    assert.equal(r.checks.thin_content.count, c.values.length, c.keyword_pattern);
    assert.notEqual(r.launch_decision.decision, "go", c.keyword_pattern);
    assert.ok((r.launch_plan.page_count ?? 0) < 300, "only the pages the data backs are planned");
  }
});

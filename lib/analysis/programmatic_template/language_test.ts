/** A template's headings are in its pages' language, read from the pattern or the site's country domain. */
import assert from "node:assert/strict";
import { contentProgrammaticTemplate } from "../../operations/content_programmatic_template.ts";
import { analyzeProgrammaticTemplate, type ProgrammaticTemplateInput } from "./mod.ts";

const NOW = new Date("2026-03-02T09:00:00Z");

Deno.test("[programmatic_template] headings follow the site's language: nl, it, ja", () => {
  const cases: [string, string, string, string][] = [
    [
      "hypotheekhuis.nl",
      "hypotheekadviseur [plaats]",
      "/hypotheekadviseur/[plaats]",
      "In de buurt",
    ],
    ["pedalitalia.it", "tour in bici [percorso]", "/tour-in-bici/[percorso]", "Nelle vicinanze"],
    ["lumo-hair.jp", "[station] 美容室", "/salon/[station]", "周辺エリア"],
  ];
  for (const [target, keyword_pattern, url_pattern, nearby] of cases) {
    const v = keyword_pattern.match(/\[(\w+)\]/)![1];
    const input = contentProgrammaticTemplate.input.parse({
      target,
      keyword_pattern,
      url_pattern,
      variables: [v],
      playbook: "locations",
      data_sources: [{ name: "sheet", type: "csv", fields: [v, "distance_km"] }],
      sample_records: [{ [v]: "a", distance_km: 2 }, { [v]: "b", distance_km: 5 }],
    }) as unknown as ProgrammaticTemplateInput;
    const r = analyzeProgrammaticTemplate(input, { now: NOW });
    const headings = r.template_sections.map((s) => s.heading);
    assert.ok(headings.includes(nearby), `${target}: ${headings.join(" | ")}`);
    assert.ok(!headings.some((h) => /at a glance|FAQ about/.test(h)), target);
  }
});

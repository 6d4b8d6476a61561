/** The page template's sections and the fields that feed each. */
import { localHeading } from "../template_headings.ts";
import { byText, truncate } from "../../toolkit/text.ts";
import type { ProgrammaticTemplateInput } from "./input.ts";
import type { Playbook } from "./playbooks.ts";
import type { TemplateSection } from "./result.ts";
import { PLAYBOOK_SECTIONS, type SectionSpec } from "./sections_table.ts";
import { distinct } from "../../toolkit/tokens.ts";

/** What the sections are built from. */
interface SectionContext {
  language: string;
  playbook: Playbook;
  patternVars: string[];
  uniqueFields: string[];
  recordFields: Set<string>;
  sourceFields: Map<string, string[]>;
}

/** A section builder: its name, heading, purpose, variables, fields and whether it is required. */
type Section = (
  name: string,
  heading: string,
  purpose: string,
  variables: string[],
  list: string[],
  required: boolean,
) => TemplateSection;

/** Each field goes to the first section whose hints match, unique fields to the data section. */
function assignFields(ctx: SectionContext, specs: SectionSpec[]) {
  const fields = [
    ...new Set([...ctx.recordFields, ...ctx.sourceFields.keys(), ...ctx.uniqueFields]),
  ]
    .filter((f) => !ctx.patternVars.includes(f)).sort(byText);
  const assigned = new Map<string, string[]>();
  const supporting: string[] = [];
  const dataSection = specs.find((s) => s.data)?.section ?? specs[0].section;
  for (const f of fields) {
    const spec = specs.find((s) => s.hints?.test(f));
    const target = spec ? spec.section : ctx.uniqueFields.includes(f) ? dataSection : null;
    if (target) assigned.set(target, [...(assigned.get(target) ?? []), f]);
    else supporting.push(f);
  }
  return { assigned, supporting };
}

/** Builds a section with its unique fields and the sources of its variables and fields. */
function sectionBuilder(ctx: SectionContext): Section {
  const sourcesOf = (list: string[]) =>
    distinct(list.flatMap((f) => ctx.sourceFields.get(f) ?? [])).sort(byText);
  return (name, heading, purpose, variables, list, required) => ({
    section: name,
    heading,
    purpose,
    variables,
    fields: list,
    unique_fields: list.filter((f) => ctx.uniqueFields.includes(f)),
    sources: sourcesOf([...variables, ...list]),
    required,
  });
}

/** The title/H1 and the intro, led by the first two unique fields. */
function openingSections(
  input: ProgrammaticTemplateInput,
  ctx: SectionContext,
  section: Section,
): TemplateSection[] {
  const lead = ctx.uniqueFields.filter((f) => !ctx.patternVars.includes(f)).slice(0, 2);
  return [
    section(
      "title_and_h1",
      input.keyword_pattern,
      "Title tag and H1 rendered from keyword_pattern; the meta description names two record-specific values",
      [...ctx.patternVars],
      lead,
      true,
    ),
    section(
      "intro",
      "(no heading)",
      "Two or three sentences that answer the query with this record's own data, not shared boilerplate",
      [...ctx.patternVars],
      lead,
      true,
    ),
  ];
}

/** The call to action, from conversion_cta or page_goal. */
function callToAction(
  input: ProgrammaticTemplateInput,
  section: Section,
  first: string,
  local: (english: string) => string,
): TemplateSection {
  const cta = input.conversion_cta ?? input.page_goal;
  return section(
    "call_to_action",
    cta ? truncate(cta, 200) : local("Call to action"),
    cta
      ? `Close with "${truncate(cta, 200)}", phrased for [${first}]`
      : "Close with the page's conversion step (none was given: set conversion_cta)",
    [first],
    [],
    true,
  );
}

/** The sections: title and intro, the playbook's sections, the remaining fields, the CTA. */
export function templateSections(
  input: ProgrammaticTemplateInput,
  ctx: SectionContext,
): TemplateSection[] {
  const first = ctx.patternVars[0] ?? "value";
  const specs = PLAYBOOK_SECTIONS[ctx.playbook];
  const { assigned, supporting } = assignFields(ctx, specs);
  const section = sectionBuilder(ctx);
  const out = openingSections(input, ctx, section);
  const local = (english: string) => localHeading(english, ctx.language).text;
  for (const spec of specs) {
    const list = assigned.get(spec.section) ?? [];
    out.push(section(
      spec.section,
      local(spec.heading).replace("[v]", `[${first}]`),
      spec.purpose,
      spec.heading.includes("[v]") ? [first] : [],
      list,
      spec.data === true || list.some((f) => ctx.uniqueFields.includes(f)),
    ));
  }
  if (supporting.length > 0) {
    out.push(section(
      "supporting_details",
      local("More about [v]").replace("[v]", `[${first}]`),
      "Remaining fields; show each row only when it is filled",
      [first],
      supporting,
      false,
    ));
  }
  out.push(callToAction(input, section, first, local));
  return out;
}

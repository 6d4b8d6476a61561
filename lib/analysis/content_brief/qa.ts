/**
 * The QA checklist: `/content/serp-outline`'s validation checklist (title, format, sections,
 * questions, length, media, terms, schema), then what the brief adds: the meta description, the
 * page-type conflict, the differentiators and proof promised, the conversion plan, the voice and
 * the language.
 */
import { checklistOf } from "../serp_outline/checklist.ts";
import { BUDGETS } from "../title_meta/pixels.ts";
import type { ChecklistItem } from "../serp_outline/result.ts";
import type { BriefFacts } from "./facts.ts";
import type { BriefOutline, ContentBriefResult } from "./result.ts";

/** What a writer in each voice does. */
const VOICE_RULE: Readonly<Record<ContentBriefResult["brand_voice"], string>> = {
  neutral: "plain statements, no hype, no first person",
  expert: "confident, specific claims backed by sources or your own testing; define terms once",
  friendly: "second person, short sentences, everyday words, a warm tone",
  bold: "short punchy sentences and clear opinions, every claim still backed",
  technical: "precise terms, numbers and units, configuration details; no simplification",
};

/** What the checklist reads beyond the facts. */
export interface QaParts {
  market: { location: string; language: string };
  outline: BriefOutline | null;
  expectations: ContentBriefResult["serp_expectations"];
  differentiators: ContentBriefResult["differentiators"];
  proof: ContentBriefResult["proof_requirements"];
  conversion: ContentBriefResult["conversion_plan"];
}

/** The checks, in the order an editor works. */
export function qaChecklistOf(f: BriefFacts, p: QaParts): ChecklistItem[] {
  const outlineChecks = checklistOf({
    keyword: f.keyword,
    analysis: f.analysis,
    sections: p.outline?.sections ?? [],
    questions: p.outline?.questions.length ?? 0,
    schema: p.outline?.schema_recommendations ?? [],
  });
  const out: ChecklistItem[] = [...outlineChecks];
  if (!p.outline && p.expectations.sections.length > 0) {
    out.push({
      check:
        `The ${p.expectations.sections.length} sections competitors share are covered (serp_expectations.sections)`,
      why: "Each is a topic at least 2 ranking pages use as an H2",
    });
  }
  out.push({
    check: `The meta description names "${f.keyword}" and fits ${BUDGETS.descriptionPx} px`,
    why: "Google shows it under the title and cuts it past the pixel budget",
  });
  const c = f.pageType.conflict;
  if (c) {
    out.push({
      check: `The ${
        f.pageType.page_type.replace("_", " ")
      } still gives what the top results' format offers`,
      why: c.note,
    });
  }
  for (const d of p.differentiators.filter((x) => x.priority === "high")) {
    out.push({ check: `Differentiator delivered: ${d.differentiator}`, why: d.why });
  }
  for (const r of p.proof.filter((x) => x.priority === "high")) {
    out.push({
      check: `Proof in place: ${r.requirement} (${r.placement})`,
      why: `Required for this page type (${r.kind})`,
    });
  }
  out.push({
    check: `Calls to action as planned: "${
      p.conversion.placements[0]?.cta ?? ""
    }" (${p.conversion.cta_style}), ${p.conversion.placements.length} placements`,
    why: p.conversion.goal_reason,
  });
  if (p.conversion.objections.length > 0) {
    out.push({
      check: `Objections answered: ${p.conversion.objections.map((o) => o.objection).join(", ")}`,
      why: "The goal's visitors need them answered before they act",
    });
  }
  out.push({
    check: `The copy reads in the ${f.request.brand_voice} voice: ${
      VOICE_RULE[f.request.brand_voice]
    }`,
    why: "The brand voice asked for",
  }, {
    check: `The copy is written in ${p.market.language} for readers in ${p.market.location}`,
    why: "The market the keyword was researched in",
  });
  return out;
}

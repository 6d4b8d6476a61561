/** The validation checklist: what the finished page must show, each check read from the evidence. */
import type { SerpEvidenceAnalysis } from "../serp_evidence/result.ts";
import { BUDGETS } from "../title_meta/pixels.ts";
import type { ChecklistItem, SchemaRecommendation, Section } from "./result.ts";

/** Media most ranking pages use become a check from this share. */
const MEDIA_SHARE = 0.5;

/** What the checklist reads. */
export interface ChecklistFacts {
  keyword: string;
  analysis: SerpEvidenceAnalysis;
  sections: readonly Section[];
  questions: number;
  schema: readonly SchemaRecommendation[];
}

/** The checks, in the order an editor works. */
export function checklistOf(f: ChecklistFacts): ChecklistItem[] {
  const a = f.analysis;
  const out: ChecklistItem[] = [{
    check: `The title and the H1 name "${f.keyword}"; the title fits ${BUDGETS.titlePx} px`,
    why: "Google shows the title as the result's headline and cuts it past the pixel budget",
  }];
  if (a.dominant_format) {
    out.push({
      check: `The page reads as a ${a.dominant_format.family.replace("_", " / ")} page`,
      why: `${a.dominant_format.support} of ${a.results} top results are that format`,
    });
  }
  if (f.sections.length > 0) {
    out.push({
      check: `Every H2 of the outline is covered (${f.sections.length} sections)`,
      why: "Each is a topic ranking pages share (the URLs are listed per section)",
    });
  }
  if (f.questions > 0) {
    out.push({
      check: `The ${f.questions} questions are answered, each in 2-3 sentences under its heading`,
      why: "Searchers ask them (People also ask, competitors' headings and FAQs)",
    });
  }
  if (a.word_count.target) {
    const t = a.word_count.target;
    out.push({
      check: `The main content runs ${t.min}-${t.max} words`,
      why: `Median to 75th percentile of the ${a.word_count.pages} ranking pages read`,
    });
  }
  for (const m of a.media) {
    if (m.share < MEDIA_SHARE) continue;
    out.push({
      check: `The page has ${m.kind} (competitors' median: ${m.median})`,
      why: `${m.support} of ${a.pages_read} ranking pages read use ${m.kind}`,
    });
  }
  const terms = [...a.phrases, ...a.terms].filter((t) => t.share >= MEDIA_SHARE).slice(0, 8);
  if (terms.length > 0) {
    out.push({
      check: `The text uses: ${terms.map((t) => t.term).join(", ")}`,
      why: "Most ranking pages use these terms: the topic is expected to include them",
    });
  }
  for (const s of f.schema.filter((x) => x.priority !== "low" || x.type === "FAQPage")) {
    out.push({
      check: `${s.type} JSON-LD is added and passes the Rich Results Test`,
      why: s.reason,
    });
  }
  return out;
}

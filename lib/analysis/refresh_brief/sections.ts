/**
 * The sections to add: the competitors' missing sections within the rank band's budget (scaled by
 * the goal), the goal's own sections in the keyword's language, and each placed in the page where
 * competitors put it (after the page's heading at the nearest earlier place, or under its parent).
 */
import type { RankingPage } from "../serp_evidence/evidence.ts";
import { isContentSection, sectionThreshold } from "../serp_evidence/sections.ts";
import type { ContentBrief } from "../content_gap/result.ts";
import { titleCaseKeyword } from "../title_meta/phrases.ts";
import { GOAL_HEADINGS, GOAL_INSTRUCTIONS, type GoalEffect, type RankBand } from "./rules.ts";
import type { SectionToAdd } from "./result.ts";

/** What the sections read. */
export interface SectionFacts {
  keyword: string;
  language: string;
  page: RankingPage;
  gap: ContentBrief;
  band: RankBand;
  goal: GoalEffect;
}

const FAQ =
  /^(faq|frequently asked|häufige fragen|questions fréquentes|preguntas frecuentes|perguntas frequentes)/i;

/** The sections, goal sections first when the goal asks for them. */
export function sectionsToAdd(f: SectionFacts): SectionToAdd[] {
  const budget = Math.max(1, Math.round(f.band.sections * f.goal.competitorSections));
  const competitor = f.gap.missing_sections
    .filter((s) => s.level >= 2 && (f.goal.subtopics || s.level === 2 || !s.parent_heading))
    .slice(0, budget)
    .map((s): SectionToAdd => ({
      heading: s.heading,
      level: s.level === 3 ? 3 : 2,
      source: "competitor_headings",
      placement: placementOf(f.page, s.order, s.level === 3 ? s.parent_heading : null),
      instruction: s.coverage === "mentioned_in_text"
        ? "The page mentions it in passing: give it its own heading and expand"
        : "Write the section as competitors do; cite your own data where you have it",
      priority: s.priority,
      urls: s.urls,
      support: s.support,
    }));
  const questions = f.gap.missing_questions.slice(0, f.band.scope === "protect" ? 1 : 3)
    .map((q): SectionToAdd => ({
      heading: q.question,
      level: 3,
      source: "question",
      placement: placementOf(f.page, 1, null, true),
      instruction: "Answer in 2-3 sentences first, then detail",
      priority: q.priority,
      urls: q.urls,
      support: q.support,
    }));
  return [...goalSections(f), ...competitor, ...entitySections(f), ...questions];
}

/** Named things (products, laws, standards) the refresh covers at most. */
const ENTITY_SECTIONS = 3;

/**
 * What the competitors that outrank the page all name and the page never does: the current
 * products of a roundup, the rule of a guide. Multi-word names only (a model, a law), each named
 * by at least two ranking sites; the writer covers them with first-hand evidence, never a copy.
 */
function entitySections(f: SectionFacts): SectionToAdd[] {
  return f.gap.missing_entities.filter((e) => e.name.includes(" ") && e.support >= 2)
    .slice(0, f.band.scope === "protect" ? 1 : ENTITY_SECTIONS)
    .map((e): SectionToAdd => ({
      heading: e.name,
      level: 3,
      source: "entity",
      placement: placementOf(f.page, 0.5, null),
      instruction:
        `${e.support} ranking sites cover ${e.name} and the page never names it: cover it with your own testing or data`,
      priority: e.support >= 3 ? "high" : "medium",
      urls: e.urls,
      support: e.support,
    }));
}

/** The goal's own sections, skipped when the page already has such a heading. */
function goalSections(f: SectionFacts): SectionToAdd[] {
  const table = GOAL_HEADINGS[f.language] ?? GOAL_HEADINGS.en;
  const k = asWritten(f.page, f.keyword) ?? titleCaseKeyword(f.keyword, f.language);
  const paa = f.gap.missing_questions.find((q) => q.sources.includes("people_also_ask"));
  return f.goal.extras.map((kind): SectionToAdd => ({
    heading: kind === "answer_block" && paa ? paa.question : table[kind](k),
    level: 2,
    source: "goal",
    placement: kind === "faq" || kind === "cta" ? placementOf(f.page, 1, null, kind === "faq") : {
      where: "top",
      anchor_heading: f.page.page.headings.find((h) => h.level === 1)?.text ?? null,
    },
    instruction: GOAL_INSTRUCTIONS[kind],
    priority: "high",
    urls: kind === "answer_block" && paa ? paa.urls : [],
    support: kind === "answer_block" && paa ? paa.support : 0,
  })).filter((s) => !hasHeadingText(f.page, s.heading));
}

/**
 * Where a section goes: under its parent when the page has it; before the page's FAQ when asked;
 * else after the page's heading at the nearest earlier relative place.
 */
function placementOf(
  page: RankingPage,
  order: number,
  parent: string | null,
  beforeFaq = false,
): SectionToAdd["placement"] {
  // Anchors are the page's own content sections: never a deals box, a newsletter or a consent
  // banner the template puts between them.
  const minWords = sectionThreshold(page.main_sections);
  const hs = page.main_sections.filter((h) =>
    h.level === 1 || (h.level <= 3 && isContentSection(h, minWords))
  );
  if (parent && hasHeadingText(page, parent)) return { where: "under", anchor_heading: parent };
  const faq = hs.find((h) => FAQ.test(h.text.trim()));
  if (beforeFaq && faq) return { where: "before_faq", anchor_heading: faq.text };
  if (hs.length <= 1) {
    return { where: order >= 0.5 ? "end" : "top", anchor_heading: hs[0]?.text ?? null };
  }
  const at = Math.min(hs.length - 1, Math.max(0, Math.floor(order * (hs.length - 1))));
  return order >= 1
    ? { where: "end", anchor_heading: null }
    : { where: "after", anchor_heading: hs[at].text };
}

function hasHeadingText(page: RankingPage, text: string): boolean {
  const t = text.trim().toLowerCase();
  return page.main_sections.some((h) => h.text.trim().toLowerCase() === t);
}

/** The keyword as the page's H1 writes it ("CRM for startups", not "Crm for Startups"), or null. */
function asWritten(page: RankingPage, keyword: string): string | null {
  const h1 = page.page.headings.find((h) => h.level === 1)?.text ?? "";
  const at = h1.toLowerCase().indexOf(keyword.trim().toLowerCase());
  return at >= 0 ? h1.slice(at, at + keyword.trim().length) : null;
}

/**
 * The rules of a refresh brief, declared once: what each `refresh_goal` adds and favours, and how
 * far the page's current rank lets a refresh go (a top-3 page keeps what works).
 */
import type { Level } from "../../agent/workflow.ts";
import { firstDecision, type Rule } from "../rule.ts";
import { SECTION_FACTOR } from "./thresholds.ts";

export const REFRESH_GOALS = [
  "recover_rankings",
  "improve_conversions",
  "win_featured_snippet",
  "improve_ai_visibility",
  "expand_topic_depth",
] as const;
export type RefreshGoal = typeof REFRESH_GOALS[number];

/** Sections a goal adds beyond the competitors' own. */
export type GoalSection =
  | "answer_block"
  | "definition"
  | "key_figures"
  | "faq"
  | "cta"
  | "proof"
  | "objections";

/** What one goal changes: the decision of its rule. */
export interface GoalEffect {
  /** Competitor sections taken, relative to the rank band's budget (conversions: fewer informational ones). */
  competitorSections: number;
  /** Whether competitors' H3s under sections the page has become subsections to add. */
  subtopics: boolean;
  extras: GoalSection[];
  /** The check the finished page must pass for this goal. */
  check: string;
  why: string;
}

/** The request's goal (`none`: no `refresh_goal`), the one fact a goal rule reads. */
export type GoalInput = RefreshGoal | "none";

/** A goal's rule: its effect when the request's goal is its own (null otherwise). */
export type GoalRule = Rule<GoalInput, GoalEffect> & { readonly id: GoalInput };

/** What every goal rule decides: the request's `refresh_goal`. */
export const DECIDES = "goals";

/** The rule of goal `id`: `effect` (its factor from `thresholds.ts`) when the goal is `id`. */
function goalRule(
  id: GoalInput,
  effect: Omit<GoalEffect, "competitorSections">,
  because: string,
): GoalRule {
  const decided: GoalEffect = { competitorSections: SECTION_FACTOR[id], ...effect };
  const extras = effect.extras.length ? `; adds ${effect.extras.join(", ")}` : "";
  return {
    id,
    decides: DECIDES,
    when: `refresh_goal ${id === "none" ? "not given" : id}: competitor sections x${
      SECTION_FACTOR[id]
    } of the rank band's budget${effect.subtopics ? ", their H3s as subsections" : ""}${extras}`,
    because,
    decide: (goal) => (goal === id ? decided : null),
  };
}

/** Each goal's rule, in the order `method.goals` lists them; `none` is the competitors' gaps alone. */
export const GOAL_RULES: readonly GoalRule[] = [
  goalRule("none", {
    subtopics: false,
    extras: [],
    check: "Every section to add is written, placed where the brief says",
    why: "Each is a topic the competitors share",
  }, "SEO practice: a refresh closes the gaps to the pages that rank for the keyword"),
  goalRule(
    "recover_rankings",
    {
      subtopics: false,
      extras: [],
      check:
        "What the competitors that replaced it have and it lacks is added, and outdated facts, picks and figures are replaced; the visible update date and dateModified change only with that substantive change",
      why:
        "A page that lost rankings is often outdated against the competitors that replaced it; Google's people-first content guidance warns against changing a page's date to seem fresh when the content has not substantially changed",
    },
    "Google Search Central, creating helpful, reliable, people-first content: update content substantially rather than changing dates to seem fresh",
  ),
  goalRule(
    "improve_conversions",
    {
      subtopics: false,
      extras: ["cta", "proof", "objections"],
      check: "One primary call to action above the fold and after the proof section",
      why:
        "Conversions come from a clear next step, proof and answered objections, not more reading",
    },
    "Conversion-rate optimisation practice: a clear next step, proof and answered objections convert; more informational reading does not",
  ),
  goalRule(
    "win_featured_snippet",
    {
      subtopics: false,
      extras: ["answer_block"],
      check: "A question heading with a 40-60-word answer directly below it, in the first third",
      why: "Google quotes a short, self-contained answer under a heading that asks the question",
    },
    "Google Search Central, featured snippets: Google shows a page's text that answers the query; SEO practice: a short answer directly under a question heading",
  ),
  goalRule("improve_ai_visibility", {
    subtopics: false,
    extras: ["definition", "key_figures", "faq"],
    check: "A one-sentence definition, figures with their sources, and an FAQ block",
    why: "AI answers quote self-contained definitions and sourced figures",
  }, "SEO practice: AI answers quote self-contained definitions and sourced figures"),
  goalRule("expand_topic_depth", {
    subtopics: true,
    extras: [],
    check: "Each new subtopic has its own H2 or H3 with at least one paragraph",
    why: "Depth is the subtopics competitors cover that the page skips",
  }, "SEO practice: topical depth is the subtopics the ranking pages cover that the page skips"),
];

/** The effect of the request's goal: the decision of its rule. */
export function goalEffect(goal: GoalInput): GoalEffect {
  const decided = firstDecision(GOAL_RULES, goal);
  if (!decided) throw new Error(`no rule for refresh goal ${goal}`);
  return decided.value;
}

/** How far the current rank lets a refresh go. */
export interface RankBand {
  band: "top_3" | "page_1" | "beyond_page_1" | "unknown";
  scope: "protect" | "targeted" | "rework";
  /** Competitor sections to add at most (before the goal's factor). */
  sections: number;
  /** Priority of the title change when the title lacks the keyword or is cut. */
  titleChange: Level;
  rationale: string;
}

/** The bands, by rank. */
export function rankBand(rank: number | null): RankBand {
  if (rank === null) {
    return {
      band: "unknown",
      scope: "targeted",
      sections: 4,
      titleChange: "medium",
      rationale: "Rank unknown (not given, not in the top results read): targeted additions",
    };
  }
  if (rank <= 3) {
    return {
      band: "top_3",
      scope: "protect",
      sections: 2,
      titleChange: "low",
      rationale: `Rank ${rank}: the page already wins; protect what works and change little`,
    };
  }
  if (rank <= 10) {
    return {
      band: "page_1",
      scope: "targeted",
      sections: 4,
      titleChange: "medium",
      rationale: `Rank ${rank}: on page 1; targeted additions close the gap to the top 3`,
    };
  }
  return {
    band: "beyond_page_1",
    scope: "rework",
    sections: 8,
    titleChange: "high",
    rationale: `Rank ${rank}: beyond page 1; a larger rework against what ranks is needed`,
  };
}

/** Headings of the goal sections, in the keyword's language (English when it has no row). */
export const GOAL_HEADINGS: Readonly<Record<string, Record<GoalSection, (k: string) => string>>> = {
  en: {
    answer_block: (k) => `What is ${k}?`,
    definition: (k) => `${k}: definition`,
    key_figures: (k) => `${k} in numbers`,
    faq: () => "Frequently asked questions",
    cta: (k) => `Get started with ${k}`,
    proof: () => "What our customers say",
    objections: () => "Common concerns, answered",
  },
  de: {
    answer_block: (k) => `Was ist ${k}?`,
    definition: (k) => `${k}: Definition`,
    key_figures: (k) => `${k} in Zahlen`,
    faq: () => "Häufige Fragen",
    cta: (k) => `So starten Sie mit ${k}`,
    proof: () => "Das sagen unsere Kunden",
    objections: () => "Häufige Bedenken – und unsere Antworten",
  },
  fr: {
    answer_block: (k) => `Qu'est-ce que ${k} ?`,
    definition: (k) => `${k} : définition`,
    key_figures: (k) => `${k} en chiffres`,
    faq: () => "Questions fréquentes",
    cta: (k) => `Commencer avec ${k}`,
    proof: () => "Ce que disent nos clients",
    objections: () => "Vos objections, nos réponses",
  },
  es: {
    answer_block: (k) => `¿Qué es ${k}?`,
    definition: (k) => `${k}: definición`,
    key_figures: (k) => `${k} en cifras`,
    faq: () => "Preguntas frecuentes",
    cta: (k) => `Empieza con ${k}`,
    proof: () => "Lo que dicen nuestros clientes",
    objections: () => "Dudas frecuentes, resueltas",
  },
  pt: {
    answer_block: (k) => `O que é ${k}?`,
    definition: (k) => `${k}: definição`,
    key_figures: (k) => `${k} em números`,
    faq: () => "Perguntas frequentes",
    cta: (k) => `Comece com ${k}`,
    proof: () => "O que dizem nossos clientes",
    objections: () => "Dúvidas comuns, respondidas",
  },
};

/** What to write under each goal section. */
export const GOAL_INSTRUCTIONS: Readonly<Record<GoalSection, string>> = {
  answer_block:
    "Answer the question in 40-60 words directly under the heading (a list or table when the snippet is one), then expand",
  definition: "One quotable sentence: what it is, for whom, and how it differs; then 2-3 sentences",
  key_figures: "3-5 figures, each with its source linked and its year",
  faq: "4-6 questions searchers ask, each answered in 2-3 sentences",
  cta: "One clear next step (trial, demo, download) with what happens after the click",
  proof: "Customer quotes, logos, numbers or reviews, each attributable",
  objections: "The 3-4 doubts that stop a purchase (price, effort, switching), each answered",
};

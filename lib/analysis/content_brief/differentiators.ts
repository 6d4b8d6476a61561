/**
 * Differentiators: what few or none of the ranking pages do that the intent calls for. One rule
 * each: when it applies (page type, stage, what the SERP asks), which pages already do it, and
 * why it wins. A rule that most pages already satisfy is table stakes (a pattern), not a
 * differentiator; without pages read nothing can be said to be missing.
 */
import { LEVEL_RANK } from "../../agent/workflow.ts";
import { allDecisions, type Rule } from "../rule.ts";
import { OBJECTIONS } from "../cro_qa/vocabulary.ts";
import { type BriefFacts, pagesMatching } from "./facts.ts";
import type { Differentiator } from "./result.ts";
import { pagesWith, pagesWithMedia } from "./signals.ts";
import { FEW } from "./thresholds.ts";

/** One differentiator rule: the differentiator when it applies and few pages read do it. */
export type DifferentiatorRule = Rule<BriefFacts, Differentiator>;

/** What every differentiator rule decides: the `method` entry that lists them. */
export const DECIDES = "differentiators";

/** What a rule states; `applies` and `done` become its `decide`. */
interface Spec {
  id: string;
  differentiator: string;
  why: string;
  priority: Differentiator["priority"];
  /** When it applies, in words (the share of pages is added from `FEW`). */
  when: string;
  because: string;
  applies: (f: BriefFacts) => boolean;
  /** The pages read that already do it. */
  done: (f: BriefFacts) => string[];
}

/** The rule of `spec`: listed when it applies and fewer than `FEW` of the pages read do it. */
function differentiatorRule(spec: Spec): DifferentiatorRule {
  return {
    id: spec.id,
    decides: DECIDES,
    when: `${spec.when}, and fewer than ${FEW * 100}% of the ranking pages read do it`,
    because: spec.because,
    decide(f) {
      const read = f.evidence.pages.length;
      if (read === 0 || !spec.applies(f)) return null;
      const urls = spec.done(f);
      if (urls.length / read >= FEW) return null;
      return {
        id: spec.id,
        differentiator: spec.differentiator,
        why: `${spec.why}; ${
          urls.length === 0 ? "none" : `only ${urls.length}`
        } of ${read} ranking pages read do it`,
        priority: spec.priority,
        urls,
        support: urls.length,
        of: read,
      };
    },
  };
}

const comparing = (f: BriefFacts) => f.pageType.page_type === "comparison_page";
const teaching = (f: BriefFacts) => ["guide", "blog_post"].includes(f.pageType.page_type);
const price = OBJECTIONS.find(([k]) => k === "price")![1];
const faq = OBJECTIONS.find(([k]) => k === "faq")![1];

/** The rules, in the order a strategist weighs them. */
export const DIFFERENTIATOR_RULES: readonly DifferentiatorRule[] = [
  differentiatorRule({
    id: "first_hand_testing",
    when: "a comparison page, or a consideration or decision stage outside a local search",
    because:
      "Google Search Central, writing high-quality reviews: show first-hand evidence of use and testing",
    differentiator:
      "First-hand testing: say what you tested, how long, on which criteria, with your own screenshots",
    why:
      "Readers comparing options trust experience over summaries; Google's reviews guidance rewards it",
    priority: "high",
    // Google's reviews guidance is about reviewing products; a local service page proves its
    // work with jobs, certifications and reviews instead (proof requirements).
    applies: (f) => comparing(f) || (f.stage !== "awareness" && !f.analysis.intent.local),
    done: (f) => pagesWith(f, "first_hand_testing"),
  }),
  differentiatorRule({
    id: "comparison_table",
    when: "a comparison page",
    because: "SEO practice: comparison searchers scan; a table answers at a glance",
    differentiator: "A comparison table of the options: price, key limits and who each is best for",
    why: "A comparison searcher scans before reading; a table answers in one look and can be cited",
    priority: "high",
    applies: comparing,
    done: (f) => pagesWithMedia(f, "tables"),
  }),
  differentiatorRule({
    id: "verdict_per_option",
    when: "a comparison page",
    because:
      "Google Search Central, writing high-quality reviews: say what makes a product best for a use",
    differentiator: 'A clear verdict per option ("best for ...") instead of a neutral list',
    why: "The reader came to decide; a verdict is what a list of features does not give",
    priority: "high",
    applies: comparing,
    done: (f) => pagesWith(f, "verdict"),
  }),
  differentiatorRule({
    id: "original_figures",
    when: "any page",
    because:
      "Google Search Central, creating helpful content: original information, reporting, research or analysis",
    differentiator: "Original figures: your own data, survey or measurements, with the method",
    why: "Figures no other page has earn links and citations and cannot be copied from the SERP",
    priority: "medium",
    applies: () => true,
    done: (f) => pagesWith(f, "original_data"),
  }),
  differentiatorRule({
    id: "current_pricing",
    when: "a consideration or decision stage",
    because: "SEO and conversion practice: price is a buyer's first objection",
    differentiator: "Current prices per option with the date they were checked",
    why: "Price is the first objection of a buyer; stale or missing prices send them elsewhere",
    priority: "medium",
    applies: (f) => f.stage !== "awareness",
    done: (f) => pagesMatching(f, price),
  }),
  differentiatorRule({
    id: "pros_and_cons",
    when: "a comparison page",
    because: "Google Search Central, writing high-quality reviews: discuss benefits and drawbacks",
    differentiator: "Pros and cons per option, including the limits vendors do not advertise",
    why: "Honest drawbacks make the recommendation credible",
    priority: "medium",
    applies: comparing,
    done: (f) => pagesWith(f, "pros_cons"),
  }),
  differentiatorRule({
    id: "worked_example",
    when: "a guide or blog post",
    because: "SEO practice: a task is learnt from a worked example",
    differentiator: "A worked example from start to finish (real inputs, the real result)",
    why: "Readers learning a task follow an example more easily than rules",
    priority: "high",
    applies: teaching,
    done: (f) => pagesWith(f, "examples"),
  }),
  differentiatorRule({
    id: "video_walkthrough",
    when: "a guide or blog post",
    because: "Google Search Central, video best practices: a video page can show in video results",
    differentiator: "A short video or annotated screenshots of the steps",
    why: "Showing the steps beats describing them, and a video can rank in video results",
    priority: "medium",
    applies: teaching,
    done: (f) => pagesWithMedia(f, "videos"),
  }),
  differentiatorRule({
    id: "answer_people_also_ask",
    when: "the SERP shows People also ask questions",
    because:
      "the People also ask field's documented meaning: questions Google shows for the keyword",
    differentiator: "Direct answers to the People also ask questions in an FAQ block",
    why: "Google shows these questions for the keyword; few pages answer them directly",
    priority: "medium",
    applies: (f) => f.analysis.questions.some((q) => q.sources.includes("people_also_ask")),
    done: (f) => pagesMatching(f, faq),
  }),
  differentiatorRule({
    id: "named_expert",
    when: "any page",
    because:
      "Google Search Central, creating helpful content: make clear who created the content (E-E-A-T)",
    differentiator: "A named author or expert reviewer with relevant credentials",
    why: "Shows who stands behind the advice (experience and expertise)",
    priority: "low",
    applies: () => true,
    done: (f) => pagesWith(f, "author"),
  }),
];

/** The differentiators of the brief, high priority first; none without pages read. */
export function differentiatorsOf(f: BriefFacts): Differentiator[] {
  return allDecisions(DIFFERENTIATOR_RULES, f)
    .sort((a, b) => LEVEL_RANK[a.priority] - LEVEL_RANK[b.priority]);
}

/**
 * Differentiators: what few or none of the ranking pages do that the intent calls for. One rule
 * each: when it applies (page type, stage, what the SERP asks), which pages already do it, and
 * why it wins. A rule that most pages already satisfy is table stakes (a pattern), not a
 * differentiator; without pages read nothing can be said to be missing.
 */
import { LEVEL_RANK } from "../../agent/workflow.ts";
import { OBJECTIONS } from "../cro_qa/vocabulary.ts";
import { type BriefFacts, pagesMatching } from "./facts.ts";
import type { Differentiator } from "./result.ts";
import { pagesWith, pagesWithMedia } from "./signals.ts";

/** Few: fewer than this share of the pages read do it. */
const FEW = 0.5;

/** One differentiator rule. */
interface Rule {
  id: string;
  differentiator: string;
  why: string;
  priority: Differentiator["priority"];
  applies: (f: BriefFacts) => boolean;
  /** The pages read that already do it. */
  done: (f: BriefFacts) => string[];
}

const comparing = (f: BriefFacts) => f.pageType.page_type === "comparison_page";
const teaching = (f: BriefFacts) => ["guide", "blog_post"].includes(f.pageType.page_type);
const price = OBJECTIONS.find(([k]) => k === "price")![1];
const faq = OBJECTIONS.find(([k]) => k === "faq")![1];

/** The rules, in the order a strategist weighs them. */
export const DIFFERENTIATOR_RULES: readonly Rule[] = [
  {
    id: "first_hand_testing",
    differentiator:
      "First-hand testing: say what you tested, how long, on which criteria, with your own screenshots",
    why:
      "Readers comparing options trust experience over summaries; Google's reviews guidance rewards it",
    priority: "high",
    // Google's reviews guidance is about reviewing products; a local service page proves its
    // work with jobs, certifications and reviews instead (proof requirements).
    applies: (f) => comparing(f) || (f.stage !== "awareness" && !f.analysis.intent.local),
    done: (f) => pagesWith(f, "first_hand_testing"),
  },
  {
    id: "comparison_table",
    differentiator: "A comparison table of the options: price, key limits and who each is best for",
    why: "A comparison searcher scans before reading; a table answers in one look and can be cited",
    priority: "high",
    applies: comparing,
    done: (f) => pagesWithMedia(f, "tables"),
  },
  {
    id: "verdict_per_option",
    differentiator: 'A clear verdict per option ("best for ...") instead of a neutral list',
    why: "The reader came to decide; a verdict is what a list of features does not give",
    priority: "high",
    applies: comparing,
    done: (f) => pagesWith(f, "verdict"),
  },
  {
    id: "original_figures",
    differentiator: "Original figures: your own data, survey or measurements, with the method",
    why: "Figures no other page has earn links and citations and cannot be copied from the SERP",
    priority: "medium",
    applies: () => true,
    done: (f) => pagesWith(f, "original_data"),
  },
  {
    id: "current_pricing",
    differentiator: "Current prices per option with the date they were checked",
    why: "Price is the first objection of a buyer; stale or missing prices send them elsewhere",
    priority: "medium",
    applies: (f) => f.stage !== "awareness",
    done: (f) => pagesMatching(f, price),
  },
  {
    id: "pros_and_cons",
    differentiator: "Pros and cons per option, including the limits vendors do not advertise",
    why: "Honest drawbacks make the recommendation credible",
    priority: "medium",
    applies: comparing,
    done: (f) => pagesWith(f, "pros_cons"),
  },
  {
    id: "worked_example",
    differentiator: "A worked example from start to finish (real inputs, the real result)",
    why: "Readers learning a task follow an example more easily than rules",
    priority: "high",
    applies: teaching,
    done: (f) => pagesWith(f, "examples"),
  },
  {
    id: "video_walkthrough",
    differentiator: "A short video or annotated screenshots of the steps",
    why: "Showing the steps beats describing them, and a video can rank in video results",
    priority: "medium",
    applies: teaching,
    done: (f) => pagesWithMedia(f, "videos"),
  },
  {
    id: "answer_people_also_ask",
    differentiator: "Direct answers to the People also ask questions in an FAQ block",
    why: "Google shows these questions for the keyword; few pages answer them directly",
    priority: "medium",
    applies: (f) => f.analysis.questions.some((q) => q.sources.includes("people_also_ask")),
    done: (f) => pagesMatching(f, faq),
  },
  {
    id: "named_expert",
    differentiator: "A named author or expert reviewer with relevant credentials",
    why: "Shows who stands behind the advice (experience and expertise)",
    priority: "low",
    applies: () => true,
    done: (f) => pagesWith(f, "author"),
  },
];

/** The differentiators of the brief, high priority first. */
export function differentiatorsOf(f: BriefFacts): Differentiator[] {
  const read = f.evidence.pages.length;
  if (read === 0) return [];
  const out: Differentiator[] = [];
  for (const r of DIFFERENTIATOR_RULES) {
    if (!r.applies(f)) continue;
    const urls = r.done(f);
    if (urls.length / read >= FEW) continue;
    out.push({
      id: r.id,
      differentiator: r.differentiator,
      why: `${r.why}; ${
        urls.length === 0 ? "none" : `only ${urls.length}`
      } of ${read} ranking pages read do it`,
      priority: r.priority,
      urls,
      support: urls.length,
      of: read,
    });
  }
  return out.sort((a, b) => LEVEL_RANK[a.priority] - LEVEL_RANK[b.priority]);
}

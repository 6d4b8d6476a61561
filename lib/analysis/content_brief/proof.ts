/**
 * Proof requirements: the proof the page must carry, by page type (what convinces a reader of
 * that kind of page), raised by the buyer stage (a reader about to act needs proof from people
 * like them). Kinds are `/page/cro-qa`'s proof vocabulary plus editorial proof; each names the
 * ranking pages that already show it.
 */
import { LEVEL_RANK } from "../../agent/workflow.ts";
import type { RecommendedPageType } from "../serp_evidence/mod.ts";
import type { BriefFacts } from "./facts.ts";
import { trustProof } from "./trust_proof.ts";
import type { ProofRequirement } from "./result.ts";
import { pagesWith, pagesWithFigures, pagesWithMedia, pagesWithProof } from "./signals.ts";

type Need = Omit<ProofRequirement, "urls" | "support">;

const FIGURES = "sourced_figures";

/** The proof each page type needs. */
const BY_PAGE_TYPE: Readonly<Record<RecommendedPageType, readonly Need[]>> = {
  comparison_page: [
    {
      kind: "first_hand_testing",
      requirement: "How you tested: what, how long, on which criteria",
      placement: 'A short "How we tested" section before the first option',
      priority: "high",
    },
    {
      kind: FIGURES,
      requirement:
        "Prices, plan limits and ratings per option, each with its source and the date checked",
      placement: "In the comparison table and each option's section",
      priority: "high",
    },
    {
      kind: "screenshots",
      requirement: "Your own screenshots of each option in use",
      placement: "In each option's section",
      priority: "medium",
    },
    {
      kind: "reviews",
      requirement:
        "Third-party ratings with their review count and source (G2, Capterra, app stores)",
      placement: "Beside each option's verdict",
      priority: "medium",
    },
  ],
  guide: [
    {
      kind: "examples",
      requirement: "A worked example for each step, with real inputs",
      placement: "Under each step",
      priority: "high",
    },
    {
      kind: "screenshots",
      requirement: "Screenshots or diagrams of each step, from the current version",
      placement: "Under each step",
      priority: "high",
    },
    {
      kind: FIGURES,
      requirement: "Every figure with a linked source and its year",
      placement: "Where the figure is stated",
      priority: "medium",
    },
  ],
  blog_post: [
    {
      kind: FIGURES,
      requirement: "Every figure with a linked source and its year",
      placement: "Where the figure is stated",
      priority: "high",
    },
    {
      kind: "examples",
      requirement: "Concrete examples of each point",
      placement: "Under each section",
      priority: "high",
    },
    {
      kind: "testimonial",
      requirement: "A quote from a named practitioner with their role",
      placement: "Where it supports the main point",
      priority: "low",
    },
  ],
  landing_page: [
    {
      kind: "customers",
      requirement: "Customer numbers or recognisable customer logos",
      placement: "Just below the hero",
      priority: "high",
    },
    {
      kind: "testimonial",
      requirement: "Testimonials with name, role and company, about a result",
      placement: "Next to the main call to action",
      priority: "high",
    },
    {
      kind: "rating",
      requirement: "A rating with its review count and source",
      placement: "Near the hero or the pricing",
      priority: "medium",
    },
    {
      kind: "case_study",
      requirement: "A case study with a measured result",
      placement: "After the features",
      priority: "medium",
    },
    {
      kind: "certification",
      requirement: "Security and compliance badges (SOC 2, ISO 27001, GDPR) that apply",
      placement: "Near the sign-up form",
      priority: "low",
    },
  ],
  tool_page: [
    {
      kind: "examples",
      requirement: "A sample input and its output, visible before the reader types",
      placement: "Above the fold, beside the tool",
      priority: "high",
    },
    {
      kind: FIGURES,
      requirement: "How the tool computes its answer: method and data source",
      placement: "Under the tool",
      priority: "medium",
    },
    {
      kind: "rating",
      requirement: "A rating with its review count and source, when you have one",
      placement: "Near the tool",
      priority: "low",
    },
  ],
};

/** Added when the reader is about to act and the page type does not already ask for it. */
const DECISION: readonly Need[] = [
  {
    kind: "testimonial",
    requirement: "Testimonials from customers like the reader, with name and role",
    placement: "Next to the call to action",
    priority: "medium",
  },
  {
    kind: "case_study",
    requirement: "A case study with a measured result",
    placement: "Before the last call to action",
    priority: "medium",
  },
];

/** The proof requirements, high first. */
export function proofRequirementsOf(f: BriefFacts): ProofRequirement[] {
  const shown = trustProof(f);
  // A local service proves itself with credentials and reviews, not SaaS logos and badges.
  const needs = f.analysis.intent.local ? [] : [...BY_PAGE_TYPE[f.pageType.page_type]];
  if (f.stage === "decision") {
    for (const n of DECISION) if (!needs.some((x) => x.kind === n.kind)) needs.push(n);
  }
  const usual = needs
    .filter((n) => !shown.some((s) => s.kind === n.kind))
    .map((n) => {
      const urls = shownBy(f, n.kind);
      return { ...n, urls, support: urls.length };
    });
  return [...shown, ...usual].sort((a, b) => LEVEL_RANK[a.priority] - LEVEL_RANK[b.priority]);
}

/** The ranking pages that show a kind of proof. */
function shownBy(f: BriefFacts, kind: string): string[] {
  switch (kind) {
    case FIGURES:
      return pagesWithFigures(f);
    case "screenshots":
      return pagesWithMedia(f, "images", 2);
    case "examples":
    case "first_hand_testing":
      return pagesWith(f, kind);
    default:
      return pagesWithProof(f, kind);
  }
}

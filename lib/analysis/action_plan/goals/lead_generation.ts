import { wordsPattern } from "../words.ts";
import { DECIDES, type GoalRule, termsIn } from "./types.ts";

/** The terms of lead generation: conversion pages, offers, comparisons and proof. */
const TERMS = wordsPattern([
  "cta",
  "call to action",
  "landing pages?",
  "conversions?",
  "convert",
  "cro",
  "forms?",
  "demo",
  "trial",
  "sign[- ]?up",
  "leads?",
  "lead magnet",
  "pricing",
  "offers?",
  "gated",
  "newsletter",
  "comparison",
  "vs",
  "alternatives?",
  "case stud(?:y|ies)",
  "testimonials?",
  "webinars?",
]);

export const leadGeneration: GoalRule = {
  id: "lead_generation",
  decides: DECIDES,
  when:
    "the goal is lead_generation and the item names a CTA, landing pages, conversions, CRO, forms, demos, trials, sign-ups, leads or lead magnets, pricing, offers, gated content, a newsletter, comparisons ('vs', alternatives), case studies, testimonials or webinars",
  because:
    "conversion-optimisation practice: conversion pages, offers, comparisons and proof (case studies, testimonials) turn visits into leads",
  decide: ({ goal, text }) => goal === "lead_generation" ? termsIn(TERMS, text) : null,
};

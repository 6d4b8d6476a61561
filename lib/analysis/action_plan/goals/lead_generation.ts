import type { GoalRule } from "./types.ts";

/** Lead generation: conversion pages, offers, comparisons and proof. */
export const leadGeneration: GoalRule = {
  id: "lead_generation",
  terms: [
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
  ],
};

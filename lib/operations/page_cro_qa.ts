import { z } from "zod";
import { defineOperation } from "./define.ts";
import { document, httpUrl, keyword, ownerTarget, text } from "./shared.ts";

/** POST /page/cro-qa: conversion review of one page. */
export const pageCroQa = defineOperation({
  path: "/page/cro-qa",
  tag: "content",
  summary: "Conversion-rate review of a page",
  description:
    "Reviews one page (fetched from `url`, or given as `html` or `markdown`) for value proposition, calls to action, proof, objection handling and friction, and returns findings and CTA alternatives for the conversion goal.",
  input: z.object({
    url: httpUrl.optional().describe("Live page to fetch."),
    html: document.optional().describe("The page as HTML."),
    markdown: document.optional().describe("The page as Markdown."),
    target: ownerTarget,
    conversion_goal: z.enum([
      "signup",
      "trial",
      "demo",
      "purchase",
      "contact_sales",
      "subscribe",
      "download",
      "learn_more",
    ]).optional().describe("The action the page should lead visitors to."),
    page_type: z.enum([
      "auto",
      "homepage",
      "landing_page",
      "pricing",
      "feature",
      "blog_post",
      "product",
      "comparison_page",
      "docs",
    ]).optional().describe("Kind of page; omitted or auto: inferred from the content."),
    keyword: keyword.optional(),
    traffic_source: text(100).optional()
      .describe("Where visitors come from, e.g. organic, paid_search, email."),
    audience: text(300).optional().describe("Who the page is for, in a few words."),
  }),
  requireOneOf: ["url", "html", "markdown"],
  cost: 2,
  provider: false,
  fetches: true,
  example: {
    url: "https://example.com/pricing",
    conversion_goal: "trial",
    page_type: "pricing",
    traffic_source: "organic",
    audience: "operations managers at small agencies",
  },
});

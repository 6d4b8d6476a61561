import { z } from "zod";
import { CroQaResultSchema, reviewConversion } from "../analysis/cro_qa/mod.ts";
import { defineOperation } from "./define.ts";
import { document, httpUrl, keyword, ownerTarget, text } from "./shared.ts";

/** The `/page/cro-qa` request; the analysis takes its parsed output. */
export const CroQaRequestSchema = z.object({
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
});

/** POST /page/cro-qa: conversion review of one page. */
export const pageCroQa = defineOperation({
  path: "/page/cro-qa",
  tag: "content",
  summary: "Conversion-rate review of a page",
  description:
    "Reviews one page (fetched from `url`, or given as `html` or `markdown`) for value proposition, calls to action, proof, objection handling and friction, and returns findings and CTA alternatives for the conversion goal.",
  input: CroQaRequestSchema,
  requireOneOf: ["url", "html", "markdown"],
  cost: 2,
  provider: false,
  fetches: true,
  example: {
    html: [
      '<html lang="en"><body><header><nav><a href="/">Acme</a> <a href="/login">Log in</a></nav></header>',
      "<main><h1>Invoicing</h1>",
      "<p>Acme helps small agencies send invoices and chase late payments automatically.</p>",
      "<p>Plans start at $12 per user per month. Credit card required to start the trial.</p>",
      '<p><a href="/features">Learn more</a></p><form><input type="email"><button>Submit</button></form>',
      "</main></body></html>",
    ].join(""),
    conversion_goal: "trial",
    page_type: "pricing",
    keyword: "Acme",
    traffic_source: "organic",
    audience: "operations managers at small agencies",
  },
  output: CroQaResultSchema,
  run: (input, ctx) => reviewConversion(input, ctx),
});

import { z } from "zod";
import { defineOperation } from "./define.ts";
import { device, keyword, language, location, ownerTarget, text } from "./shared.ts";

/** POST /content/brief: a writer-ready brief for a new page. */
export const contentBrief = defineOperation({
  path: "/content/brief",
  tag: "content",
  summary: "Writer-ready content brief for a keyword",
  description:
    "Reads the current top results for the keyword and returns audience, meta, SERP expectations, competitor patterns, differentiators, proof requirements, a conversion plan, a QA checklist and, optionally, a SERP outline.",
  input: z.object({
    keyword,
    target: ownerTarget,
    audience: text(300).optional().describe("Who the page is for, in a few words."),
    location: location(),
    language,
    device,
    brand_voice: z.enum(["neutral", "expert", "friendly", "bold", "technical"]).default("expert"),
    page_type: z.enum([
      "auto",
      "blog_post",
      "landing_page",
      "comparison_page",
      "guide",
      "tool_page",
    ])
      .optional().describe("Kind of page to brief; omitted or auto: inferred from the results."),
    brief_depth: z.enum(["standard", "detailed"]).default("standard"),
    include_serp_outline: z.boolean().default(true),
  }),
  cost: 6,
  provider: true,
  example: {
    keyword: "best accounting software for freelancers",
    target: "example.com",
    audience: "freelance designers and developers",
    page_type: "comparison_page",
  },
});

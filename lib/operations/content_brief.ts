import { z } from "zod";
import { serpDepth } from "../analysis/serp_analysis/mod.ts";
import { contentBriefOf, ContentBriefResultSchema } from "../analysis/content_brief/mod.ts";
import { resolveMarket } from "../geo/geo.ts";
import { defineOperation } from "./define.ts";
import { gatherSerpEvidence } from "./serp_evidence.ts";
import { device, keyword, language, ownerTarget, serpLocation, text } from "./shared.ts";
import type { BriefPageType } from "../toolkit/values.ts";

/** The page types a brief is written for (`toolkit/values.ts`), in the specification's order, or auto. */
const BRIEF_PAGE_TYPE_CHOICES = [
  "auto",
  "blog_post",
  "landing_page",
  "comparison_page",
  "guide",
  "tool_page",
] as const satisfies readonly ("auto" | BriefPageType)[];

/** The `/content/brief` request; the analysis takes its parsed output. */
export const ContentBriefRequestSchema = z.object({
  keyword,
  target: ownerTarget,
  audience: text(300).optional().describe("Who the page is for, in a few words."),
  location: serpLocation(),
  language,
  device,
  brand_voice: z.enum(["neutral", "expert", "friendly", "bold", "technical"]).default("expert")
    .describe("The voice of the title and description options and of the copy."),
  page_type: z.enum(BRIEF_PAGE_TYPE_CHOICES)
    .optional().describe(
      "Kind of page to brief; omitted or auto: inferred from the results. A type that contradicts a clear dominant format is kept, and the brief says so with the evidence.",
    ),
  brief_depth: z.enum(["standard", "detailed"]).default("standard")
    .describe("detailed: more sections and questions, H3s and a writing note per section."),
  include_serp_outline: z.boolean().default(true),
});

/** POST /content/brief: a writer-ready brief for a new page. */
export const contentBrief = defineOperation({
  path: "/content/brief",
  tag: "content",
  summary: "Writer-ready content brief for a keyword",
  description:
    "Reads the current top results for the keyword (the top 10 pages fetched and parsed; pages that cannot be read are listed with the reason) and returns audience, meta, SERP expectations, competitor patterns, differentiators, proof requirements, a conversion plan, a QA checklist and, optionally, a SERP outline, each recommendation pointing to the competitor URLs it came from. On the sandbox the SERP is synthetic and no page is fetched.",
  input: ContentBriefRequestSchema,
  cost: 6,
  provider: true,
  fetches: true,
  example: {
    keyword: "best accounting software for freelancers",
    target: "example.com",
    audience: "freelance designers and developers",
    page_type: "comparison_page",
  },
  output: ContentBriefResultSchema,
  run: async (input, ctx) => {
    const market = resolveMarket(input);
    const evidence = await gatherSerpEvidence(ctx, {
      keyword: input.keyword,
      market,
      device: input.device,
      // With a target, 30 results (a target on pages 2-3 is found); the top 10 are fetched.
      depth: serpDepth(input.target),
    });
    return contentBriefOf(input, evidence, ctx.now);
  },
});

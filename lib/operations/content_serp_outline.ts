import { z } from "zod";
import { serpDepth } from "../analysis/serp_analysis/mod.ts";
import { serpOutline, SerpOutlineResultSchema } from "../analysis/serp_outline/mod.ts";
import { resolveMarket } from "../geo/geo.ts";
import { defineOperation } from "./define.ts";
import { gatherSerpEvidence } from "./serp_evidence.ts";
import {
  device,
  keyword,
  language,
  ownerTarget,
  serpLocation,
  serpLocationCode,
} from "./shared.ts";

/** The `/content/serp-outline` request. */
export const SerpOutlineRequestSchema = z.object({
  keyword,
  target: ownerTarget,
  location: serpLocation(),
  location_code: serpLocationCode.optional(),
  language,
  device,
  outline_depth: z.enum(["brief", "standard", "detailed"]).default("standard")
    .describe(
      "How much detail the outline goes into: about 5, 8 or 12 H2 sections (detailed adds H3s).",
    ),
  include_title_options: z.boolean().default(true),
});

/** POST /content/serp-outline: an outline built from what currently ranks. */
export const contentSerpOutline = defineOperation({
  path: "/content/serp-outline",
  tag: "content",
  summary: "Outline a page for a keyword from the current search results",
  description:
    "Reads the current top results for the keyword (the top 10 pages fetched and parsed; pages that cannot be read are listed with the reason) and returns title options, H2 sections, questions to answer, schema recommendations and a validation checklist, each pointing to the competitor URLs it came from. On the sandbox the SERP is synthetic and no page is fetched.",
  input: SerpOutlineRequestSchema,
  cost: 4,
  provider: true,
  fetches: true,
  example: { keyword: "how to choose a project management tool", target: "example.com" },
  output: SerpOutlineResultSchema,
  run: async (input, ctx) => {
    const market = resolveMarket(input);
    const evidence = await gatherSerpEvidence(ctx, {
      keyword: input.keyword,
      market,
      device: input.device,
      // With a target, 30 results (a target on pages 2-3 is found); the top 10 are fetched.
      depth: serpDepth(input.target),
    });
    return serpOutline(input, evidence, ctx.now);
  },
});

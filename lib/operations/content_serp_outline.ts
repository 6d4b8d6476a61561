import { z } from "zod";
import { defineOperation } from "./define.ts";
import { device, keyword, language, location, locationCode, ownerTarget } from "./shared.ts";

/** POST /content/serp-outline: an outline built from what currently ranks. */
export const contentSerpOutline = defineOperation({
  path: "/content/serp-outline",
  tag: "content",
  summary: "Outline a page for a keyword from the current search results",
  description:
    "Reads the current top results for the keyword and returns title options, H2 sections, questions to answer, schema recommendations and a validation checklist.",
  input: z.object({
    keyword,
    target: ownerTarget,
    location: location(),
    location_code: locationCode.optional(),
    language,
    device,
    outline_depth: z.enum(["brief", "standard", "detailed"]).default("standard")
      .describe("How much detail the outline goes into."),
    include_title_options: z.boolean().default(true),
  }),
  cost: 4,
  provider: true,
  example: { keyword: "how to choose a project management tool", target: "example.com" },
});

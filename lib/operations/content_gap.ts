import { z } from "zod";
import { defineOperation } from "./define.ts";
import {
  httpUrl,
  keyword,
  language,
  location,
  locationCode,
  ownerTarget,
  scrapeDepth,
} from "./shared.ts";

/** POST /content/gap: what the top-ranking pages cover that the page does not. */
export const contentGap = defineOperation({
  path: "/content/gap",
  tag: "content",
  summary: "Compare a page with the pages ranking for a keyword and list its content gaps",
  description:
    "Fetches the page and the top-ranking results for the keyword, compares their headings up to `scrape_depth`, and returns a compact `content_brief` of missing topics with an agent_workflow.",
  input: z.object({
    url: httpUrl.describe("The page to compare; fetched live."),
    keyword,
    target: ownerTarget,
    location: location(),
    location_code: locationCode.optional(),
    language,
    scrape_depth: scrapeDepth.describe("Deepest heading level compared (h1, h2 or h3)."),
  }),
  cost: 6,
  provider: true,
  fetches: true,
  example: { url: "https://example.com/blog/crm-for-startups", keyword: "crm for startups" },
});

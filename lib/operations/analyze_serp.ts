import { z } from "zod";
import { defineOperation } from "./define.ts";
import { device, keyword, language, location, locationCode, ownerTarget } from "./shared.ts";

/** POST /analyze/serp: the SERP features of a keyword and what they mean for ranking. */
export const analyzeSerp = defineOperation({
  path: "/analyze/serp",
  tag: "search",
  summary: "Analyze the SERP features of a keyword (Local Pack, AI Overview, Shopping)",
  description:
    "Analyzes the live SERP of the keyword for features such as Local Pack, AI Overview and Shopping, and returns serp_opportunity.",
  input: z.object({
    keyword,
    location: location("US"),
    location_code: locationCode.optional(),
    device,
    language,
    target: ownerTarget,
  }),
  cost: 3,
  provider: true,
  example: { keyword: "plumber near me", location: "US", device: "mobile" },
});

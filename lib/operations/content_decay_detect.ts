import { z } from "zod";
import { defineOperation } from "./define.ts";
import { httpUrl, intRange, keyword, ownerTarget } from "./shared.ts";

/** POST /content-decay/detect: has a page's ranking for a keyword been slipping. */
export const contentDecayDetect = defineOperation({
  path: "/content-decay/detect",
  tag: "content",
  summary: "Detect ranking decay of a page for a keyword",
  description:
    "Compares the page's current ranking for the keyword with its history over `lookback_days` and returns a `decay_audit` saying whether the loss exceeds `threshold` percent.",
  input: z.object({
    url: httpUrl.describe("The page to watch."),
    keyword,
    target: ownerTarget,
    lookback_days: intRange(3, 180).default(30).describe("Days of history compared (3-180)."),
    threshold: z.number().min(0).max(100).default(3)
      .describe("Decline, in percent, from which decay is reported (0-100)."),
  }),
  cost: 4,
  provider: true,
  example: {
    url: "https://example.com/blog/home-espresso-guide",
    keyword: "home espresso guide",
    lookback_days: 90,
    threshold: 5,
  },
});

import { z } from "zod";
import {
  analyzeSerpVolatility,
  parseCheckedAt,
  SerpSensitivitySchema,
  SerpVolatilityResultSchema,
} from "../analysis/serp_volatility/mod.ts";
import { defineOperation } from "./define.ts";
import { device, intRange, keyword, location, ownerTarget, stringList, text } from "./shared.ts";

/** One ranked result inside a snapshot. */
const serpResult = z.object({
  position: intRange(1, 100).describe("Organic position, 1 = top."),
  url: z.string().trim().min(1).max(2048)
    .describe("Result URL; scheme, www., fragment and trailing slash are ignored when comparing."),
  title: z.string().trim().max(500).optional().describe("Result title, if known."),
  domain: text(300).optional().describe("Result domain; read from `url` when it parses."),
});

/** The SERP of the keyword at one moment. */
const serpSnapshot = z.object({
  checked_at: z.string().trim().min(10).max(40)
    .refine((value) => parseCheckedAt(value) !== null, {
      message:
        "must be an ISO date (2024-05-01) or date-time (2024-05-01T08:00:00Z); without an offset it is read as UTC",
    })
    .describe("When the SERP was checked: yyyy-mm-dd or ISO date-time (no offset = UTC)."),
  results: z.array(serpResult).min(1).max(100).describe("Ranked results (1-100)."),
  serp_features: stringList(30, 100).optional()
    .describe("SERP features shown at that moment (ai_overview, local_pack ...), to compare too."),
});

/** The `/serp/volatility` request; the analysis takes its parsed output. */
export const SerpVolatilityRequestSchema = z.object({
  keyword,
  snapshots: z.array(serpSnapshot).min(2).max(60)
    .describe("At least 2 snapshots (max 60), in any order."),
  target_domains: stringList(20, 300).optional()
    .describe("Domains to follow (subdomains included), e.g. yours and competitors'."),
  location: location(),
  device,
  sensitivity: SerpSensitivitySchema.default("medium")
    .describe(
      "How early to call the SERP volatile: high flags smaller moves (default medium).",
    ),
  target: ownerTarget,
});

/** POST /serp/volatility: how much a keyword's SERP moved between snapshots. */
export const serpVolatility = defineOperation({
  path: "/serp/volatility",
  tag: "search",
  summary: "Score how much a SERP moved between snapshots",
  description:
    "Sorts the snapshots by checked_at and compares each consecutive pair with rank-biased overlap (p = 0.9), Jaccard of the top 10 and the mean position change of kept URLs. Returns a 0-100 volatility_score (0.5 x mean + 0.5 x peak pair score), an interpretation (stable, moderate, volatile, highly_volatile) whose thresholds follow `sensitivity` (default medium), per-pair statistics, movement of `target_domains` and the owner's `target`, the biggest URL movers, agent_workflow and markdown_summary. Uses only the supplied data.",
  input: SerpVolatilityRequestSchema,
  cost: 2,
  provider: false,
  example: {
    keyword: "crm software",
    target: "example.com",
    target_domains: ["hubspot.com", "salesforce.com"],
    snapshots: [
      {
        checked_at: "2025-05-01",
        results: [
          { position: 1, url: "https://www.hubspot.com/products/crm" },
          { position: 2, url: "https://www.salesforce.com/crm/" },
          { position: 3, url: "https://example.com/crm-software" },
          { position: 4, url: "https://zapier.com/blog/best-crm-app/" },
          { position: 5, url: "https://www.pipedrive.com/" },
        ],
      },
      {
        checked_at: "2025-05-08",
        results: [
          { position: 1, url: "https://www.salesforce.com/crm/" },
          { position: 2, url: "https://www.hubspot.com/products/crm" },
          {
            position: 3,
            url: "https://www.forbes.com/advisor/business/software/best-crm-software/",
          },
          { position: 4, url: "https://zapier.com/blog/best-crm-app/" },
          { position: 5, url: "https://www.pipedrive.com/" },
          { position: 6, url: "https://example.com/crm-software" },
        ],
      },
    ],
  },
  output: SerpVolatilityResultSchema,
  run: (input, ctx) => analyzeSerpVolatility(input, { now: ctx.now }),
});

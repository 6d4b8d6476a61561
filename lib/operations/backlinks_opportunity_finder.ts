import { z } from "zod";
import {
  CAMPAIGN_GOALS,
  findOpportunities,
  OpportunityFinderResultSchema,
} from "../analysis/opportunity_finder/mod.ts";
import { LevelSchema } from "../agent/workflow.ts";
import { defineOperation } from "./define.ts";
import { domainName, httpUrl, intRange, stringList, target, text } from "./shared.ts";

/** A rank or authority score as reported by a backlink tool (0-100 or 0-1000 scales). */
const score = z.number().min(0).max(1000);

/** A link prospect supplied by the caller. */
const prospect = z.object({
  source_domain: domainName.describe("Domain of the prospective linking site."),
  source_url: httpUrl.optional().describe("Page on the source domain to pitch or reclaim."),
  title: text(500).optional(),
  source_type: text(100).optional()
    .describe("Kind of source, e.g. blog, news, resource_page, directory."),
  linked_competitors: z.array(target).max(50).optional()
    .describe("Competitor domains or URLs the source already links to."),
  topics: stringList(50).optional(),
  rank: score.optional(),
  domain_rank: score.optional(),
  page_rank: score.optional(),
  spam_score: z.number().min(0).max(100).optional(),
  dofollow: z.boolean().optional(),
  broken_link: z.boolean().optional().describe("The source has a broken link to the target."),
  lost_link: z.boolean().optional().describe("The source used to link to the target."),
});

/** A page of the target's that can earn links. */
const ownedAsset = z.object({
  url: httpUrl,
  title: text(500).optional(),
  page_type: text(100).optional().describe("Kind of page, e.g. guide, tool, study, product."),
  topics: stringList(50).optional(),
  linkable_reason: text(500).optional().describe("Why someone would link to this page."),
});

/** The `/backlinks/opportunity-finder` request. */
export const OpportunityFinderRequestSchema = z.object({
  target: text(253).describe("Your domain, brand or site."),
  prospects: z.array(prospect).min(1).max(1000)
    .describe("Link prospects; each needs source_domain."),
  owned_assets: z.array(ownedAsset).max(100).optional()
    .describe("Your linkable pages, matched to prospects by topic."),
  campaign_goal: z.enum(CAMPAIGN_GOALS).default("mixed")
    .describe("What the campaign should favour (default mixed)."),
  max_spam_score: intRange(0, 100).default(35).describe(
    "Prospects above this spam score are dropped.",
  ),
  min_priority: LevelSchema.default("medium")
    .describe("Lowest action priority to return."),
});

/** POST /backlinks/opportunity-finder: supplied prospects turned into prioritized link actions. */
export const backlinksOpportunityFinder = defineOperation({
  path: "/backlinks/opportunity-finder",
  tag: "backlinks",
  summary: "Turn link prospects and owned assets into prioritized outreach actions",
  description:
    "Turns the supplied prospects and owned assets into prioritized outreach, reclaim, repair and digital-PR actions. Works on the supplied data only; it calls no paid backlink provider.",
  input: OpportunityFinderRequestSchema,
  cost: 2,
  provider: false,
  example: {
    target: "example.com",
    prospects: [
      {
        source_domain: "marketingweekly.com",
        source_url: "https://marketingweekly.com/best-crm-tools",
        source_type: "blog",
        linked_competitors: ["competitor-one.com"],
        topics: ["crm", "sales automation"],
        domain_rank: 54,
        spam_score: 4,
        dofollow: true,
      },
      {
        source_domain: "smallbizresources.org",
        source_url: "https://smallbizresources.org/tools",
        source_type: "resource_page",
        topics: ["small business software"],
        domain_rank: 41,
        broken_link: true,
      },
      {
        source_domain: "salesnews.io",
        lost_link: true,
        domain_rank: 47,
      },
    ],
    owned_assets: [
      {
        url: "https://example.com/guides/crm-buying-guide",
        title: "CRM Buying Guide 2025",
        page_type: "guide",
        topics: ["crm", "sales automation"],
        linkable_reason: "Original comparison data on 40 CRM tools",
      },
    ],
    campaign_goal: "mixed",
  },
  output: OpportunityFinderResultSchema,
  run: (input, ctx) => findOpportunities(input, { now: ctx.now }),
});

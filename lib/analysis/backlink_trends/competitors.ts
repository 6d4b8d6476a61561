/**
 * Backlink competitors: domains whose link profiles overlap the target's. Overlap is the share of
 * the strongest overlap in the list; the opportunity score weighs overlap and authority, so a
 * strong site that shares many linking domains is the best model for link-gap work.
 */
import type { OperationContext } from "../../operations/define.ts";
import type { BacklinksCompetitorsRequest } from "../../providers/provider.ts";
import { z } from "zod";
import {
  agentWorkflow,
  AgentWorkflowSchema,
  type Level,
  LevelSchema,
  markdownSummary,
} from "../../agent/workflow.ts";
import { hostOfTarget } from "../page_match.ts";
import {
  namedLikeOwner,
  SET_ASIDE_RULE,
  type SetAside,
  setAsideByLinks,
} from "../rivals/set_aside.ts";
import { SetAsideSchema } from "../rivals/schema.ts";
import { brandProfile } from "../business/brand.ts";
import { plural } from "../../toolkit/prose.ts";

export const WEIGHTS = { overlap: 0.7, authority: 0.3, high: 60, medium: 30 };

/** The `/backlinks/competitors` result. */
export const CompetitorsResultSchema = z.strictObject({
  target: z.string(),
  data_source: z.enum(["dataforseo", "sandbox"]),
  total_count: z.number().int().min(0),
  competitors: z.array(z.strictObject({
    domain: z.string(),
    rank: z.number().min(0),
    intersections: z.number().int().min(0),
    overlap_score: z.number().min(0).max(100),
    opportunity_score: z.number().min(0).max(100),
    priority: LevelSchema,
    set_aside: SetAsideSchema.describe(
      "Why the domain is not a rival (a platform, marketplace or portal that shares links with every site, a publication to pitch, a site named like the owner's brand); null for a rival.",
    ),
  })).max(100),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
});

export type CompetitorsResult = z.output<typeof CompetitorsResultSchema>;

/** Scores and ranks the target's backlink competitors. */
export async function analyzeCompetitors(
  req: BacklinksCompetitorsRequest & { brand_terms?: string[] },
  ctx: Pick<OperationContext, "provider" | "signal">,
): Promise<CompetitorsResult> {
  const answer = await ctx.provider.backlinksCompetitors(req, { signal: ctx.signal });
  const self = hostOfTarget(req.target);
  const brand = brandProfile({ target: req.target, brand_terms: req.brand_terms });
  const rows = answer.rows.filter((r) => hostOfTarget(r.domain) !== self)
    .map((r) => ({
      ...r,
      set_aside: namedLikeOwner(r.domain, brand.terms.flatMap((t) => t.keys)) ??
        setAsideByLinks(r.domain, Math.min(100, r.rank)),
    }));
  // Overlap is measured against the largest rival's, so platforms do not set the scale.
  const rivals = rows.filter((r) => !r.set_aside);
  const top = Math.max(1, ...rivals.map((r) => r.intersections));
  const scored = rows.map((r) => {
    const overlap = Math.round(Math.min(1, r.intersections / top) * 100);
    const opportunity = r.set_aside ? 0 : Math.round(
      WEIGHTS.overlap * overlap +
        WEIGHTS.authority * Math.min(100, Math.min(100, r.rank)),
    );
    const priority: Level = opportunity >= WEIGHTS.high
      ? "high"
      : opportunity >= WEIGHTS.medium
      ? "medium"
      : "low";
    return {
      domain: r.domain,
      rank: r.rank,
      intersections: r.intersections,
      overlap_score: overlap,
      opportunity_score: opportunity,
      priority,
      set_aside: r.set_aside,
    };
  });
  const key = req.sort_by === "rank"
    ? "rank"
    : req.sort_by === "intersections"
    ? "intersections"
    : "opportunity_score";
  scored.sort((a, b) =>
    Number(a.set_aside !== null) - Number(b.set_aside !== null) || b[key] - a[key] ||
    a.domain.localeCompare(b.domain)
  );
  const result = {
    target: req.target,
    data_source: answer.provider,
    total_count: answer.total_count,
    competitors: scored,
    method: {
      overlap: "intersections / the largest intersection count among the rivals x 100",
      opportunity:
        "0.7 x overlap + 0.3 x authority (0-100); high >= 60, medium >= 30; 0 for a domain set aside",
      set_aside:
        `${SET_ASIDE_RULE}; a domain named exactly like the owner's brand is its own other site or a namesake`,
      weights: WEIGHTS,
    },
  };
  const sandbox = answer.provider === "sandbox";
  const best = scored.filter((c) => c.priority === "high").slice(0, 3);
  const models = scored.filter((c) => !c.set_aside && c.priority !== "low")
    .sort((a, b) => b.intersections - a.intersections).slice(0, 3);
  const aside = scored.filter((c) => c.set_aside && c.set_aside.kind !== "publication");
  const publications = scored.filter((c) => c.set_aside?.kind === "publication");
  const workflow = agentWorkflow({
    decision: best.length > 0 ? "study_top_competitors" : "widen_the_search",
    confidence: sandbox ? 0.3 : Math.round(
      (0.45 + Math.min(1, (scored.length - aside.length - publications.length) / 10) * 0.3) *
        100,
    ) / 100,
    summary: `${plural(scored.length, "backlink competitor")} of ${req.target}; ${
      plural(best.length, "strong overlap")
    }${best.length ? `: ${best.map((c) => c.domain).join(", ")}` : ""}.${
      aside.length
        ? ` Set aside as generic link sources, not rivals: ${
          aside.map((c) => c.domain).join(", ")
        } (${kindsOf(aside)} share referring domains with every site).`
        : ""
    }${
      publications.length
        ? ` Publications and communities, prospects to pitch rather than rivals: ${
          publications.map((c) => c.domain).join(", ")
        }.`
        : ""
    }`,
    recommended_actions: [
      ...best.map((c) => ({
        action:
          `Find the sites linking to ${c.domain} but not to ${req.target} (/backlinks/page-intersection)`,
        priority: "high" as const,
        reason: `${plural(c.intersections, "shared referring domain")}, authority ${c.rank}`,
        target: c.domain,
      })),
      ...publications.slice(0, 3).map((c) => ({
        action:
          `Pitch ${c.domain} a story or a product to feature: a publication linked from the same sites as ${req.target}, a link to earn, not a rival to copy`,
        priority: "medium" as const,
        reason: `${c.set_aside!.reason}; ${plural(c.intersections, "shared referring domain")}`,
        target: c.domain,
      })),
    ],
    evidence: [
      { claim: "Competitors listed", value: scored.length, source: "competitors" },
      { claim: "Set aside, not rivals", value: aside.length, source: "competitors[].set_aside" },
      {
        claim: "High-opportunity competitors",
        value: best.length,
        source: "competitors[].priority",
      },
    ],
    limitations: [
      ...(sandbox
        ? [
          "Sandbox data: synthetic competitors derived from the target's name, for trying the API. Set DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD for real data.",
        ]
        : []),
      "Overlap is relative to the strongest competitor listed, not to the target's whole profile.",
    ],
    next_calls: models.length >= 1
      ? [{
        endpoint: "/backlinks/page-intersection",
        reason:
          "The pages that link to the rivals sharing the most referring domains but not to the target",
        body: {
          targets: models.map((c) => c.domain),
          exclude_targets: [req.target],
          limit: 25,
        },
      }]
      : [],
  });
  return {
    ...result,
    agent_workflow: workflow,
    markdown_summary: markdownSummary({
      title: `Backlink competitors: ${req.target}`,
      headline: workflow.summary,
      figures: scored.slice(0, 6).map((
        c,
      ): [string, string] => [
        c.domain,
        `opportunity ${c.opportunity_score}, ${plural(c.intersections, "shared referring domain")}`,
      ]),
      actions: workflow.recommended_actions,
      caveats: workflow.limitations.slice(0, 2),
    }),
  };
}

/** The kinds of the domains set aside, in words ("portals, platforms and marketplaces"). */
function kindsOf(list: readonly { set_aside: SetAside | null }[]): string {
  const words: Record<string, string> = {
    platform: "platforms",
    marketplace: "marketplaces",
    generalist: "generalists",
    portal: "portals",
    namesake: "namesakes",
    publication: "publications",
    directory: "directories",
  };
  const kinds = [...new Set(list.map((c) => words[c.set_aside!.kind]))];
  return kinds.length > 1
    ? `${kinds.slice(0, -1).join(", ")} and ${kinds[kinds.length - 1]}`
    : kinds[0];
}

/**
 * Link-gap opportunities: pages that link to the competitor targets but not to the excluded ones
 * (the user's own site). A page linking to several competitors is a resource page or a roundup
 * that should list the user too; quality from authority, spam and whether its links are followed.
 */
import {
  agentWorkflow,
  AgentWorkflowSchema,
  type Level,
  LEVEL_RANK,
  LevelSchema,
  markdownSummary,
} from "../../agent/workflow.ts";
import type { OperationContext } from "../../operations/define.ts";
import type { BacklinksPageIntersectionRequest } from "../../providers/provider.ts";
import { z } from "zod";
import { PAGE_KINDS, type PageKind, type PageKindOf, pageKindOf } from "./page_kind.ts";
import { agree, plural } from "../../toolkit/prose.ts";

/** Pages with nothing to pitch: generated, paid, gone or hacked. */
const NO_PITCH: ReadonlySet<PageKind> = new Set(["generated", "paid", "gone", "hacked"]);

export const QUALITY = { spamMax: 30, strong: 40 };

/** The `/backlinks/page-intersection` result. */
export const PageIntersectionResultSchema = z.strictObject({
  targets: z.array(z.string()),
  exclude_targets: z.array(z.string()),
  data_source: z.enum(["dataforseo", "sandbox"]),
  total_count: z.number().int().min(0),
  opportunities: z.array(z.strictObject({
    url_from: z.string(),
    domain_from: z.string(),
    linked_targets: z.array(z.string()),
    intersections: z.number().int().min(0),
    domain_rank: z.number().min(0),
    spam_score: z.number().min(0).max(100),
    dofollow: z.boolean().describe("At least one of its links to the targets is followed."),
    anchors: z.array(z.string()).max(5),
    page_kind: z.enum(PAGE_KINDS).describe(
      "editorial (can be asked to add you); generated (a page made for every domain: no pitch); paid (rel=sponsored); ugc (forums, social); listing (review platforms: a profile to claim); directory (directories and deal listings: a free, edited submission at most).",
    ),
    priority: LevelSchema,
    pitch: z.string().describe("The outreach angle, or why there is none."),
  })).max(100),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
});

export type PageIntersectionResult = z.output<typeof PageIntersectionResultSchema>;

/**
 * A page's priority: only an earned editorial page can be high (followed links to 2+ targets
 * from a source of authority >= 40 with spam <= 30); a generated or paid page is low whatever
 * its rank (Google ignores scaled and sponsored links); UGC and listings are at most medium.
 */
export function priorityOf(
  kind: PageKind,
  p: { spam: number; dofollow: boolean; linked: number; rank: number },
): Level {
  if (NO_PITCH.has(kind) || p.spam > QUALITY.spamMax) return "low";
  const level: Level = p.dofollow && p.linked >= 2 && p.rank >= QUALITY.strong
    ? "high"
    : p.dofollow || p.linked >= 2
    ? "medium"
    : "low";
  return kind !== "editorial" && level === "high" ? "medium" : level;
}

/** The outreach angle a link builder would take with the page, or why there is none. */
export function pitchOf(url: string, linked: readonly string[], page: PageKindOf): string {
  const them = linked.join(" and ");
  switch (page.kind) {
    case "generated":
    case "paid":
    case "gone":
    case "hacked":
      return `No pitch: ${page.reason}.`;
    case "ugc":
      return `No link request: ${page.reason}. Take part in the discussion where you can help.`;
    case "directory":
      return `No outreach: ${page.reason}. Submit a listing only if it is free and edited.`;
    case "listing":
      return `Claim or complete your profile on ${
        new URL(url).hostname.replace(/^www\./, "")
      } so you are listed beside ${them} (${page.reason}).`;
  }
  if (page.angle === "comparison") {
    return `${url} already compares ${them}: offer your product for their testing and ask to be included in the comparison at its next update.`;
  }
  if (page.angle === "news") {
    return `${url} covered ${them}: pitch your own news (a launch, funding, a data study) to its author, a digital-PR angle rather than a request to edit the story.`;
  }
  return `${url} links to ${them}: suggest your most relevant page as an addition${
    linked.length >= 2 ? " beside them" : ""
  }.`;
}

/** Finds and ranks link-gap opportunities. */
export async function analyzePageIntersection(
  req: BacklinksPageIntersectionRequest,
  ctx: Pick<OperationContext, "provider" | "signal">,
): Promise<PageIntersectionResult> {
  const answer = await ctx.provider.backlinksPageIntersection(req, { signal: ctx.signal });
  const opportunities = answer.rows.map((row) => {
    const links = row.links.flatMap((l) => l.backlinks);
    const rank = Math.max(0, ...links.map((b) => b.domain_from_rank));
    const spam = Math.max(0, ...links.map((b) => b.backlink_spam_score));
    const dofollow = links.some((b) => b.dofollow);
    const linked = row.links.map((l) => l.target);
    const page = pageKindOf({
      url_from: row.url_from,
      domain_from: row.domain_from,
      title: links.find((b) => b.page_from_title)?.page_from_title ?? "",
      attributes: [...new Set(links.flatMap((b) => b.attributes))],
      targets: linked,
      status_code: Math.max(0, ...links.map((b) => b.page_from_status_code)) || null,
      all_lost: links.length > 0 && links.every((b) => b.is_lost),
    });
    return {
      url_from: row.url_from,
      domain_from: row.domain_from,
      linked_targets: linked,
      intersections: row.intersections_count,
      domain_rank: rank,
      spam_score: spam,
      dofollow,
      anchors: [...new Set(links.map((b) => b.anchor))].slice(0, 5),
      page_kind: page.kind,
      priority: priorityOf(page.kind, { spam, dofollow, linked: linked.length, rank }),
      pitch: pitchOf(row.url_from, linked, page),
    };
  }).filter((o) => req.max_spam_score === undefined || o.spam_score <= req.max_spam_score);
  opportunities.sort((a, b) => LEVEL_RANK[a.priority] - LEVEL_RANK[b.priority]);
  const result = {
    targets: req.targets,
    exclude_targets: req.exclude_targets ?? [],
    data_source: answer.provider,
    total_count: answer.total_count,
    opportunities,
    method: {
      priority:
        "high: an editorial page with followed links to 2+ targets from a source of authority >= 40 with spam <= 30; medium: followed, or 2+ targets (UGC, listings and directories at most medium); low: the rest, spam > 30, pages generated for every domain, sponsored placements, gone and hacked pages",
      page_kind:
        "gone: the page answers 4xx/5xx or all its links are lost; hacked: its title or address is about a spam vertical (casino, pills, loans) on a domain that is not; generated: the title or address carries a target's domain name (similar-sites, site-worth, stats pages); paid: rel=sponsored; ugc: rel=ugc or a social/UGC platform; listing: a review platform; directory: a directory or deals title; editorial: the rest (comparison by its title, news by a dated address)",
      quality: QUALITY,
    },
  };
  const sandbox = answer.provider === "sandbox";
  const high = opportunities.filter((o) => o.priority === "high");
  // Medium editorial pages with an angle of their own (a dated story): a digital-PR pitch.
  const press = opportunities.filter((o) =>
    o.priority === "medium" && o.page_kind === "editorial" && o.dofollow
  );
  const aside = opportunities.filter((o) => NO_PITCH.has(o.page_kind));
  const editorial = opportunities.filter((o) => o.page_kind === "editorial").length;
  const workflow = agentWorkflow({
    decision: high.length > 0
      ? "pitch_link_gaps"
      : opportunities.length > 0
      ? "qualify_prospects"
      : "no_gap_found",
    // More pages read, and a larger share of them classified from their own attributes and
    // titles (editorial vs the rest), make the ordering surer.
    confidence: sandbox ? 0.3 : Math.round(
      (0.45 + 0.25 * Math.min(1, opportunities.length / 10) +
        0.2 * (opportunities.length ? (editorial + aside.length) / opportunities.length : 0)) *
        100,
    ) / 100,
    summary: `${plural(opportunities.length, "page")} ${
      agree(opportunities.length, "links", "link")
    } to ${req.targets.join(", ")} but not to ${
      (req.exclude_targets ?? []).join(", ") || "the excluded targets"
    }; ${high.length} strong${
      high.length ? ` (${high.slice(0, 3).map((o) => o.domain_from).join(", ")})` : ""
    }.${
      aside.length
        ? ` Set aside, no pitch: ${
          aside.map((o) => o.domain_from).join(", ")
        } (pages generated for every domain or paid placements).`
        : ""
    }`,
    recommended_actions: [
      ...high.slice(0, 6).map((o) => ({
        action: o.pitch,
        priority: "high" as const,
        reason:
          `an editorial page; authority ${o.domain_rank}, followed links to ${o.intersections} targets`,
        target: o.url_from,
      })),
      ...press.slice(0, 3).map((o) => ({
        action: o.pitch,
        priority: "medium" as const,
        reason: `an editorial page with a followed link; authority ${o.domain_rank}`,
        target: o.url_from,
      })),
    ],
    evidence: [
      { claim: "Link-gap pages", value: opportunities.length, source: "opportunities" },
      { claim: "Strong opportunities", value: high.length, source: "opportunities[].priority" },
      { claim: "Editorial pages", value: editorial, source: "opportunities[].page_kind" },
      {
        claim: "Generated or paid pages set aside",
        value: aside.length,
        source: "opportunities[].page_kind",
      },
    ],
    limitations: [
      ...(sandbox
        ? [
          "Sandbox data: synthetic pages derived from the targets' names, for trying the API. Set DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD for real data.",
        ]
        : []),
      "Check each page by hand before outreach: a link list may be closed, or the page may be outdated.",
    ],
    // More pages exist than were read: the next ones, followed and clean only.
    next_calls: answer.total_count > opportunities.length && req.limit < 100 && !sandbox
      ? [{
        endpoint: "/backlinks/page-intersection",
        reason: `${plural(answer.total_count, "page")} ${
          agree(answer.total_count, "links", "link")
        } to the targets; read the next ones, followed links and spam <= ${QUALITY.spamMax} only`,
        body: {
          targets: req.targets,
          ...(req.exclude_targets?.length ? { exclude_targets: req.exclude_targets } : {}),
          limit: 100,
          dofollow_only: true,
          max_spam_score: QUALITY.spamMax,
        },
      }]
      : [],
  });
  return {
    ...result,
    agent_workflow: workflow,
    markdown_summary: markdownSummary({
      title: "Link-gap pages",
      headline: workflow.summary,
      figures: opportunities.slice(0, 6).map((
        o,
      ): [string, string] => [
        o.domain_from,
        `${o.priority} (${plural(o.intersections, "target")})`,
      ]),
      actions: workflow.recommended_actions,
      caveats: workflow.limitations.slice(0, 2),
    }),
  };
}

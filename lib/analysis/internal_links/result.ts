/** The `/content/internal-links` result schema and the types derived from it. */
import { z } from "zod";
import { AgentWorkflowSchema } from "../../agent/workflow.ts";

const count = z.number().int().min(0);

/** The `/content/internal-links` result, exactly as `suggestInternalLinks` returns it. */
export const InternalLinksResultSchema = z.strictObject({
  source: z.strictObject({
    url: z.string().nullable(),
    sentences_considered: count
      .describe("Body sentences of 8+ words (navigation, header, footer and asides left out)."),
    links_on_page: count,
  }),
  placements: z.array(z.strictObject({
    rank: count.min(1),
    target_url: z.string(),
    target_title: z.string(),
    anchor_text: z.string().min(1).describe("Words of the sentence itself to turn into the link."),
    anchor_type: z.enum(["exact", "partial"])
      .describe("exact: the target keyword as written; partial: half or more of its topic words."),
    sentence: z.string(),
    paragraph: count.describe("0-based index of the paragraph-level block in the page."),
    score: z.number().min(0).max(100),
    reason: z.string(),
  })).describe("Ranked placements: the link goes on the anchor text inside the sentence."),
  targets: z.array(z.strictObject({
    url: z.string(),
    title: z.string(),
    status: z.enum([
      "placed",
      "already_linked",
      "self",
      "not_linkable",
      "no_match",
      "held_back",
      "over_limit",
    ]),
    detail: z.string(),
  })),
  guardrails: z.array(z.strictObject({
    id: z.string(),
    rule: z.string(),
    held_back: count.describe("Candidate placements this rule held back."),
  })),
  review_notes: z.array(z.string()),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
});

/** The `/content/internal-links` result. */
export type InternalLinksResult = z.output<typeof InternalLinksResultSchema>;

/** One placement. */
export type Placement = InternalLinksResult["placements"][number];

import { z } from "zod";
import { draftQa, DraftQaResultSchema, readDraft } from "../analysis/draft_qa/mod.ts";
import { resolveMarket } from "../geo/geo.ts";
import { defineOperation } from "./define.ts";
import { gatherSerpEvidence } from "./serp_evidence.ts";
import {
  device,
  document,
  httpUrl,
  keyword,
  language,
  ownerTarget,
  serpLocation,
} from "./shared.ts";

/** The `/content/draft-qa` request. */
export const DraftQaRequestSchema = z.object({
  keyword,
  draft_url: httpUrl.optional().describe("URL of the draft; fetched live."),
  draft_markdown: document.optional().describe(
    "The draft as Markdown; YAML front matter `title` and `description` are read as the title tag and meta description.",
  ),
  target: ownerTarget,
  location: serpLocation(),
  language,
  device,
  qa_depth: z.enum(["standard", "strict"]).default("standard")
    .describe("strict: also flags minor issues and holds back a ready verdict."),
});

/** POST /content/draft-qa: is a draft ready to publish against what ranks today. */
export const contentDraftQa = defineOperation({
  path: "/content/draft-qa",
  tag: "content",
  summary: "Check a draft against the search results before publishing",
  description:
    "Compares a draft (fetched from `draft_url` or given as `draft_markdown`) with the current top results (the top 10 pages fetched and parsed; pages that cannot be read are listed with the reason) and returns a publish_readiness_score and readiness (its reason naming the most serious issues), keyword stuffing measured against the ranking pages' own use of the phrase, missing SERP expectations (sections, topics and facts the ranking pages' main content agrees on, quoted), weak sections, proof and trust gaps (unsourced figures and claims; a named author or reviewer, regulatory status, risk warning and first-hand evidence where the ranking pages show them), title/meta issues, schema recommendations and editor tasks ordered by impact, each pointing to the competitor URLs it came from with a confidence from that support. On the sandbox the SERP is synthetic and only the draft's own checks run.",
  input: DraftQaRequestSchema,
  requireOneOf: ["draft_url", "draft_markdown"],
  cost: 8,
  provider: true,
  fetches: true,
  example: {
    keyword: "remote team onboarding checklist",
    draft_markdown:
      "# Remote team onboarding checklist\n\nOnboarding a remote hire takes more planning than an office start.\n\n## Before day one\n\n- Ship the laptop\n- Create accounts\n",
    target: "example.com",
  },
  output: DraftQaResultSchema,
  run: async (input, ctx) => {
    // The draft first: a draft_url that cannot be read fails the request before the SERP is bought.
    const draft = await readDraft(input, ctx);
    const evidence = await gatherSerpEvidence(ctx, {
      keyword: input.keyword,
      market: resolveMarket(input),
      device: input.device,
    });
    return draftQa(input, evidence, draft, ctx.now);
  },
});

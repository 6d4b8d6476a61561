import { z } from "zod";
import { defineOperation } from "./define.ts";
import { device, document, httpUrl, keyword, language, location, ownerTarget } from "./shared.ts";

/** POST /content/draft-qa: is a draft ready to publish against what ranks today. */
export const contentDraftQa = defineOperation({
  path: "/content/draft-qa",
  tag: "content",
  summary: "Check a draft against the search results before publishing",
  description:
    "Compares a draft (fetched from `draft_url` or given as `draft_markdown`) with the current top results and returns a publish_readiness_score, missing SERP expectations, weak sections, proof gaps, title/meta issues, schema recommendations and editor tasks.",
  input: z.object({
    keyword,
    draft_url: httpUrl.optional().describe("URL of the draft; fetched live."),
    draft_markdown: document.optional().describe("The draft as Markdown."),
    target: ownerTarget,
    location: location(),
    language,
    device,
    qa_depth: z.enum(["standard", "strict"]).default("standard")
      .describe("strict: also flags minor issues and holds back a ready verdict."),
  }),
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
});

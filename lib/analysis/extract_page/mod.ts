/**
 * /extract: fetches one page (HTML only), parses it once for its metadata and headings, and
 * extracts its main content in the requested format, with what an agent needs to cite it.
 */
import { agentSupport } from "../../agent/support.ts";
import { agentWorkflow, markdownSummary, type NextCall } from "../../agent/workflow.ts";
import type { OperationContext } from "../../operations/define.ts";
import { extractMainContent } from "../../web/extract.ts";
import { loadPage } from "../../web/load_page.ts";
import type { PageModel } from "../../web/html.ts";
import { type ExtractResult } from "./result.ts";
import { authorshipOf } from "../understanding/authorship.ts";
import { plural } from "../../toolkit/prose.ts";

export { ExtractResultSchema } from "./result.ts";
export type { ExtractResult } from "./result.ts";

/** Content past this many characters is cut (and `truncated` says so). */
export const MAX_CONTENT_CHARS = 200_000;

/** The `/extract` request as parsed. */
export interface ExtractInput {
  url: string;
  format: "markdown" | "text" | "html";
  include_images: boolean;
}

/** Extracts one page. */
export async function extractPage(
  input: ExtractInput,
  ctx: Pick<OperationContext, "web" | "now">,
): Promise<ExtractResult> {
  // Fetch (HTML only) and parse once; the page model and the main content both read that parse.
  const loaded = await loadPage({ url: input.url, urlField: "url" }, ctx.web);
  const page = loaded.page;
  const finalUrl = loaded.url ?? input.url;
  // The document parsed for the page model is reused: one parse per page.
  const extracted = extractMainContent(loaded.document ?? "", {
    url: finalUrl,
    format: input.format,
    includeImages: input.include_images,
  });
  const truncated = extracted.content.length > MAX_CONTENT_CHARS;
  const content = truncated ? extracted.content.slice(0, MAX_CONTENT_CHARS) : extracted.content;
  const calls = nextCallsOf(finalUrl);
  const result = {
    url: input.url,
    final_url: finalUrl,
    status: loaded.status ?? 200,
    metadata: metadataOf(page),
    headings: contentHeadings(page, extracted.text),
    format: input.format,
    content,
    word_count: extracted.wordCount,
    extraction: extracted.method,
    images: input.include_images
      ? page.images.filter((i) => i.url).slice(0, 100).map((i) => ({ src: i.url!, alt: i.alt }))
      : [],
    agent_support: agentSupport({
      content,
      citations: [{ url: finalUrl, title: page.title }],
      fetchedAt: ctx.now,
      truncated,
      nextCalls: calls,
    }),
  };
  return { ...result, ...workflowOf(result, calls) };
}

/** The headings of the main content (those the extracted text holds), not the chrome's. */
function contentHeadings(page: PageModel, text: string) {
  const inContent = page.headings.filter((h) => h.level === 1 || text.includes(h.text));
  return (inContent.length > 0 ? inContent : page.headings).slice(0, 200)
    .map((h) => ({ level: h.level, text: h.text }));
}

function metadataOf(page: PageModel): ExtractResult["metadata"] {
  const m = (k: string) => page.meta[k]?.trim() || null;
  const by = authorshipOf(page, m("og:site_name"));
  return {
    title: page.title,
    description: page.meta_description ?? m("og:description"),
    canonical: page.canonical,
    lang: page.lang,
    detected_language: page.text_language,
    author: by.author,
    published: by.published,
    modified: by.modified,
    site_name: m("og:site_name"),
    image: m("og:image"),
    noindex: page.noindex,
  };
}

/** Follow-ups that work on this server for a fetched page. */
function nextCallsOf(url: string): NextCall[] {
  return [
    {
      endpoint: "/content/technical-qa",
      reason: "Check the page's indexability, canonical and on-page basics",
      body: { url },
    },
    {
      endpoint: "/content/schema-plan",
      reason: "Plan the structured data the page can carry",
      body: { url },
    },
  ];
}

function workflowOf(
  r: Omit<ExtractResult, "agent_workflow" | "markdown_summary">,
  calls: NextCall[],
) {
  const thin = r.word_count < 50;
  const workflow = agentWorkflow({
    decision: thin ? "content_not_found" : "content_extracted",
    confidence: r.extraction === "scored" || r.extraction === "declared" ? 0.85 : 0.6,
    summary: thin
      ? `Only ${
        plural(r.word_count, "word")
      } of main content found on ${r.final_url} (is it rendered by JavaScript?).`
      : `${plural(r.word_count, "word")} of main content from ${r.final_url}${
        r.metadata.title ? ` ("${r.metadata.title}")` : ""
      }.`,
    recommended_actions: [],
    evidence: [
      { claim: "Words in the main content", value: r.word_count, source: "content" },
      { claim: "Headings on the page", value: r.headings.length, source: "headings" },
      { claim: "How the content was found", value: r.extraction, source: "extraction" },
    ],
    limitations: [
      "The page is read as served, without running JavaScript: content rendered in the browser is not seen.",
      ...(r.agent_support.truncated ? ["The content was cut at 200,000 characters."] : []),
    ],
    next_calls: calls,
  });
  const markdown = markdownSummary({
    title: "Extract",
    headline: workflow.summary,
    figures: [
      ["Title", r.metadata.title ?? "none"],
      ["Language", r.metadata.lang ?? r.metadata.detected_language ?? "unknown"],
      ["Words", r.word_count],
      ["Headings", r.headings.length],
    ],
    actions: [],
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}

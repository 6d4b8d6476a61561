import { z } from "zod";
import { extractPage, ExtractResultSchema } from "../analysis/extract_page/mod.ts";
import { defineOperation } from "./define.ts";
import { httpUrl } from "./shared.ts";

/** POST /extract: a page's metadata, headings and main content, fetched live and answered inline. */
export const extract = defineOperation({
  path: "/extract",
  tag: "search",
  summary: "Fetch a page and extract its metadata, headings and content",
  description:
    "Fetches the page live and returns its metadata, structural headings and main content in the requested format, with agent_support. Always answers synchronously; calls no paid provider.",
  input: z.object({
    url: httpUrl.describe("Page to fetch (absolute http(s) URL)."),
    format: z.enum(["markdown", "text", "html"]).default("markdown")
      .describe("Format of the extracted content."),
    include_images: z.boolean().default(false).describe("Keep images in the extracted content."),
  }),
  cost: 1,
  provider: false,
  fetches: true,
  mode: "sync",
  example: { url: "https://example.com/blog/crm-buying-guide", format: "markdown" },
  output: ExtractResultSchema,
  run: (input, ctx) => extractPage(input, ctx),
});

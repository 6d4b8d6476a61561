/** The page as one model: fetched from `url` (HTML only) or read from `page_markdown`. */
import { ApiError } from "../../errors.ts";
import type { OperationContext } from "../../operations/define.ts";
import { type PageModel, parsePage } from "../../web/html.ts";
import { pageFromMarkdown } from "../../web/markdown.ts";
import type { TitleMetaInput } from "./input.ts";

const HTML = /text\/html|application\/xhtml\+xml/i;

/** The page model and the URL it came from. */
export async function loadPage(
  input: TitleMetaInput,
  ctx: Pick<OperationContext, "web">,
): Promise<{ page: PageModel; url: string | null; source: "url" | "markdown" }> {
  if (input.page_markdown !== undefined) {
    const url = input.url ?? undefined;
    return {
      page: pageFromMarkdown(input.page_markdown, { url }),
      url: url ?? null,
      source: "markdown",
    };
  }
  const res = await ctx.web.get(input.url!, "url", { accept: "text/html,application/xhtml+xml" });
  const type = res.headers.get("content-type") ?? "";
  if (res.status >= 400) {
    throw new ApiError("UPSTREAM_ERROR", `url ${input.url} answered ${res.status}`, {
      retryable: res.status >= 500,
    });
  }
  if (type && !HTML.test(type)) {
    throw new ApiError(
      "UPSTREAM_ERROR",
      `url ${input.url} is ${type.split(";")[0]}, not an HTML page`,
      {
        retryable: false,
      },
    );
  }
  const html = new TextDecoder("utf-8").decode(res.body);
  return {
    page: parsePage(html, { url: res.url, headers: res.headers }),
    url: res.url,
    source: "url",
  };
}

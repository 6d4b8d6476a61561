/** The page as one model: fetched from `url` (HTML only) or read from `page_markdown`. */
import type { OperationContext } from "../../operations/define.ts";
import { type LoadedPage, loadPage as load } from "../../web/load_page.ts";
import type { TitleMetaInput } from "./input.ts";

/** The page of a title-meta request. */
export function loadPage(
  input: TitleMetaInput,
  ctx: Pick<OperationContext, "web">,
): Promise<LoadedPage> {
  return load({ url: input.url, urlField: "url", markdown: input.page_markdown }, ctx.web);
}

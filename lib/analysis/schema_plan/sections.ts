/**
 * The blocks of a section of the page: the paragraph and list blocks after the first heading
 * whose words match, up to the next heading of the same or a higher level, by their places in
 * document order (`order`). Read from the content (menus, footers and dialogs left out).
 */
import { contentBlocks, inChrome, type PageBlock, type PageModel } from "../../web/html.ts";

/** The blocks under the first content heading matching `heading`, or null without one. */
export function sectionBlocks(page: PageModel, heading: RegExp): PageBlock[] | null {
  const headings = page.headings.filter((h) => !inChrome(h.regions) && h.order !== undefined);
  const at = headings.findIndex((h) => heading.test(h.text));
  if (at < 0) return null;
  const from = headings[at].order!;
  const next = headings.slice(at + 1).find((h) => h.level <= headings[at].level);
  const to = next?.order ?? Infinity;
  return contentBlocks(page).filter((b) => b.order !== undefined && b.order > from && b.order < to);
}

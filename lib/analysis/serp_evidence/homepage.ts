/**
 * Whether the owner's ranking page is its homepage. A homepage serves the whole business; a brief
 * for one query is a page of its own that the homepage links to (Google's guidance on site
 * structure: one clear topic per page, linked from the pages that matter), so a homepage is
 * never "reworked with this brief". Read from the URL (the site root or its index file) and from
 * the path Google displays for the result (DataForSEO's `breadcrumb`: "https://site.com" or
 * "https://site.com › index.html" is the root).
 */
import type { Serp } from "../../providers/serp_types.ts";
import { utilityPage } from "../understanding/page_type.ts";

const INDEX_FILE = /^(index|default|home)(\.[a-z]{2,5})?$/i;

/** Whether `url` is its site's homepage, as its URL or the SERP's displayed path says. */
export function isHomepage(url: string | null | undefined, serp: Serp | null): boolean {
  if (!url) return false;
  if (utilityPage(url)?.kind === "homepage") return true;
  try {
    const segments = new URL(url).pathname.split("/").filter(Boolean);
    if (segments.length === 1 && INDEX_FILE.test(segments[0])) return true;
  } catch {
    // not a URL: the breadcrumb decides
  }
  const item = serp?.items.find((i) => i.url === url && typeof i.breadcrumb === "string");
  if (!item?.breadcrumb) return false;
  const shown = item.breadcrumb.split("›").slice(1).map((s) => s.trim()).filter(Boolean);
  return shown.length === 0 || (shown.length === 1 && INDEX_FILE.test(shown[0]));
}

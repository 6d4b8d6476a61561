/** An archive, tag, search or pagination page is navigation: keep it, out of the index. */
import { DECIDES, type RemediationRule } from "./types.ts";

const THIN_TYPE = /(tag|archive|author|search|pagination|paginated|filter|facet|attachment)/;
const THIN_PATH = /\/(tag|tags|author|authors|search|page\/\d+|archive|archives)(\/|$)/;

export const thinPage: RemediationRule = {
  id: "thin_page",
  decides: DECIDES,
  when:
    "an archive, tag, author, search, filter or pagination page (from page_type or the URL path): noindex",
  because:
    "SEO practice: navigation pages help visitors find content but add none of their own to search results; they are kept for the site and out of the index",
  decide({ p, k, make }) {
    if (!THIN_TYPE.test((p.pageType ?? "").toLowerCase()) && !THIN_PATH.test(p.u.path)) {
      return null;
    }
    return make(
      "noindex",
      `${p.url} is an archive/tag/search-type page competing with ${k.url}; keep it for navigation but out of the index`,
    );
  },
};

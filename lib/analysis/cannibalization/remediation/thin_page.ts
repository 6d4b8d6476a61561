/** An archive, tag, search or pagination page is navigation: keep it, out of the index. */
import type { RemediationRule } from "./types.ts";

const THIN_TYPE = /(tag|archive|author|search|pagination|paginated|filter|facet|attachment)/;
const THIN_PATH = /\/(tag|tags|author|authors|search|page\/\d+|archive|archives)(\/|$)/;

export const thinPage: RemediationRule = {
  id: "thin_page",
  method: "archive/tag/search/pagination page -> noindex",
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

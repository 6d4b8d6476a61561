/** A URL variant (parameters, same path, same product/category title) stays for users, canonicalised. */
import type { Page } from "../pages.ts";
import type { PairResult } from "../pair.ts";
import { REMEDIATION } from "../thresholds.ts";
import { DECIDES, type RemediationRule } from "./types.ts";

const VARIANT_TYPE = /(product|category|collection|listing|catalog|plp|pdp)/;

/** Whether `p` is a variant of the kept page `k` rather than a page of its own. */
export function isVariant(p: Page, k: Page, r: PairResult): boolean {
  if (p.u.key.includes("?")) return true;
  if (p.u.path === k.u.path) return true;
  const type = (p.pageType ?? "").toLowerCase();
  return type !== "" && type === (k.pageType ?? "").toLowerCase() && VARIANT_TYPE.test(type) &&
    (r.titleSimilarity ?? 0) >= REMEDIATION.same_title;
}

export const urlVariant: RemediationRule = {
  id: "url_variant",
  decides: DECIDES,
  when:
    `a URL variant of the kept page (query parameters, the same path, or the same product/category page type with title similarity >= ${REMEDIATION.same_title}): canonicalise`,
  because:
    "sorted, filtered and other variants of one page are duplicates, not pages of their own: a canonical keeps them for users while Google indexes one URL (Google Search Central, consolidate duplicate URLs)",
  decide({ p, k, r, make }) {
    if (!isVariant(p, k, r)) return null;
    return make(
      "canonicalise",
      `${p.url} is a variant of ${k.url} (parameters, same path or same product/category title); keep it for users and canonicalise it`,
    );
  },
};

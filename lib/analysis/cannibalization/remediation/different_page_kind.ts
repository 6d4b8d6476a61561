/**
 * A money page (product, landing, pricing, service, category) and an editorial page (blog post,
 * guide, glossary) answer different searches: a 301 or merge between them sends buyers to an
 * article or readers to a sales page. They are differentiated, whatever their query overlap.
 */
import { pageKind } from "../../understanding/page_type.ts";
import { differentiate } from "./differentiate.ts";
import { DECIDES, type RemediationRule } from "./types.ts";

const NAME = { money: "a product/landing page", editorial: "an editorial page" } as const;

export const differentPageKind: RemediationRule = {
  id: "different_page_kind",
  decides: DECIDES,
  when:
    "a money page (product, landing, pricing, service, category, homepage) and an editorial page (blog post, guide, glossary), from page_type or else the URL folder: differentiate, never merged or redirected into each other",
  because:
    "SEO practice: serve a search with the page type its results show; buyers and readers search differently, so a 301 or a merge between a money page and an editorial page sends buyers to an article or readers to a sales page",
  decide({ p, k, r, make }) {
    const kp = pageKind(p.pageType, p.u.path);
    const kk = pageKind(k.pageType, k.u.path);
    if (!kp || !kk || kp.kind === kk.kind) return null;
    return differentiate(
      p,
      k,
      r,
      make,
      `${p.url} is ${NAME[kp.kind]} and ${k.url} ${
        NAME[kk.kind]
      }: they answer different searches, so neither is merged or redirected into the other; give each its own query`,
    );
  },
};

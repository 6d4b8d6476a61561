/**
 * A canonical Google ignores calls for a directive: a 301. A URL variant that must stay for
 * users (parameters, same path, same product/category) keeps its canonical and is made to match.
 */
import { isVariant } from "./url_variant.ts";
import { DECIDES, type RemediationRule } from "./types.ts";

export const canonicalIgnored: RemediationRule = {
  id: "canonical_ignored",
  decides: DECIDES,
  when:
    "Google ignores the page's canonical (canonical_ignored): redirect_301, or canonicalise when the page is a URL variant that must stay for users",
  because:
    "rel=canonical is a hint Google may overrule, while a permanent server-side redirect is a strong signal that its target is the canonical (Google Search Central, redirects and Google Search)",
  decide({ p, k, r, types, make }) {
    if (!types.has("canonical_ignored")) return null;
    if (isVariant(p, k, r)) {
      return make(
        "canonicalise",
        `Google ignores ${p.url}'s canonical; as a URL variant it must stay, so make its content match ${k.url} and link only to ${k.url}`,
      );
    }
    return make(
      "redirect_301",
      `Google ignores ${p.url}'s canonical to ${k.url} (it still gets traffic on shared queries); a 301 is a directive, not a hint`,
    );
  },
};

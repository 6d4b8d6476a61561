/**
 * Pages of different intents stay separate pages unless Google already treats them as one
 * (most of the page's query demand is contested).
 */
import { intentsDiffer } from "../pair.ts";
import { REMEDIATION } from "../thresholds.ts";
import { differentiate } from "./differentiate.ts";
import { DECIDES, type RemediationRule } from "./types.ts";

export const differentIntent: RemediationRule = {
  id: "different_intent",
  decides: DECIDES,
  when:
    `different intents (declared by primary keyword, page_type or title modifiers, not a URL folder alone), unless a share of ${REMEDIATION.intent_contested_share}+ of the page's query demand is contested: differentiate`,
  because:
    "a page answers one kind of search: Google's Search Quality Rater Guidelines tell Know, Do and Website queries apart, and one intent per page is SEO practice; when that much of the page's demand is contested, Google already treats the two pages as one",
  decide({ p, k, r, share, make }) {
    if (
      !intentsDiffer(p.intent, k.intent) || (share ?? 0) >= REMEDIATION.intent_contested_share
    ) return null;
    return differentiate(
      p,
      k,
      r,
      make,
      `${p.url} serves ${p.intent.intents.join("/")} intent and ${k.url} ${
        k.intent.intents.join("/")
      }; give each its own query instead of merging`,
    );
  },
};

/** Shared target keywords: the pages' keyword lists overlap by `target_overlap` or more. */
import { round } from "../../../toolkit/numbers.ts";
import { EPSILON, EVIDENCE, MAX_REASON_KEYWORDS, STRENGTH } from "../thresholds.ts";
import { DECIDES, type ReasonRule } from "./types.ts";
import { plural } from "../../../toolkit/prose.ts";

const TYPE = "shared_target_keywords";

export const targetKeywords: ReasonRule = {
  id: TYPE,
  decides: DECIDES,
  when:
    `primary + target keywords shared / the smaller page's count >= target_overlap: strength ${STRENGTH.target_overlap} x overlap`,
  because:
    "SEO practice: a keyword map gives each keyword one page; pages whose declared keyword lists overlap were written for the same searches",
  confidence: EVIDENCE[TYPE],
  decide({ f, ctx }) {
    const overlap = f.targetOverlap;
    if (!f.wording || overlap === null || f.sharedTargets.length === 0) return null;
    if (overlap < ctx.t.target_overlap - EPSILON) return null;
    const texts = f.sharedTargets.map((k) => f.a.targetedText.get(k)!);
    return [{
      type: TYPE,
      strength: round(STRENGTH.target_overlap * overlap, 3),
      description: `${plural(f.sharedTargets.length, "targeted keyword")} shared; ${
        round(overlap * 100, 0)
      }% of the smaller page's list`,
      keywords: texts.slice(0, MAX_REASON_KEYWORDS),
      urls: [f.a.url, f.b.url],
    }];
  },
};

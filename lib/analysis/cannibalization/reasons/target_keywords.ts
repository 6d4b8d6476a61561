/** Shared target keywords: the pages' keyword lists overlap by `target_overlap` or more. */
import { round } from "../../text.ts";
import { STRENGTH } from "../thresholds.ts";
import type { ReasonRule } from "./types.ts";

export const targetKeywords: ReasonRule = {
  id: "shared_target_keywords",
  method: {
    shared_target_keywords:
      "primary + target keywords shared / the smaller page's count >= target_overlap: strength 0.45 x overlap",
  },
  assess(f, ctx) {
    const overlap = f.targetOverlap;
    if (!f.wording || overlap === null || f.sharedTargets.length === 0) return [];
    if (overlap < ctx.t.target_overlap - 1e-9) return [];
    const texts = f.sharedTargets.map((k) => f.a.targetedText.get(k)!);
    return [{
      type: "shared_target_keywords",
      strength: round(STRENGTH.target_overlap * overlap, 3),
      description: `${f.sharedTargets.length} targeted keyword(s) shared; ${
        round(overlap * 100, 0)
      }% of the smaller page's list`,
      keywords: texts.slice(0, 10),
      urls: [f.a.url, f.b.url],
    }];
  },
};

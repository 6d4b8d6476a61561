/** A strong overlap with value of its own (clicks or links): move its content, then 301 it. */
import type { RemediationRule } from "./types.ts";

export const merge: RemediationRule = {
  id: "merge",
  method: "else merge (move unique content, then 301)",
  decide({ p, k, r, make }) {
    return make(
      "merge",
      `${p.url} overlaps strongly (score ${r.score}) but has value of its own (${
        p.clicks ?? 0
      } clicks, ${
        p.backlinks === null ? "backlinks not supplied" : `${p.backlinks} backlinks`
      }): move its unique content into ${k.url}, then 301 it`,
    );
  },
};

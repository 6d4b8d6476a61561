import { normalizeText } from "../../text.ts";
import { NEWS_RE } from "../terms.ts";
import { PR_AUTHORITY, PR_MATCH } from "../thresholds.ts";
import type { ActionTypeRule } from "./types.ts";

/** A news or media source, or a strong source that fits a linkable asset (study, data, tool). */
export const digitalPr: ActionTypeRule = {
  id: "digital_pr",
  reason:
    "news/media source_type, or authority >= 70/100 with asset match >= 0.3 to a linkable asset",
  applies: (p, { authority, match, asset }) =>
    NEWS_RE.test(normalizeText(p.sourceType ?? "")) ||
    (authority !== null && authority >= PR_AUTHORITY && asset !== null && asset.linkable &&
      match >= PR_MATCH),
};

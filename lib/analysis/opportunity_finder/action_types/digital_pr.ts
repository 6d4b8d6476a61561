import { normalizeText } from "../../../toolkit/text.ts";
import { NEWS_RE } from "../terms.ts";
import { PR_AUTHORITY, PR_MATCH } from "../thresholds.ts";
import { type ActionTypeRule, DECIDES } from "./types.ts";

export const digitalPr: ActionTypeRule = {
  id: "digital_pr",
  decides: DECIDES,
  when: `news/media source_type, or authority >= ${
    Math.round(PR_AUTHORITY * 100)
  }/100 with asset match >= ${PR_MATCH} to a linkable asset: study, data, tool ... or a linkable_reason`,
  because:
    "SEO practice (digital PR): journalists and strong publishers link to what they can cite (original data, studies, tools), not to product pages",
  decide: ({ p, authority, match, asset }) =>
    (NEWS_RE.test(normalizeText(p.sourceType ?? "")) ||
      (authority !== null && authority >= PR_AUTHORITY && asset !== null && asset.linkable &&
        match >= PR_MATCH)) || null,
};

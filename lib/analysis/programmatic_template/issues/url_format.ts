import { ISSUE_PENALTIES } from "../thresholds.ts";
import { VARIABLE } from "../values.ts";
import { DECIDES, type IssueRule } from "./types.ts";

export const urlFormat: IssueRule = {
  id: "url_format",
  decides: DECIDES,
  when:
    `the static part of the URL pattern (its host aside) has spaces, capitals or underscores: low, penalty ${ISSUE_PENALTIES.url_format}`,
  because:
    "Google Search Central (URL structure): separate words with hyphens, not underscores; URL paths are case-sensitive, so SEO practice keeps them lowercase",
  confidence: ISSUE_PENALTIES.url_format,
  decide(ctx) {
    const staticUrl = ctx.urlPattern.replace(VARIABLE, "").replace(/^https?:\/\/[^/]+/i, "");
    if (!(/\s/.test(staticUrl) || /\p{Lu}/u.test(staticUrl) || /_/.test(staticUrl))) return null;
    return [{
      kind: "url_format",
      severity: "low",
      detail:
        "the static part of url_pattern has spaces, capitals or underscores; use lowercase and hyphens",
      blocking: false,
    }];
  },
};

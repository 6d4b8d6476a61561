import { VARIABLE } from "../values.ts";
import type { IssueRule } from "./types.ts";

/** Spaces, capitals or underscores in the static part of the URL pattern. */
export const urlFormat: IssueRule = {
  id: "url_format",
  penalty: 0.1,
  check(ctx) {
    const staticUrl = ctx.urlPattern.replace(VARIABLE, "").replace(/^https?:\/\/[^/]+/i, "");
    if (!(/\s/.test(staticUrl) || /\p{Lu}/u.test(staticUrl) || /_/.test(staticUrl))) return [];
    return [{
      kind: "url_format",
      severity: "low",
      detail:
        "the static part of url_pattern has spaces, capitals or underscores; use lowercase and hyphens",
      blocking: false,
    }];
  },
};

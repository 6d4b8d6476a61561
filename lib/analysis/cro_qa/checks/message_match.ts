/**
 * Visitors from an ad or an email arrive with the promise they clicked in mind: the headline must
 * repeat it (message match), or they bounce. Checked when the traffic is paid or email and the
 * keyword is given.
 */
import { phraseContains, toPhrase } from "../../page_match.ts";
import { say } from "../messages.ts";
import type { CroCheck } from "./types.ts";

const PROMISED = /(^|[^a-z])(paid|ppc|cpc|ads?|sem|email|newsletter|display)([^a-z]|$)/;

export const messageMatch: CroCheck = {
  id: "message_match",
  area: "value_proposition",
  severity: "high",
  method: "with paid or email traffic and a keyword, the H1 carries the keyword's topic words",
  assess(f) {
    if (!f.keyword || !f.trafficSource || !PROMISED.test(f.trafficSource)) {
      return null;
    }
    const kw = toPhrase(f.keyword);
    const head = f.headline ? toPhrase(f.headline) : null;
    if (kw.stems.length === 0 || (head && phraseContains(head, kw))) return null;
    // The headline carries part of the promise (its topic word): a wording tweak, not a mismatch.
    const shared = head ? kw.stems.filter((s) => head.stems.includes(s)) : [];
    return {
      title: say(f, shared.length > 0 ? "mm.partial.title" : "mm.none.title", {
        keyword: f.keyword,
        source: f.trafficSource,
      }),
      evidence: f.headline,
      fix: say(f, "mm.fix", { keyword: f.keyword }),
      ...(shared.length > 0 ? { severity: "low" as const } : {}),
    };
  },
};

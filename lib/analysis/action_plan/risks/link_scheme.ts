import { fold } from "../words.ts";
import { DECIDES, type RiskRule, risksOrNull } from "./types.ts";

/**
 * Link-scheme patterns: mass directory submission (a count of two digits or more, "mass",
 * "bulk", "hundreds of"), bought links, link exchanges, private blog networks.
 */
export const LINK_SCHEMES: readonly { pattern: RegExp; reason: string }[] = [
  {
    pattern:
      /\b(\d{2,}|mass|bulk|hundreds of)\b[^.]*\bdirector(y|ies)\b|\bdirectory submissions?\b/,
    reason: "mass directory submission is a low-value link-scheme pattern",
  },
  {
    pattern: /\b(buy|paid|purchase[sd]?)\b[^.]*\b(back)?links?\b/,
    reason: "paying for links is a link scheme",
  },
  { pattern: /\blink (exchange|swap)s?\b/, reason: "link exchanges are a link scheme" },
  {
    pattern: /\b(pbn|private blog network)s?\b/,
    reason: "private blog networks are a link scheme",
  },
];

export const linkScheme: RiskRule = {
  id: "link_scheme",
  decides: DECIDES,
  when:
    "an open item's title describes a link scheme (mass directory submission, bought links, link exchanges, private blog networks): high, one risk per item, whoever planned it",
  because:
    "Google Search Central spam policies (link spam): buying links, excessive link exchanges and low-quality directory links can earn a manual action; private blog networks are SEO practice's name for sites built to pass links",
  decide(f) {
    return risksOrNull(f.nodes.flatMap((n) => {
      if (n.status === "done") return [];
      const scheme = LINK_SCHEMES.find((l) => l.pattern.test(fold(n.title)));
      if (!scheme) return [];
      return [{
        kind: "link_scheme" as const,
        risk: `"${n.title}": ${scheme.reason}; it can earn a manual action rather than authority`,
        severity: "high" as const,
        items: [n.title],
        mitigation:
          `Drop "${n.title}", or keep only the few listings that matter to customers (industry and local bodies, Google Business Profile).`,
      }];
    }));
  },
};

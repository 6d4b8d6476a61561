import { fold } from "../words.ts";
import type { RiskRule } from "./types.ts";

/**
 * Link-scheme patterns (Google's spam policies): mass directory submission, bought links,
 * link exchanges, private blog networks. Flagged as a high risk, whoever planned them.
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

/** One high risk per open item whose title describes a link scheme (the first pattern that fits). */
export const linkScheme: RiskRule = {
  id: "link_scheme",
  assess(f) {
    return f.nodes.flatMap((n) => {
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
    });
  },
};

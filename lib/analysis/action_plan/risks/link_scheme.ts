import { SPAM_KINDS, WORK_TABLE, type WorkKind } from "../../understanding/work_kinds.ts";
import type { PlanRisk } from "../result.ts";
import { DECIDES, type RiskRule, risksOrNull } from "./types.ts";

type SpamKind = Extract<WorkKind, "link_scheme" | "scaled_content" | "doorway">;

/** What each tactic risks, and what to do instead. */
const TACTICS: Readonly<Record<SpamKind, { risk: string; instead: string }>> = {
  link_scheme: {
    risk: "a link scheme",
    instead:
      "keep only the few listings customers use (industry and local bodies, Google Business Profile) and earn links with something worth citing",
  },
  scaled_content: {
    risk: "scaled content (many pages made to rank, with little added value)",
    instead:
      "publish fewer pieces, each edited and checked by someone who knows the subject, answering a real question",
  },
  doorway: {
    risk: "doorway pages (near-identical pages per place or phrase)",
    instead:
      "build pages only for places with something of their own (an address, staff, opening hours, local facts), and use the Google Business Profile for the rest",
  },
};

export const linkScheme: RiskRule = {
  id: "spam_policy",
  decides: DECIDES,
  when:
    "an open item's title describes a tactic Google's spam policies name (link schemes, scaled content, doorway pages), in any of the service's languages: high, one risk per item, whoever planned it",
  because:
    "Google Search Central spam policies (link spam, scaled content abuse, doorway abuse) can earn a manual action rather than rankings",
  decide(f) {
    return risksOrNull(f.nodes.flatMap((n): PlanRisk[] => {
      if (n.status === "done") return [];
      const kind = n.kinds.find((k) => SPAM_KINDS.has(k)) as SpamKind | undefined;
      if (!kind) return [];
      return [{
        kind,
        risk: `"${n.title}" describes ${TACTICS[kind].risk}: ${
          WORK_TABLE[kind].source
        }; it can earn a manual action rather than rankings, so it is not scheduled`,
        severity: "high",
        items: [n.title],
        mitigation: `Drop "${n.title}"; instead, ${TACTICS[kind].instead}.`,
      }];
    }));
  },
};

import { SPAM_KINDS, WORK_TABLE } from "../../understanding/work_kinds.ts";
import { DECIDES, type HoldRule } from "./types.ts";

const NAMES = {
  link_scheme: "a link scheme",
  scaled_content: "scaled content",
  doorway: "doorway pages",
};

export const spamPolicy: HoldRule = {
  id: "spam_policy",
  decides: DECIDES,
  when:
    "the item's title describes a tactic Google's spam policies name (a link scheme, scaled unedited content, doorway pages), in any of the service's languages, whatever its priority",
  because:
    "Google Search Central spam policies: such work can earn a manual action or a ranking demotion, so a plan does not spend the team's weeks on it (the risk register says what to do instead)",
  decide({ node }) {
    const kind = node.kinds.find((k) => SPAM_KINDS.has(k)) as keyof typeof NAMES | undefined;
    if (!kind) return null;
    return {
      kind: "spam_policy",
      reason: `Not scheduled: it describes ${NAMES[kind]} (${WORK_TABLE[kind].source}).`,
    };
  },
};

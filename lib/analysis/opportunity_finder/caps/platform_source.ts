import { platformOf } from "../../understanding/link_sources.ts";
import type { PriorityCap } from "./types.ts";

/** A platform source (UGC, social, review listing): its links carry little, so at most low. */
export const platformSource: PriorityCap = {
  id: "platform_source",
  cap: "low",
  applies: (s) => {
    const platform = platformOf(s.p.domainKey, s.p.sourceType);
    return platform ? `${s.p.domain} is ${platform.reason}` : null;
  },
};

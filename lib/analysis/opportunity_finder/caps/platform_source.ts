import { platformOf } from "../../understanding/link_sources.ts";
import { DECIDES, type PriorityCap } from "./types.ts";

export const platformSource: PriorityCap = {
  id: "platform_source",
  decides: DECIDES,
  cap: "low",
  when: "the source is a platform (UGC, social network, review or listing site): at most low",
  because:
    "Google Search Central (qualify outbound links): user-generated content is marked rel=ugc and platform listings are often paid or nofollow, so their links carry little",
  decide: (s) => {
    const platform = platformOf(s.p.domainKey, s.p.sourceType);
    return platform ? `${s.p.domain} is ${platform.reason}` : null;
  },
};

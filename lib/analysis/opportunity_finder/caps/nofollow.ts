import { DECIDES, type PriorityCap } from "./types.ts";

export const nofollow: PriorityCap = {
  id: "nofollow",
  decides: DECIDES,
  cap: "medium",
  when: "the link would be nofollow (dofollow: false): at most medium",
  because:
    "Google Search Central (qualify outbound links): rel=nofollow is a hint not to pass ranking credit, so such a link carries little authority",
  decide: (s) => s.p.dofollow === false ? "the link would be nofollow" : null,
};

import { DECIDES, type LimitationRule } from "./types.ts";

export const absentDomains: LimitationRule = {
  id: "absent_domains",
  decides: DECIDES,
  when: "a tracked domain absent from every snapshot",
  because: "a domain in no listed result has no position to compare",
  decide(f) {
    const notes = f.domainMovement.filter((x) => x.status === "absent").map((d) =>
      `${d.domain} does not appear in any snapshot; its movement cannot be measured.`
    );
    return notes.length > 0 ? notes : null;
  },
};

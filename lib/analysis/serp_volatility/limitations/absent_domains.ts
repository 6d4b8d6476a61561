import type { LimitationRule } from "./types.ts";

/** A tracked domain in no snapshot: its movement cannot be measured. */
export const absentDomains: LimitationRule = {
  id: "absent_domains",
  method: "a tracked domain absent from every snapshot",
  notes: (f) =>
    f.domainMovement.filter((x) => x.status === "absent").map((d) =>
      `${d.domain} does not appear in any snapshot; its movement cannot be measured.`
    ),
};

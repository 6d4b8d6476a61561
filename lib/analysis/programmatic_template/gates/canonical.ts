import type { GateRule } from "./types.ts";

/** A self-referencing canonical on the clean path (a template rule: no record fails it). */
export const canonical: GateRule = {
  id: "canonical",
  gate: () => ({
    gate: "canonical",
    condition:
      "self-referencing canonical on the clean path (lowercase, one trailing-slash form, no tracking or sort parameters); filtered or paginated views canonical to the hub",
    failing_sample_records: 0,
    on_fail: "fix the template's canonical tag before launch",
  }),
};

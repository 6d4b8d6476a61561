import { DECIDES, type GateRule } from "./types.ts";

export const canonical: GateRule = {
  id: "canonical",
  decides: DECIDES,
  when: "every template (a template rule: no record fails it)",
  because:
    "Google Search Central (consolidate duplicate URLs): a self-referencing rel=canonical on the clean URL tells Google which URL to index when parameters or filters make variants",
  decide: () => ({
    gate: "canonical",
    condition:
      "self-referencing canonical on the clean path (lowercase, one trailing-slash form, no tracking or sort parameters); filtered or paginated views canonical to the hub",
    failing_sample_records: 0,
    on_fail: "fix the template's canonical tag before launch",
  }),
};

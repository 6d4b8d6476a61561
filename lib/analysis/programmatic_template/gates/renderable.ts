import type { GateRule } from "./types.ts";

/** Every pattern variable is filled and slugs to something. */
export const renderable: GateRule = {
  id: "renderable",
  gate: (ctx) => ({
    gate: "renderable",
    condition:
      "every pattern variable is filled (not null, blank or n/a) and slugs to a non-empty URL segment",
    failing_sample_records: ctx.facts.filter((x) => x.missingVars.length > 0 || !x.url.ok).length,
    on_fail: "do not generate the page",
  }),
};

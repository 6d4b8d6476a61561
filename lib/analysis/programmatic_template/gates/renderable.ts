import { DECIDES, type GateRule } from "./types.ts";

export const renderable: GateRule = {
  id: "renderable",
  decides: DECIDES,
  when:
    "every template; a record fails when a pattern variable is empty (null, blank or n/a) or slugs to nothing",
  because:
    "a page without its variable has no keyword or URL of its own, so it must not be generated",
  decide: (ctx) => ({
    gate: "renderable",
    condition:
      "every pattern variable is filled (not null, blank or n/a) and slugs to a non-empty URL segment",
    failing_sample_records: ctx.facts.filter((x) => x.missingVars.length > 0 || !x.url.ok).length,
    on_fail: "do not generate the page",
  }),
};

import { DECIDES, type GateRule } from "./types.ts";

export const sitemap: GateRule = {
  id: "sitemap",
  decides: DECIDES,
  when: "every template (a template rule: no record fails it)",
  because:
    "Google Search Central (sitemaps): list the canonical URLs you want indexed, with a lastmod that reflects the last real update",
  decide: () => ({
    gate: "sitemap",
    condition:
      "only pages passing every gate are listed in the XML sitemap, with lastmod from the data update",
    failing_sample_records: 0,
    on_fail: "leave the page out of the sitemap",
  }),
};

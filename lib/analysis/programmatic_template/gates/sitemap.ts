import type { GateRule } from "./types.ts";

/** Only pages passing every gate go in the XML sitemap (a template rule). */
export const sitemap: GateRule = {
  id: "sitemap",
  gate: () => ({
    gate: "sitemap",
    condition:
      "only pages passing every gate are listed in the XML sitemap, with lastmod from the data update",
    failing_sample_records: 0,
    on_fail: "leave the page out of the sitemap",
  }),
};

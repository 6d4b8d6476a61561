/**
 * The DataForSEO SERP call of the adapter (docs/providers.md#serp-google-organic-live-advanced):
 * Google organic live advanced, one task per call, read into our `Serp` type (`serp_types.ts`).
 */
import type { LiveCall } from "./dataforseo.ts";
import { serpOf } from "./dataforseo_labs_rows.ts";
import { labsTasks, SERP_PATH } from "./dataforseo_labs_tasks.ts";
import type { SerpCalls } from "./serp_types.ts";

/** The SERP call over `call`. */
export function serpCalls(call: LiveCall): SerpCalls {
  return {
    async serpOrganic(req, opts) {
      const answer = await call(SERP_PATH, labsTasks.serp(req), req, opts);
      const first = answer.result[0];
      const serp = first ? serpOf(first, req.keyword) : null;
      return {
        serp,
        // One result page, like a summary: 1 when the provider had it, else 0.
        total_count: serp ? 1 : 0,
        cost_usd: answer.cost,
        provider: "dataforseo",
      };
    },
  };
}

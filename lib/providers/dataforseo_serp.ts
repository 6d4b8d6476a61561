/**
 * The DataForSEO SERP call of the adapter (reference §11): Google organic live advanced, one task
 * per call, read into our `Serp` type (`serp_types.ts`).
 */
import { ApiError } from "../errors.ts";
import type { LiveCall } from "./dataforseo.ts";
import type { SerpCalls } from "./serp_types.ts";

/** The SERP call over `call`. */
export function serpCalls(_call: LiveCall): SerpCalls {
  return {
    serpOrganic: () =>
      Promise.reject(
        new ApiError("NOT_IMPLEMENTED", "The DataForSEO adapter does not fetch SERPs yet."),
      ),
  };
}

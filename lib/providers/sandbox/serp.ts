/**
 * Sandbox SERPs: a deterministic, plausible result page per keyword, market and device, with the
 * features its intent implies, marked `provider: "sandbox"` at no cost.
 */
import { ApiError } from "../../errors.ts";
import type { SerpCalls } from "../serp_types.ts";

/** The sandbox's SERP call. */
export function sandboxSerp(): SerpCalls {
  return {
    serpOrganic: () =>
      Promise.reject(new ApiError("NOT_IMPLEMENTED", "The sandbox has no SERPs yet.")),
  };
}

/**
 * The provider the server uses, chosen once from the configuration: DataForSEO when it is
 * selected (or `auto` with credentials), else the deterministic sandbox.
 */
import type { Config } from "../config.ts";
import { createDataForSeoProvider } from "./dataforseo.ts";
import type { SeoDataProvider } from "./provider.ts";
import { createSandboxProvider } from "./sandbox.ts";

export type { SeoDataProvider } from "./provider.ts";

/** The configured provider. */
export function createProvider(config: Pick<Config, "provider" | "dataforseo">): SeoDataProvider {
  if (config.provider === "dataforseo" && config.dataforseo) {
    return createDataForSeoProvider(config.dataforseo);
  }
  return createSandboxProvider();
}

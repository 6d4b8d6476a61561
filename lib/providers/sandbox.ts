/**
 * The sandbox provider, the default when no DataForSEO credentials are set: deterministic,
 * plausible data derived from a hash of the request (same request, same data), every answer
 * marked `provider: "sandbox"`, never passed off as real. Costs nothing.
 *
 * One synthetic profile per target: a domain's backlink calls are views of its link graph
 * (`sandbox/graph.ts`), so the summary, the list, the anchors, the referring domains, the
 * linked pages and the timeseries add up; a keyword's metrics are the same in every call
 * (`sandbox/keywords.ts`), and a longer variant never outsearches its head term.
 */
import type * as P from "./provider.ts";
import { sandboxBacklinks } from "./sandbox/backlinks.ts";
import { sandboxLabs } from "./sandbox/labs.ts";
import { sandboxSerp } from "./sandbox/serp.ts";

/** Creates the sandbox provider. */
export function createSandboxProvider(): P.SeoDataProvider {
  return {
    name: "sandbox",
    ...sandboxLabs(),
    ...sandboxSerp(),
    ...sandboxBacklinks(),
  };
}

import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { backlinksDomainPages } from "../../operations/backlinks_domain_pages.ts";
import { backlinksReferringDomains } from "../../operations/backlinks_referring_domains.ts";
import type {
  BacklinksDomainPagesRequest,
  BacklinksReferringDomainsRequest,
} from "../../providers/provider.ts";
import { createSandboxProvider } from "../../providers/sandbox.ts";
import {
  analyzeDomainPages,
  analyzeReferringDomains,
  DomainPagesResultSchema,
  ReferringDomainsResultSchema,
} from "./mod.ts";

const ctx = { provider: createSandboxProvider(), signal: new AbortController().signal };

Deno.test("[backlink rows] referring domains and linked pages answer their schemas with priorities that add up", async () => {
  const domains = await analyzeReferringDomains(
    backlinksReferringDomains.input.parse({
      target: "initech.com",
      limit: 40,
    }) as unknown as BacklinksReferringDomainsRequest,
    ctx,
  );
  assert.ok(ReferringDomainsResultSchema.safeParse(domains).success);
  assertValidNextCalls(domains.agent_workflow);
  const c = domains.by_priority;
  assert.equal(c.high + c.medium + c.low, domains.domains.length);
  const pages = await analyzeDomainPages(
    backlinksDomainPages.input.parse({
      target: "initech.com",
      status_code: 404,
    }) as unknown as BacklinksDomainPagesRequest,
    ctx,
  );
  assert.ok(DomainPagesResultSchema.safeParse(pages).success);
  // Pages that no longer answer but still carry links are the first thing to fix.
  assert.ok(
    pages.pages.length > 0 &&
      pages.pages.every((p) => p.priority === "high" && p.signals.includes("page_down")),
  );
  assert.ok(pages.agent_workflow.limitations[0].startsWith("Sandbox data"));
});

import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { backlinksList } from "../../operations/backlinks_list.ts";
import type { BacklinksListRequest } from "../../providers/provider.ts";
import { createSandboxProvider } from "../../providers/sandbox.ts";
import { BacklinksListResultSchema, listBacklinks } from "./mod.ts";

Deno.test("[backlinks list] sandbox links are classified, counted by class and labelled synthetic", async () => {
  const req = backlinksList.input.parse({
    target: "initech.com",
    limit: 50,
  }) as unknown as BacklinksListRequest;
  const r = await listBacklinks(req, {
    provider: createSandboxProvider(),
    signal: new AbortController().signal,
  });
  assert.ok(BacklinksListResultSchema.safeParse(r).success);
  assertValidNextCalls(r.agent_workflow);
  assert.equal(r.links.length, 50);
  assert.equal(Object.values(r.by_class).reduce((a, b) => a + b, 0), 50);
  assert.ok(r.links.every((l) => l.status !== "broken" || l.class === "broken_target_repair"));
  assert.ok(r.agent_workflow.limitations[0].startsWith("Sandbox data"));
});

/** Checks shared by analysis tests: a run context, and next_calls validated by the registry. */
import assert from "node:assert/strict";
import type { AgentWorkflow } from "../lib/agent/workflow.ts";
import type { OperationContext } from "../lib/operations/define.ts";
import { operations } from "../lib/operations/mod.ts";

/** The context an operation's `run` gets, for calling it directly in tests. */
export function opContext(now: Date): OperationContext {
  return {
    requestId: "req_test",
    workspaceId: "ws_test",
    projectId: null,
    workflowId: null,
    now,
    progress: () => Promise.resolve(),
    signal: new AbortController().signal,
  };
}

/** Every `next_calls[].body` must parse with its endpoint's own request schema. */
export function assertValidNextCalls(workflow: AgentWorkflow): void {
  for (const call of workflow.next_calls) {
    const op = operations.find((o) => o.path === call.endpoint);
    assert.ok(op, `next_calls names an unknown endpoint ${call.endpoint}`);
    const check = op.input.safeParse(call.body);
    assert.ok(check.success, `${call.endpoint}: ${JSON.stringify(check.error?.issues)}`);
  }
}

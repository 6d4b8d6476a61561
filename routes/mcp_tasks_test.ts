import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/sdk/client";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  CallToolResultSchema,
  CancelTaskResultSchema,
  CreateTaskResultSchema,
  GetTaskResultSchema,
  ListTasksResultSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { operations } from "../lib/operations/mod.ts";
import { jobOperations, openGates } from "../tests/fake_ops.ts";
import { balanceOf, heldOrigin, setup } from "../tests/helpers.ts";

const volatility = operations.find((op) => op.path === "/serp/volatility")!;

/** An SDK client on the harness app, served on loopback. */
async function client(h: Awaited<ReturnType<typeof setup>>) {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, h.app.fetch);
  const c = new Client({ name: "tasks-test", version: "1.0.0" });
  await c.connect(
    new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${server.addr.port}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${h.key}` } },
    }),
  );
  return { c, close: async () => (await c.close(), await server.shutdown()) };
}

/** The analysis of a result, without what differs between two runs (`meta`). */
function analysis(structured: unknown) {
  const { meta: _meta, ...rest } = structured as Record<string, unknown>;
  return rest;
}

Deno.test("[mcp tasks] a task-augmented call gets its task at once, is polled to completion and reads the plain call's result", async () => {
  const h = await setup({ operations: [...operations, ...jobOperations] });
  const { c, close } = await client(h);
  try {
    // The SDK's client asks for the newest version, which has Tasks.
    assert.deepEqual(c.getServerCapabilities()?.tasks, {
      list: {},
      cancel: {},
      requests: { tools: { call: {} } },
    });
    const tools = await c.listTools();
    const tool = tools.tools.find((t) => t.name === volatility.id)!;
    assert.equal(tool.execution?.taskSupport, "optional");
    assert.equal(tools.tools.find((t) => t.name === "search")?.execution?.taskSupport, "forbidden");

    const created = await c.request({
      method: "tools/call",
      params: { name: volatility.id, arguments: volatility.example, task: { ttl: 60_000 } },
    }, CreateTaskResultSchema);
    const { taskId } = created.task;
    assert.match(taskId, /^job_/);
    let task = created.task;
    for (let i = 0; i < 100 && task.status === "working"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      task = await c.request({ method: "tasks/get", params: { taskId } }, GetTaskResultSchema);
    }
    assert.equal(task.status, "completed");
    assert.equal(task.pollInterval, 2_000);
    const viaTask = await c.request(
      { method: "tasks/result", params: { taskId } },
      CallToolResultSchema,
    );
    const plain = await c.callTool({ name: volatility.id, arguments: volatility.example });
    assert.equal(viaTask.isError, false);
    assert.deepEqual(analysis(viaTask.structuredContent), analysis(plain.structuredContent));
    assert.deepEqual(
      (viaTask._meta as Record<string, unknown>)["io.modelcontextprotocol/related-task"],
      { taskId },
    );
    const listed = await c.request({ method: "tasks/list", params: {} }, ListTasksResultSchema);
    assert.ok(listed.tasks.some((t) => t.taskId === taskId && t.status === "completed"));
    // Two charges: the task's job and the plain call, each once.
    assert.equal(await balanceOf(h), 1000 - 2 * 2);
    // MCP 2025-11-25 Tasks: cancelling a task in a terminal status is -32602 Invalid params.
    await assert.rejects(
      c.request({ method: "tasks/cancel", params: { taskId } }, CancelTaskResultSchema),
      (err: { code?: number; message?: string }) =>
        err.code === -32602 && /has ended \(completed\)/.test(err.message ?? ""),
    );
  } finally {
    await close();
    await h.close();
  }
});

Deno.test("[mcp tasks] tasks/cancel stops a working task: cancelled, refunded; other workspaces see no task", async () => {
  const h = await setup({ operations: [...operations, ...jobOperations], credits: 100 });
  const gates = openGates("task-cancel", 2);
  const { c, close } = await client(h);
  try {
    const created = await c.request({
      method: "tools/call",
      params: { name: "test_steps", arguments: { tag: "task-cancel", steps: 2 }, task: {} },
    }, CreateTaskResultSchema);
    const { taskId } = created.task;
    assert.equal(created.task.status, "working");
    const cancelled = await c.request(
      { method: "tasks/cancel", params: { taskId } },
      CancelTaskResultSchema,
    );
    assert.equal(cancelled.status, "cancelled", "decided by the cancel's own commit");
    for (const gate of gates) gate.release();
    let task = cancelled;
    for (let i = 0; i < 100 && task.status === "working"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      task = await c.request({ method: "tasks/get", params: { taskId } }, GetTaskResultSchema);
    }
    assert.equal(task.status, "cancelled");
    assert.equal(await balanceOf(h), 100);
    const result = await c.request(
      { method: "tasks/result", params: { taskId } },
      CallToolResultSchema,
    );
    assert.equal(result.isError, true);
    await assert.rejects(
      c.request(
        { method: "tasks/get", params: { taskId: "job_someone_elses" } },
        GetTaskResultSchema,
      ),
      /not found/,
    );
  } finally {
    await close();
    await h.close();
  }
});

Deno.test("[mcp tasks] tasks/cancel of a real page fetch over HTTP, running and queued: the answer is the task cancelled, and says so", async () => {
  // One worker slot: the first task fetches a page that does not answer, the second waits.
  const h = await setup({ web: "live", credits: 100, env: { JOB_CONCURRENCY: "1" } });
  const origin = heldOrigin();
  const { c, close } = await client(h);
  try {
    const start = async (path: string) =>
      (await c.request({
        method: "tools/call",
        params: {
          name: "content_title_meta",
          arguments: { keyword: "invoice software", url: origin.url(path) },
          task: { ttl: 60_000 },
        },
      }, CreateTaskResultSchema)).task.taskId;
    const running = await start("/running");
    for (let i = 0; i < 100 && origin.asked() === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    assert.equal(origin.asked(), 1, "the running task's page fetch is under way");
    const queued = await start("/queued");
    assert.equal((await (await h.get(`/jobs/${queued}`)).json()).status, "queued");
    assert.equal((await (await h.get(`/jobs/${running}`)).json()).status, "running");
    for (const taskId of [queued, running]) {
      const answer = await c.request(
        { method: "tasks/cancel", params: { taskId } },
        CancelTaskResultSchema,
      );
      assert.equal(answer.status, "cancelled", taskId);
      assert.match(answer.statusMessage ?? "", /cancelled/i, taskId);
      const got = await c.request({ method: "tasks/get", params: { taskId } }, GetTaskResultSchema);
      assert.deepEqual([got.status, got.statusMessage], [answer.status, answer.statusMessage]);
      const job = await (await h.get(`/jobs/${taskId}`)).json();
      assert.deepEqual([job.status, job.progress.message], ["cancelled", "cancelled"], taskId);
    }
    assert.equal(await balanceOf(h), 100);
  } finally {
    await close();
    await origin.close();
    await h.close();
  }
});

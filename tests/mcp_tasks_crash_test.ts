/**
 * MCP Tasks survive the process: a task-augmented call's task (its job) is killed with SIGKILL
 * mid-run, the server restarts on the same store, and the same task id completes, charged once.
 */
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/sdk/client";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/types"
import {
  CallToolResultSchema,
  CreateTaskResultSchema,
  GetTaskResultSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { waitUntil } from "./helpers.ts";
import { startFakeDataForSeo } from "./fakes/dataforseo.ts";
import { json, provision, startServer } from "./reliability/fault_tools.ts";

async function mcpClient(base: string, key: string) {
  const c = new Client({ name: "tasks-crash", version: "1.0.0" });
  await c.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${key}` } },
    }),
  );
  return c;
}

Deno.test("[mcp tasks] kill -9 mid-task and restart: the same task id completes, charged once", async () => {
  const fake = await startFakeDataForSeo();
  const dir = await Deno.makeTempDir({ prefix: "rankscope-tasks-crash-" });
  const kvPath = `${dir}/service.kv`;
  const env = {
    DATAFORSEO_LOGIN: fake.login,
    DATAFORSEO_PASSWORD: fake.password,
    DATAFORSEO_BASE_URL: fake.baseUrl,
    PROVIDER_CACHE: "0",
  };
  // The first call upstream is slow: the kill lands while the task works.
  fake.fail("summary", { kind: "slow", ms: 10_000 });
  let server = await startServer(kvPath, env);
  try {
    const { headers } = await provision(server.base, 100);
    const key = headers["x-api-key"];
    let c = await mcpClient(server.base, key);
    const created = await c.request({
      method: "tools/call",
      params: {
        name: "backlinks_summary",
        arguments: { target: "example.com" },
        task: { ttl: 600_000 },
      },
    }, CreateTaskResultSchema);
    const { taskId } = created.task;
    assert.equal(created.task.status, "working");
    const path = "/v3/backlinks/summary/live";
    await waitUntil(
      "the task's provider call is under way",
      () => Promise.resolve(fake.calls(path) === 1),
    );
    await c.close().catch(() => {});
    await server.kill();

    server = await startServer(kvPath, env);
    c = await mcpClient(server.base, key);
    const task = await waitUntil(
      "the same task completed",
      async () => {
        const t = await c.request({ method: "tasks/get", params: { taskId } }, GetTaskResultSchema);
        return t.status === "completed" || t.status === "failed" ? t : null;
      },
      40_000,
      200,
    );
    assert.equal(task.status, "completed");
    const result = await c.request(
      { method: "tasks/result", params: { taskId } },
      CallToolResultSchema,
    );
    assert.equal(result.isError, false);
    assert.equal((result.structuredContent as { meta: { job_id: string } }).meta.job_id, taskId);
    const usage = await json<{ credits_used: number; by_operation: Record<string, number> }>(
      fetch(`${server.base}/api/v1/usage`, { headers }),
      200,
    );
    assert.deepEqual(usage.by_operation, { "/backlinks/summary": 5 });
    assert.equal(usage.credits_used, 5);
    await c.close();
  } finally {
    await server.kill();
    await fake.close();
    await Deno.remove(dir, { recursive: true });
  }
});

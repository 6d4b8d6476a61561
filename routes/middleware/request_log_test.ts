import assert from "node:assert/strict";
import { setup } from "../../tests/helpers.ts";
import { fakeOperations } from "../../tests/fake_ops.ts";
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { requestLog } from "./request_log.ts";

Deno.test("[edge] requestLog writes one line per request with status, duration and ids, never the key", async () => {
  const lines: string[] = [];
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("requestId", "req_1");
    await next();
  });
  app.use("*", requestLog((line) => lines.push(line)));
  app.get("/ok", (c) => c.text("fine"));
  const res = await app.request("/ok?secret=1", { headers: { "x-api-key": "sk_live_abc" } });
  assert.equal(res.status, 200);
  assert.equal(lines.length, 1);
  assert.match(lines[0], /^GET \/ok 200 \d+ms req_1 -$/);
});

Deno.test("[edge] LOG_REQUESTS=1 logs keyed requests with their workspace", async () => {
  const h = await setup({ operations: fakeOperations, env: { LOG_REQUESTS: "1" } });
  const logged: string[] = [];
  const original = console.log;
  console.log = (line: string) => logged.push(line);
  try {
    const res = await h.post("/test/echo", { word: "hi" }, { "x-request-id": "req_logged" });
    await res.body?.cancel();
  } finally {
    console.log = original;
  }
  const line = logged.find((l) => l.includes("req_logged"));
  assert.ok(line, logged.join("\n"));
  assert.match(line, new RegExp(`^POST /api/v1/test/echo 202 \\d+ms req_logged ${h.workspaceId}$`));
  assert.ok(!line.includes(h.key));
  await h.close();
});

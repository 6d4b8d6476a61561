/**
 * The server under benchmark: the real application (same config path as `main.ts`) plus
 *   - `POST /api/v1/test/echo`: a trivial operation, to separate the stack's cost from analysis;
 *   - `POST /bare/<op>`: bare Hono routes answering the same JSON bytes as the real calls.
 */
import { Hono } from "hono";
import { loadConfig } from "../lib/config.ts";
import { operations } from "../lib/operations/mod.ts";
import { createServices } from "../lib/services.ts";
import { openStore } from "../lib/store/open.ts";
import { createApp } from "../routes/app.ts";
import { echoOp } from "../tests/fake_ops.ts";
import { workers } from "../jobs/workers.ts";

const config = loadConfig(Deno.env.toObject());
const kv = await openStore(config.kvPath);
const services = createServices(config, kv, { workers, operations: [...operations, echoOp] });
const bare = new Map<string, string>();
const app = new Hono();
app.put("/bare/:name", async (c) => {
  bare.set(c.req.param("name"), await c.req.text());
  return c.body(null, 204);
});
app.post(
  "/bare/:name",
  (c) => c.body(bare.get(c.req.param("name")) ?? "{}", 200, { "content-type": "application/json" }),
);
app.route("/", createApp(services));
Deno.serve({
  port: config.port,
  hostname: config.hostname,
  onListen: ({ port }) => console.log(`listening on ${port}`),
}, app.fetch);

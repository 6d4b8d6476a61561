/**
 * The server under benchmark: the real application (same config path and queue listener as
 * `main.ts`) plus
 *   - `POST /api/v1/test/echo`: a trivial operation, to separate the stack's cost from analysis;
 *   - `POST /bare/<op>`: bare Hono routes answering the same JSON bytes as the real calls
 *     (`PUT /bare/<op>` sets them);
 *   - `GET /bare/memory`: `Deno.memoryUsage()` and the pid of this process; `POST /bare/gc`: a
 *     full garbage collection first (when started with `--v8-flags=--expose-gc`), then the same;
 *   - `POST /bare/seed`: adds stored jobs, deliveries and keys (`seed.ts`, the growth section).
 * The load generator only POSTs: a request carrying `x-bench-method: GET` is handed to the app
 * as that GET, without its body, so GET routes can be loaded the same way.
 * It prints `front on <port>` (the same app behind the connection front) and then
 * `listening on <port>` when ready (PORT=0 picks a free port).
 */
import { type Context, Hono } from "hono";
import { loadConfig } from "../lib/config.ts";
import { operations } from "../lib/operations/mod.ts";
import { createServices } from "../lib/services.ts";
import { openStore } from "../lib/store/open.ts";
import { createApp } from "../routes/app.ts";
import { echoOp } from "../tests/fake_ops.ts";
import { listenQueue } from "../jobs/queue.ts";
import { workers } from "../jobs/workers.ts";
import { seed, type SeedRequest } from "./seed.ts";
import { serveBehindFront } from "../lib/http_front/front.ts";

const config = loadConfig(Deno.env.toObject());
const kv = await openStore(config.kvPath);
const services = createServices(config, kv, { workers, operations: [...operations, echoOp] });
listenQueue(services); // as main.ts: webhook fan-out and deliveries go through the queue
const bare = new Map<string, string>();
const app = new Hono();
app.get("/bare/memory", (c) => c.json({ pid: Deno.pid, ...Deno.memoryUsage() }));
app.post("/bare/gc", (c) => {
  (globalThis as { gc?: () => void }).gc?.();
  return c.json({ pid: Deno.pid, ...Deno.memoryUsage() });
});
app.post("/bare/seed", async (c) => c.json(await seed(kv, await c.req.json<SeedRequest>())));
app.put("/bare/:name", async (c) => {
  bare.set(c.req.param("name"), await c.req.text());
  return c.body(null, 204);
});
app.post(
  "/bare/:name",
  (c) => c.body(bare.get(c.req.param("name")) ?? "{}", 200, { "content-type": "application/json" }),
);
// The ladder from the bare route to the full stack (bench/README.md, "Where a request's time
// goes"): the same bytes, plus what the contract makes every answer carry, step by step.
const CONTRACT_HEADERS = [
  "x-credits-charged",
  "x-credits-remaining",
  "RateLimit-Limit",
  "RateLimit-Remaining",
  "RateLimit-Reset",
  "RateLimit-Policy",
];
const contractAnswer = (c: Context, name: string) => {
  c.header("x-request-id", `req_${crypto.randomUUID()}`);
  for (const header of CONTRACT_HEADERS) c.header(header, "1");
  return c.body(bare.get(name) ?? "{}", 200, { "content-type": "application/json" });
};
app.post("/bare/ladder/headers/:name", (c) => contractAnswer(c, c.req.param("name")));
app.post("/bare/ladder/body/:name", async (c) => {
  await c.req.json();
  return contractAnswer(c, c.req.param("name"));
});
const layered = new Hono();
for (let i = 0; i < 8; i++) layered.use("*", async (_c, next) => await next());
layered.post("/bare/ladder/middleware/:name", async (c) => {
  await c.req.json();
  return contractAnswer(c, c.req.param("name"));
});
app.route("/", layered);
app.route("/", createApp(services));
// `bench/profile_request.ts` stops a profiled server with SIGINT: exit so the profile is written.
Deno.addSignalListener("SIGINT", () => Deno.exit(0));

function handler(req: Request): Response | Promise<Response> {
  const method = req.headers.get("x-bench-method");
  if (method === null) return app.fetch(req);
  const headers = new Headers(req.headers);
  headers.delete("x-bench-method");
  headers.delete("content-type");
  headers.delete("content-length");
  return app.fetch(new Request(req.url, { method, headers }));
}

// The same app behind the connection front (lib/http_front, as main.ts serves it), on a port of
// its own: the http section loads one path both ways for the front's cost.
const front = await serveBehindFront(
  { hostname: config.hostname, port: 0, limits: config },
  handler,
);
console.log(`front on ${front.addr.port}`);
Deno.addSignalListener("SIGTERM", async () => {
  await front.shutdown();
  Deno.exit(0);
});

Deno.serve({
  port: config.port,
  hostname: config.hostname,
  onListen: ({ port }) => console.log(`listening on ${port}`),
}, handler);

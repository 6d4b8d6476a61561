/** The baseline: a bare Hono route answering a fixed JSON body (the same bytes as the real call). */
import { Hono } from "hono";

const body = await new Response(Deno.stdin.readable).text();
const app = new Hono();
app.post("/bare", (c) => c.body(body, 200, { "content-type": "application/json" }));
Deno.serve({ port: Number(Deno.env.get("PORT")), hostname: "127.0.0.1", onListen() {} }, app.fetch);
console.log("ready");

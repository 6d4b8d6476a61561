/**
 * The body guard: per-caller and per-address shares of two separate pools, a slot given back on
 * every outcome (read, too large, timeout, client gone, handler throw), and a stalled body
 * answered `408` with `Connection: close`.
 */
import assert from "node:assert/strict";
import { type Context, Hono } from "hono";
import { ApiError } from "../../lib/errors.ts";
import type { ApiKeyRecord } from "../../lib/store/api_keys.ts";
import { renderError } from "../app.ts";
import type { AppEnv } from "../env.ts";
import {
  bodyGuard,
  BodySlots,
  byAddress,
  byAdminToken,
  byCaller,
  keyedSlots,
  KEYLESS_BODY_SLOTS,
  keylessSlots,
} from "./body.ts";

const LIMITS = {
  maxBodyBytes: 1024,
  bodyReadTimeoutMs: 200,
  maxBodiesInFlight: 6,
  maxBodiesPerCaller: 2,
  maxBodiesPerAddress: 3,
};

/** An app as routes/app.ts mounts the guard: keyed routes by caller, /oauth by address. */
function harness() {
  const keyed = keyedSlots(LIMITS);
  const keyless = keylessSlots(LIMITS);
  const app = new Hono<AppEnv>();
  app.onError((err, c) => renderError(c, err));
  app.use("*", async (c, next) => {
    c.set("requestId", "req_test");
    await next();
  });
  const caller = (c: Context<AppEnv>, next: () => Promise<void>) => {
    const id = c.req.header("x-caller") ?? "key_a";
    c.set("apiKey", { id, name: "test", prefix: `sk_${id}` } as ApiKeyRecord);
    return next();
  };
  app.use("/api/*", caller, bodyGuard(LIMITS, keyed, byCaller));
  app.use("/admin/*", bodyGuard(LIMITS, keyed, byAdminToken));
  app.use("/oauth/*", bodyGuard(LIMITS, keyless, byAddress((c) => c.req.header("x-addr")!)));
  const echo = (c: Context<AppEnv>) => {
    if (c.req.query("throw")) throw new ApiError("CONFLICT", "the handler failed");
    return c.json({ bytes: c.get("body")?.length ?? 0 });
  };
  for (const prefix of ["/api", "/admin", "/oauth"]) app.post(`${prefix}/echo`, echo);
  return { app, keyed, keyless };
}

/** A body that sends its first bytes and never ends (or, with `fail`, breaks off). */
function stalledBody(fail?: () => Promise<void>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async start(c) {
      c.enqueue(new TextEncoder().encode('{"word":'));
      if (fail) {
        await fail();
        c.error(new Error("connection reset"));
      }
    },
  });
}

async function post(
  app: Hono<AppEnv>,
  path: string,
  body: BodyInit,
  headers: Record<string, string> = {},
): Promise<Response> {
  return await app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
}

const tick = () => new Promise<void>((r) => setTimeout(r, 20));

Deno.test("[body] slots: a holder's share and the pool's total; a release is counted once and an idle holder is forgotten", () => {
  const slots = new BodySlots(3, 2, { total: "T", perHolder: "P" });
  const a1 = slots.take("a"), a2 = slots.take("a");
  assert.equal(typeof a1, "function");
  assert.equal(slots.take("a"), "share");
  const b1 = slots.take("b");
  assert.equal(typeof b1, "function");
  assert.equal(slots.take("c"), "pool", "three in flight: the pool is full for a new holder");
  assert.equal(slots.take("b"), "pool");
  (a1 as () => void)();
  (a1 as () => void)();
  assert.equal(slots.inFlight, 2, "a second release of one slot gives nothing back");
  assert.equal(typeof slots.take("c"), "function");
  (a2 as () => void)();
  assert.equal(slots.holders, 2, "a holder at zero is deleted (b and c remain)");
});

Deno.test("[body] one caller's stalled uploads fill its share only: its next body gets 503 naming it, another key's is read", async () => {
  const { app, keyed } = harness();
  const stalled = [0, 1].map(() => post(app, "/api/echo", stalledBody()));
  await tick();
  assert.equal(keyed.inFlight, 2);
  const refused = await post(app, "/api/echo", "{}");
  assert.equal(refused.status, 503);
  assert.equal(refused.headers.get("retry-after"), "1");
  const { error } = await refused.json();
  assert.equal(error.code, "SERVICE_UNAVAILABLE");
  assert.equal(error.retryable, true);
  assert.match(error.message, /sk_key_a\.\.\. .*2 request bodies .*MAX_BODIES_PER_CALLER/);
  const other = await post(app, "/api/echo", '{"a":1}', { "x-caller": "key_b" });
  assert.equal(other.status, 200);
  assert.deepEqual(await other.json(), { bytes: 7 });
  for (const res of await Promise.all(stalled)) {
    assert.equal(res.status, 408);
    await res.body?.cancel();
  }
  assert.equal(keyed.inFlight, 0);
  assert.equal(keyed.holders, 0);
});

Deno.test("[body] the keyed pool's total (MAX_BODIES_IN_FLIGHT) binds callers together; the admin token is one caller", async () => {
  const { app, keyed } = harness();
  const stalled = ["k1", "k1", "k2", "k2", "k3", "k3"].map((id) =>
    post(app, "/api/echo", stalledBody(), { "x-caller": id })
  );
  await tick();
  assert.equal(keyed.inFlight, 6);
  const full = await post(app, "/api/echo", "{}", { "x-caller": "k4" });
  assert.equal(full.status, 503);
  assert.match((await full.json()).error.message, /MAX_BODIES_IN_FLIGHT limit of 6/);
  const admin = await post(app, "/admin/echo", "{}");
  assert.equal(admin.status, 503, "admin bodies draw from the keyed pool");
  await admin.body?.cancel();
  await Promise.all(stalled.map(async (r) => await (await r).body?.cancel()));
  const admins = [0, 1].map(() => post(app, "/admin/echo", stalledBody()));
  await tick();
  const third = await post(app, "/admin/echo", "{}");
  assert.equal(third.status, 503);
  assert.match((await third.json()).error.message, /admin token has 2/);
  await Promise.all(admins.map(async (r) => await (await r).body?.cancel()));
  assert.equal(keyed.inFlight, 0);
});

Deno.test("[body] keyless uploads: an address holds MAX_BODIES_PER_ADDRESS of a pool of their own, which never takes a keyed slot", async () => {
  const { app, keyed, keyless } = harness();
  const mine = [0, 1, 2].map(() =>
    post(app, "/oauth/echo", stalledBody(), { "x-addr": "192.0.2.1" })
  );
  await tick();
  const fourth = await post(app, "/oauth/echo", "{}", { "x-addr": "192.0.2.1" });
  assert.equal(fourth.status, 503);
  assert.match(
    (await fourth.json()).error.message,
    /Address 192\.0\.2\.1 has 3 .*MAX_BODIES_PER_ADDRESS/,
  );
  const elsewhere = await post(app, "/oauth/echo", "{}", { "x-addr": "192.0.2.2" });
  assert.equal(elsewhere.status, 200, "another address still gets a slot");
  await elsewhere.body?.cancel();
  // Fill the rest of the keyless pool from other addresses: the next address is refused ...
  const others = Array.from(
    { length: KEYLESS_BODY_SLOTS - 3 },
    (_, i) =>
      post(app, "/oauth/echo", stalledBody(), { "x-addr": `198.51.100.${Math.floor(i / 3)}` }),
  );
  await tick();
  assert.equal(keyless.inFlight, KEYLESS_BODY_SLOTS);
  const late = await post(app, "/oauth/echo", "{}", { "x-addr": "203.0.113.9" });
  assert.equal(late.status, 503);
  assert.match((await late.json()).error.message, /OAuth routes' limit of 32/);
  // ... while keyed callers' bodies are read: no keyed slot was taken.
  assert.equal(keyed.inFlight, 0);
  const keyedCall = await post(app, "/api/echo", "{}");
  assert.equal(keyedCall.status, 200);
  await keyedCall.body?.cancel();
  for (const res of await Promise.all([...mine, ...others])) {
    assert.equal(res.status, 408);
    await res.body?.cancel();
  }
  assert.equal(keyless.inFlight, 0);
  assert.equal(keyless.holders, 0, "no address is remembered once its bodies ended");
});

Deno.test("[body] a stalled body: 408 REQUEST_TIMEOUT with Connection: close, not 400", async () => {
  const { app } = harness();
  const res = await post(app, "/api/echo", stalledBody());
  assert.equal(res.status, 408);
  assert.equal(res.headers.get("connection"), "close");
  const { error } = await res.json();
  assert.equal(error.code, "REQUEST_TIMEOUT");
  assert.match(error.message, /did not arrive within 200 ms/);
});

Deno.test("[body] a client gone mid-body: 400 INVALID_JSON, could not be read completely", async () => {
  const { app, keyed } = harness();
  const res = await post(app, "/api/echo", stalledBody(tick));
  assert.equal(res.status, 400);
  assert.equal(res.headers.get("connection"), null);
  assert.match((await res.json()).error.message, /could not be read completely/);
  assert.equal(keyed.inFlight, 0);
});

Deno.test("[body] the slot is given back on every outcome: read, declared or streamed too large, timeout, client gone, handler throw", async () => {
  const { app, keyed } = harness();
  const big = "x".repeat(LIMITS.maxBodyBytes + 1);
  const outcomes: [string, () => Promise<Response>, number][] = [
    ["read", () => post(app, "/api/echo", "{}"), 200],
    [
      "declared too large",
      () => post(app, "/api/echo", big, { "content-length": String(big.length) }),
      413,
    ],
    [
      "streamed too large",
      () => post(app, "/api/echo", new Blob([big]).stream()),
      413,
    ],
    ["timeout", () => post(app, "/api/echo", stalledBody()), 408],
    ["client gone", () => post(app, "/api/echo", stalledBody(tick)), 400],
    ["handler throw", () => post(app, "/api/echo?throw=1", "{}"), 409],
  ];
  for (const [label, send, status] of outcomes) {
    // Each outcome twice the caller's share: a leaked slot would refuse the third with 503.
    for (let i = 0; i < LIMITS.maxBodiesPerCaller + 1; i++) {
      const res = await send();
      assert.equal(res.status, status, `${label} #${i + 1}`);
      await res.body?.cancel();
    }
    assert.equal(keyed.inFlight, 0, `${label}: every slot given back`);
    assert.equal(keyed.holders, 0, `${label}: the caller is forgotten`);
  }
});

Deno.test("[body] over a socket: a stalled upload's answer is 408 with Connection: close", async () => {
  const { app } = harness();
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, app.fetch);
  const conn = await Deno.connect({ hostname: "127.0.0.1", port: server.addr.port });
  try {
    await conn.write(new TextEncoder().encode(
      "POST /api/echo HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n" +
        "Content-Length: 100\r\n\r\n{",
    ));
    const head = await readHead(conn);
    assert.match(head, /^HTTP\/1\.1 408 /);
    assert.match(head, /\r\nconnection: close\r\n/i);
  } finally {
    conn.close();
    await server.shutdown();
  }
});

/** Reads from `conn` until the end of a response's header block. */
async function readHead(conn: Deno.Conn): Promise<string> {
  const buf = new Uint8Array(4096);
  let text = "";
  while (!text.includes("\r\n\r\n")) {
    const n = await conn.read(buf);
    if (n === null) break;
    text += new TextDecoder().decode(buf.subarray(0, n));
  }
  return text;
}

Deno.test("[body] a burst of quick bodies from one caller waits its turn for a slot instead of 503", async () => {
  const { app, keyed } = harness();
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => post(app, "/api/echo", JSON.stringify({ i }))),
  );
  assert.deepEqual(answers.map((r) => r.status), Array(20).fill(200));
  await Promise.all(answers.map((r) => r.body?.cancel()));
  assert.equal(keyed.inFlight, 0);
});

Deno.test("[body] slots: a waiter takes a freed slot first come first served; past its wait, the refusal", async () => {
  const slots = new BodySlots(2, 1, { total: "T", perHolder: "P" });
  const a = slots.take("a") as () => void;
  const waiting = slots.acquire("a", 1_000);
  const late = slots.acquire("a", 10);
  assert.equal(await late, "share", "past its wait the waiter gets the refusal");
  a();
  const next = await waiting;
  assert.equal(typeof next, "function", "the freed slot went to the waiter");
  assert.equal(slots.inFlight, 1);
  (next as () => void)();
  assert.equal(slots.holders, 0);
});

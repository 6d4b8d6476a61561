import assert from "node:assert/strict";
import { asClientSent, privateSocketPath, startFront } from "./front.ts";

const enc = new TextEncoder();
const LIMITS = { headerTimeoutMs: 300, bodyReadTimeoutMs: 300, idleTimeoutMs: 300 };

/** An app on a private unix socket behind a front on a free port; `stop` tears both down. */
async function harness(handler: (req: Request) => Response | Promise<Response>) {
  const socket = await privateSocketPath();
  const server = Deno.serve({ path: socket.path, onListen() {} }, handler);
  const front = startFront({
    hostname: "127.0.0.1",
    port: 0,
    appPath: socket.path,
    limits: LIMITS,
  });
  return {
    connect: () => Deno.connect({ hostname: "127.0.0.1", port: front.addr.port }),
    async stop() {
      front.stopAccepting();
      await server.shutdown();
      await front.closeAll();
      await Deno.remove(socket.dir, { recursive: true });
    },
  };
}

/** Everything the front sends until it closes, and how long that took. */
async function untilClosed(conn: Deno.Conn): Promise<{ text: string; ms: number }> {
  const t = Date.now();
  const buf = new Uint8Array(8192);
  let text = "";
  for (let n; (n = await conn.read(buf).catch(() => null)) !== null;) {
    text += new TextDecoder().decode(buf.subarray(0, n));
  }
  conn.close();
  return { text, ms: Date.now() - t };
}

Deno.test("[front] the app sees the peer address, never a forged one; the socket dir is private", async () => {
  const h = await harness((req) => new Response(req.headers.get("x-rankscope-peer")));
  try {
    const conn = await h.connect();
    await conn.write(enc.encode(
      "GET / HTTP/1.1\r\nHost: x\r\nx-rankscope-peer: 1.2.3.4\r\nConnection: close\r\n\r\n",
    ));
    const { text } = await untilClosed(conn);
    assert.match(text, /^HTTP\/1\.1 200 /);
    assert.match(text, /\r\n\r\n127\.0\.0\.1$/);
  } finally {
    await h.stop();
  }
  const socket = await privateSocketPath();
  assert.equal((await Deno.stat(socket.dir)).mode! & 0o777, 0o700);
  await Deno.remove(socket.dir);
});

Deno.test("[front] slow headers get 408 + Connection: close; an idle keep-alive is closed without one", async () => {
  const h = await harness(() => new Response("ok"));
  try {
    const slow = await h.connect();
    await slow.write(enc.encode("GET / HTTP/1.1\r\nHost: x\r\n"));
    const timedOut = await untilClosed(slow);
    assert.match(timedOut.text, /^HTTP\/1\.1 408 Request Timeout\r\n/);
    assert.match(timedOut.text, /connection: close/);
    assert.match(timedOut.text, /"code":"REQUEST_TIMEOUT"/);
    const kept = await h.connect();
    await kept.write(enc.encode("HEAD / HTTP/1.1\r\nHost: x\r\n\r\n"));
    const idle = await untilClosed(kept);
    assert.match(idle.text, /^HTTP\/1\.1 200 /);
    assert.doesNotMatch(idle.text, /408/);
  } finally {
    await h.stop();
  }
});

Deno.test("[front] a stalled body is 408 when the app has not answered, a bare close when it has", async () => {
  const h = await harness(async (req) => {
    if (new URL(req.url).pathname === "/early") return new Response("no", { status: 401 });
    return new Response(await req.text().catch(() => "gone"));
  });
  try {
    const post = (path: string) =>
      `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nabc`;
    const waiting = await h.connect();
    await waiting.write(enc.encode(post("/read")));
    const stalled = await untilClosed(waiting);
    assert.match(stalled.text, /^HTTP\/1\.1 408 /);
    assert.match(stalled.text, /connection: close/);
    const answered = await h.connect();
    await answered.write(enc.encode(post("/early")));
    const early = await untilClosed(answered);
    assert.match(early.text, /^HTTP\/1\.1 401 /);
    assert.doesNotMatch(early.text, /408/);
  } finally {
    await h.stop();
  }
});

Deno.test("[front] a response slower than the idle timeout is not cut; an HTTP/2 preface is 400", async () => {
  const h = await harness(async () => {
    await new Promise((r) => setTimeout(r, LIMITS.idleTimeoutMs * 3));
    return new Response("late");
  });
  try {
    const conn = await h.connect();
    await conn.write(enc.encode("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
    const { text, ms } = await untilClosed(conn);
    assert.match(text, /^HTTP\/1\.1 200 [^]*late$/);
    assert.ok(ms >= LIMITS.idleTimeoutMs * 3 - 50, `${ms} ms`);
    const h2 = await h.connect();
    await h2.write(enc.encode("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"));
    assert.match((await untilClosed(h2)).text, /^HTTP\/1\.1 400 /);
  } finally {
    await h.stop();
  }
});

Deno.test("[front] the app is handed the http URL the client asked for, with its origin", async () => {
  const h = await harness((req) => {
    const seen = asClientSent(req);
    return new Response(`${seen.url} ${new URL(seen.url).origin} ${seen.method}`);
  });
  try {
    const conn = await h.connect();
    await conn.write(
      enc.encode("GET /a/b?c=1 HTTP/1.1\r\nHost: seo.test:8000\r\nConnection: close\r\n\r\n"),
    );
    const { text } = await untilClosed(conn);
    assert.match(text, /http:\/\/seo\.test:8000\/a\/b\?c=1 http:\/\/seo\.test:8000 GET$/);
  } finally {
    await h.stop();
  }
});

Deno.test("[front] a socket directory a killed server left behind is removed; a live one is kept", async () => {
  const live = await harness(() => new Response("ok"));
  const stale = await privateSocketPath();
  const old = new Date(Date.now() - 120_000);
  await Deno.writeTextFile(`${stale.dir}/app.sock`, ""); // no one listens on it
  await Deno.utime(stale.dir, old, old);
  try {
    const fresh = await privateSocketPath();
    await Deno.remove(fresh.dir, { recursive: true });
    assert.equal(await Deno.stat(stale.dir).then(() => true, () => false), false, "stale removed");
    const conn = await live.connect();
    await conn.write(enc.encode("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
    assert.match((await untilClosed(conn)).text, /^HTTP\/1\.1 200/);
  } finally {
    await Deno.remove(stale.dir, { recursive: true }).catch(() => {});
    await live.stop();
  }
});

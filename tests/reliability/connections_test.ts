/**
 * Connection timeouts of main.ts (lib/http_front) against a real server in a child process with
 * short limits: slow headers and stalled bodies get 408 and a closed socket, idle sockets are
 * closed, while a slow sync call and an event stream are never treated as idle.
 */
import assert from "node:assert/strict";
import { startFakeDataForSeo } from "../fakes/dataforseo.ts";
import { worst } from "./scorecard.ts";
import { HangingProvider, json, provision, startServer } from "./fault_tools.ts";

const HEADER_MS = 1000;
const BODY_MS = 1500;
const IDLE_MS = 1000;
/** Timers, a loaded 2-core machine and the child's event loop: generous, still well under 62 s. */
const MARGIN_MS = 1500;
const LIMITS = {
  HEADER_TIMEOUT_MS: String(HEADER_MS),
  BODY_READ_TIMEOUT_MS: String(BODY_MS),
  IDLE_TIMEOUT_MS: String(IDLE_MS),
};
const enc = new TextEncoder();

/** Reads until the peer closes (or `giveUpMs`); returns what arrived and when it closed. */
async function readToClose(
  conn: Deno.Conn,
  giveUpMs = 15_000,
): Promise<{ text: string; at: number }> {
  const chunks: Uint8Array[] = [];
  const buf = new Uint8Array(16 * 1024);
  const giveUp = setTimeout(() => conn.close(), giveUpMs);
  try {
    while (true) {
      const n = await conn.read(buf).catch(() => null);
      if (n === null) break;
      chunks.push(buf.slice(0, n));
    }
  } finally {
    clearTimeout(giveUp);
  }
  const text = new TextDecoder().decode(new Uint8Array(chunks.flatMap((c) => [...c])));
  return { text, at: Date.now() };
}

/** Reads one complete Content-Length response off `conn` (the socket stays open). */
async function readResponse(conn: Deno.Conn): Promise<string> {
  const buf = new Uint8Array(16 * 1024);
  let text = "";
  while (true) {
    const n = await conn.read(buf);
    if (n === null) throw new Error(`closed mid-response: ${text}`);
    text += new TextDecoder().decode(buf.subarray(0, n));
    const end = text.indexOf("\r\n\r\n");
    if (end < 0) continue;
    const length = Number(/content-length: *(\d+)/i.exec(text.slice(0, end))?.[1] ?? 0);
    if (text.length >= end + 4 + length) return text;
  }
}

function portOf(base: string): number {
  return Number(new URL(base).port);
}

function safeClose(conn: Deno.Conn): void {
  try {
    conn.close();
  } catch { /* closed by the peer's close */ }
}

Deno.test("[connections] slow headers, idle sockets and stalled bodies are answered 408 or closed in time", async () => {
  const dir = await Deno.makeTempDir({ prefix: "rankscope-conns-" });
  const server = await startServer(`${dir}/service.kv`, LIMITS, "main");
  const port = portOf(server.base);
  try {
    const { headers } = await provision(server.base, 1000);

    // Slowloris: a header line every 200 ms never ends the head.
    const slow = await Deno.connect({ hostname: "127.0.0.1", port });
    const started = Date.now();
    await slow.write(enc.encode("GET /api/v1/status HTTP/1.1\r\nHost: x\r\n"));
    const drip = setInterval(() => slow.write(enc.encode("X-Drip: 1\r\n")).catch(() => {}), 200);
    const slowEnd = await readToClose(slow);
    clearInterval(drip);
    safeClose(slow);
    const slowMs = slowEnd.at - started;
    await worst("slowloris_close_ms", slowMs);
    assert.match(slowEnd.text, /^HTTP\/1\.1 408 /);
    assert.match(slowEnd.text, /\r\nconnection: close\r\n/i);
    assert.match(slowEnd.text, /"code":"REQUEST_TIMEOUT"/);
    assert.ok(
      slowMs >= HEADER_MS - 100 && slowMs < HEADER_MS + MARGIN_MS,
      `closed at ${slowMs} ms`,
    );

    // A bare socket that never sends a byte.
    const bare = await Deno.connect({ hostname: "127.0.0.1", port });
    const bareStart = Date.now();
    const bareEnd = await readToClose(bare);
    safeClose(bare);
    const bareMs = bareEnd.at - bareStart;
    await worst("idle_socket_close_ms", bareMs);
    assert.equal(bareEnd.text, "");
    assert.ok(bareMs < IDLE_MS + MARGIN_MS, `closed at ${bareMs} ms`);

    // A kept-alive socket after one answered request.
    const kept = await Deno.connect({ hostname: "127.0.0.1", port });
    await kept.write(
      enc.encode(
        `GET /api/v1/status HTTP/1.1\r\nHost: x\r\nx-api-key: ${headers["x-api-key"]}\r\n\r\n`,
      ),
    );
    assert.match(await readResponse(kept), /^HTTP\/1\.1 200 /);
    const keptStart = Date.now();
    const keptEnd = await readToClose(kept);
    safeClose(kept);
    const keptMs = keptEnd.at - keptStart;
    await worst("keepalive_idle_close_ms", keptMs);
    assert.equal(keptEnd.text, "", "no 408 on an idle connection (RFC 9112 §9.5)");
    assert.ok(keptMs >= IDLE_MS - 100 && keptMs < IDLE_MS + MARGIN_MS, `closed at ${keptMs} ms`);

    // A POST that declares 100 bytes, sends 3 and stalls.
    const stalled = await Deno.connect({ hostname: "127.0.0.1", port });
    await stalled.write(enc.encode(
      `POST /api/v1/backlinks/summary HTTP/1.1\r\nHost: x\r\nx-api-key: ${
        headers["x-api-key"]
      }\r\n` +
        'content-type: application/json\r\ncontent-length: 100\r\n\r\n{"t',
    ));
    const stalledStart = Date.now();
    const stalledEnd = await readToClose(stalled);
    safeClose(stalled);
    const stalledMs = stalledEnd.at - stalledStart;
    await worst("stalled_body_close_ms", stalledMs);
    assert.match(stalledEnd.text, /^HTTP\/1\.1 408 /);
    assert.match(stalledEnd.text, /\r\nconnection: close\r\n/i);
    assert.ok(stalledMs < BODY_MS + MARGIN_MS, `closed at ${stalledMs} ms`);
  } finally {
    await server.stop();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("[connections] a sync call and an event stream outlasting the idle timeout are not cut", async () => {
  const fake = await startFakeDataForSeo();
  const provider = new HangingProvider(fake.baseUrl);
  const dir = await Deno.makeTempDir({ prefix: "rankscope-conns-busy-" });
  const SLOW_MS = IDLE_MS * 2 + 500;
  const server = await startServer(`${dir}/service.kv`, {
    ...LIMITS,
    DATAFORSEO_LOGIN: fake.login,
    DATAFORSEO_PASSWORD: fake.password,
    DATAFORSEO_BASE_URL: provider.baseUrl,
    DATAFORSEO_TIMEOUT_MS: String(SLOW_MS),
    PROVIDER_CACHE: "0",
    JOB_MAX_ATTEMPTS: "1",
    SYNC_WINDOW_MS: "10000",
  }, "main");
  try {
    const { headers } = await provision(server.base, 1000);
    // The provider never answers: the sync call waits SLOW_MS, then 504, on the same connection.
    const t = Date.now();
    const sync = await fetch(`${server.base}/api/v1/backlinks/summary?sync=true`, {
      method: "POST",
      headers,
      body: JSON.stringify({ target: "slow.example" }),
    });
    const body = await sync.json();
    const syncMs = Date.now() - t;
    assert.equal(sync.status, 504, JSON.stringify(body));
    assert.ok(syncMs > IDLE_MS + 500, `the sync call took ${syncMs} ms`);

    // An event stream on a job held by the provider stays open past the idle timeout, until the
    // job's one attempt times out (SLOW_MS) and job.failed ends it.
    const queued = await json<{ job_id: string }>(
      fetch(`${server.base}/api/v1/backlinks/summary`, {
        method: "POST",
        headers,
        body: JSON.stringify({ target: "held.example" }),
      }),
      202,
    );
    const port = portOf(server.base);
    const sse = await Deno.connect({ hostname: "127.0.0.1", port });
    await sse.write(enc.encode(
      `GET /api/v1/jobs/${queued.job_id}/events HTTP/1.1\r\nHost: x\r\n` +
        `x-api-key: ${headers["x-api-key"]}\r\naccept: text/event-stream\r\n\r\n`,
    ));
    const opened = Date.now();
    const end = await readToClose(sse, 20_000);
    safeClose(sse);
    assert.match(end.text, /^HTTP\/1\.1 200 /);
    assert.match(end.text, /event: job\.open/);
    assert.match(end.text, /event: job\.failed/, end.text.slice(-500));
    const streamMs = end.at - opened;
    await worst("sse_stream_open_ms_below_idle", Math.max(0, IDLE_MS + 500 - streamMs));
    assert.ok(streamMs > IDLE_MS + 500, `the stream closed at ${streamMs} ms`);
  } finally {
    await server.stop();
    await provider.close();
    await fake.close();
    await Deno.remove(dir, { recursive: true });
  }
});

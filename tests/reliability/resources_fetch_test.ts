/**
 * Live fetches with a bounded cost (reliability), on the real server in a subprocess with
 * FETCH_ALLOW_HOSTS=127.0.0.1 so it may reach the test's local hosts:
 *
 * 1. A sitemap host answers `Content-Encoding: gzip` with 200 MiB of spaces (~200 KB on the
 *    wire, compressed once here). 16 concurrent `/site/sitemap-audit?sync=true` requests for it
 *    are all refused (502 UPSTREAM_ERROR, nothing charged), and the server process's RSS
 *    (/proc/<pid>/status VmRSS, sampled every 20 ms) stays within a bound and comes back near
 *    its base afterwards.
 * 2. A page host accepts connections and never answers: `/extract?sync=true` of it answers once,
 *    504 UPSTREAM_TIMEOUT within the fetch timeout, uncharged, and the host saw one connection
 *    (no retry by the sync path or a job).
 */
import assert from "node:assert/strict";
import { startTaskArgs } from "../process.ts";
import { count, worst } from "./scorecard.ts";

const LISTENING = /listening on http:\/\/[^:]+:(\d+)/;
const MIB = 1024 * 1024;
/** The bomb: 200 MiB of spaces, as the probe sent it. */
const BOMB_BYTES = 200 * MIB;
const CONCURRENT = 16;
/**
 * Peak RSS over the base while the 16 bombs are read. Each is refused after ~300 KiB decoded
 * (its buffer given back at once), two large bodies are read at once, and each request holds at
 * most its ~200 KB on the wire: measured +12 MB; 64 MB leaves room for a loaded machine and V8
 * heap growth. The probe measured +10.5 GB before.
 */
const PEAK_BOUND_MB = 64;
/**
 * RSS over the base after the answers (the lowest sample over up to 10 s). The garbage of the
 * refused bodies (the inflater's output chunks) goes only at V8's next collection, which an idle
 * server may not run: measured, RSS stays at its peak (+12 MB). So this is bounded like the peak,
 * not at zero.
 */
const AFTER_BOUND_MB = 40;
/** The live fetch timeout (lib/web/fetcher.ts FETCH_TIMEOUT_MS, 10 s) and a margin. */
const HANG_ANSWER_BOUND_MS = 10_000 + 5_000;

/** The server in a subprocess, with its pid (for its RSS). */
async function startServer(dir: string) {
  const child = new Deno.Command(Deno.execPath(), {
    args: await startTaskArgs(),
    env: {
      NO_COLOR: "1",
      PORT: "0",
      BIND_ADDRESS: "127.0.0.1",
      KV_PATH: `${dir}/service.kv`,
      PROVIDER: "sandbox",
      FETCH_ALLOW_HOSTS: "127.0.0.1",
      MAX_BODIES_PER_CALLER: "64",
      BOOTSTRAP_PLAN: "scale",
    },
    stdin: "null",
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let output = "";
  while (!LISTENING.test(output) || !/sk_live_\S+/.test(output)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the server exited before it was ready:\n${output}`);
    output += value;
  }
  const drained = (async () => {
    while (!(await reader.read()).done) { /* drain */ }
  })();
  const port = Number(LISTENING.exec(output)![1]);
  return {
    pid: child.pid,
    base: `http://127.0.0.1:${port}/api/v1`,
    key: /(sk_live_\S+)/.exec(output)![1],
    async stop() {
      child.kill("SIGTERM");
      await child.status;
      await drained;
    },
  };
}

/** The process's resident set in MB. */
function rssMb(pid: number): number {
  const status = Deno.readTextFileSync(`/proc/${pid}/status`);
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** 200 MiB of spaces, gzipped once. */
async function gzipBomb(): Promise<Uint8Array<ArrayBuffer>> {
  const chunk = new Uint8Array(MIB).fill(0x20);
  let sent = 0;
  const spaces = new ReadableStream<Uint8Array<ArrayBuffer>>({
    pull(c) {
      if (sent >= BOMB_BYTES) return c.close();
      sent += MIB;
      c.enqueue(chunk);
    },
  });
  const gz = spaces.pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(gz).arrayBuffer());
}

async function remaining(server: { base: string; key: string }): Promise<number> {
  const res = await fetch(`${server.base}/usage`, { headers: { "x-api-key": server.key } });
  const body = await res.json();
  assert.equal(res.status, 200, JSON.stringify(body));
  return body.credits_remaining;
}

function post(server: { base: string; key: string }, path: string, body: unknown) {
  return fetch(`${server.base}${path}`, {
    method: "POST",
    headers: { "x-api-key": server.key, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

Deno.test({
  name:
    "[resources] 16 concurrent gzip-bomb sitemaps are refused uncharged with RSS bounded; a hanging page is fetched once",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const bomb = await gzipBomb();
    assert.ok(bomb.byteLength < 400_000, `the bomb is ${bomb.byteLength} bytes on the wire`);
    let bombHits = 0;
    const sitemapHost = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, () => {
      bombHits++;
      return new Response(bomb, {
        headers: { "content-encoding": "gzip", "content-type": "application/xml" },
      });
    });
    const hanging = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    const held: Deno.Conn[] = [];
    (async () => {
      for await (const conn of hanging) held.push(conn);
    })().catch(() => {});
    const dir = await Deno.makeTempDir({ prefix: "rankscope-fetch-" });
    const server = await startServer(dir);
    try {
      const before = await remaining(server);
      await new Promise((r) => setTimeout(r, 1_000)); // let start-up settle
      const base = rssMb(server.pid);
      let peak = base;
      const sampler = setInterval(() => peak = Math.max(peak, rssMb(server.pid)), 20);
      const url = `http://127.0.0.1:${sitemapHost.addr.port}/sitemap.xml`;
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, async () => {
          const res = await post(server, "/site/sitemap-audit?sync=true", { sitemap_url: url });
          return { res, body: await res.json() };
        }),
      );
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(server.pid));
      for (const { res, body } of answers) {
        assert.equal(res.status, 502, JSON.stringify(body));
        assert.equal(body.error.code, "UPSTREAM_ERROR");
        assert.match(body.error.message, /compression bomb/);
        assert.equal(res.headers.get("x-credits-charged"), "0");
      }
      assert.equal(bombHits, CONCURRENT, "one fetch per request");
      // Back near the base: the lowest of the samples over the next 10 s.
      let after = rssMb(server.pid);
      for (let i = 0; i < 20 && after - base > AFTER_BOUND_MB / 2; i++) {
        await new Promise((r) => setTimeout(r, 500));
        after = Math.min(after, rssMb(server.pid));
      }
      const peakMb = Math.round(peak - base);
      const afterMb = Math.round(Math.max(0, after - base));
      console.log(
        `    RSS base ${
          base.toFixed(0)
        } MB, peak +${peakMb} MB, after +${afterMb} MB (${CONCURRENT} bombs of ${bomb.byteLength} bytes -> 200 MiB)`,
      );
      await count("gzip_bomb_requests", CONCURRENT);
      await worst("gzip_bomb_peak_rss_mb", peakMb);
      await worst("gzip_bomb_rss_after_mb", afterMb);
      assert.ok(peakMb < PEAK_BOUND_MB, `peak RSS +${peakMb} MB (bound ${PEAK_BOUND_MB})`);
      assert.ok(afterMb < AFTER_BOUND_MB, `RSS after +${afterMb} MB (bound ${AFTER_BOUND_MB})`);

      // 2. A page that never answers: one fetch, one answer within the fetch timeout.
      const page = `http://127.0.0.1:${(hanging.addr as Deno.NetAddr).port}/slow`;
      const t = Date.now();
      const res = await post(server, "/extract?sync=true", { url: page });
      const body = await res.json();
      const took = Date.now() - t;
      assert.equal(res.status, 504, JSON.stringify(body));
      assert.equal(body.error.code, "UPSTREAM_TIMEOUT");
      assert.equal(res.headers.get("x-credits-charged"), "0");
      assert.ok(took < HANG_ANSWER_BOUND_MS, `answered after ${took} ms`);
      await new Promise((r) => setTimeout(r, 3_000)); // past a job retry's 2 s backoff
      await count("hanging_page_fetches", held.length);
      await worst("hanging_page_answer_ms", took);
      console.log(`    hanging page: 504 after ${took} ms, ${held.length} connection(s)`);
      assert.equal(held.length, 1, "the hanging host saw one connection");
      assert.equal(await remaining(server), before, "nothing was charged");
    } finally {
      await server.stop();
      for (const c of held) c.close();
      hanging.close();
      await sitemapHost.shutdown();
      await Deno.remove(dir, { recursive: true }).catch(() => {});
    }
  },
});

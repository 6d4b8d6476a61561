/**
 * Resident set size of the server process (`bench_server.ts`): idle (started, one workspace and
 * key, no load yet), then three rounds of load on `POST /serp/volatility?sync=true` (the whole
 * stack plus a real analysis): the peak sampled every 250 ms during each round, and the RSS after
 * the round once the server has been idle for `SETTLE_MS` and has run a full garbage collection
 * (idle is taken the same way), with the V8 heap still in use. Growth is the RSS after the last
 * round against after the first: the first round pays for JIT code, caches and heap sizing; a
 * leak keeps growing after it. Target: at most 10% growth.
 */
import { load } from "./http_bench.ts";
import { fmt, type Row, row } from "./results.ts";
import { type BenchServer, sampled } from "./server.ts";
import { type LoadOptions, operationTarget } from "./stack_bench.ts";

/** Idle time before the after-load sample. */
const SETTLE_MS = 2000;
/** The allowed growth of RSS from after round 1 to after the last round. */
export const MAX_RSS_GROWTH = 0.10;

const MB = 1024 * 1024;

/** RSS (median of 5 reads) and V8 heap in use, after `settleMs` idle and a full GC. */
export async function steady(
  server: BenchServer,
  settleMs = SETTLE_MS,
): Promise<{ rss: number; heap: number }> {
  await new Promise((r) => setTimeout(r, settleMs));
  const heap = (await server.memory({ gc: true })).heapUsed;
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 100));
    samples.push(await server.rss());
  }
  return { rss: samples.sort((a, b) => a - b)[2], heap };
}

/** The memory section's rows (run it before any other load on the server). */
export async function benchMemory(
  server: BenchServer,
  key: string,
  options: LoadOptions & { rounds: number },
): Promise<Row[]> {
  const { rss: idle, heap: idleHeap } = await steady(server);
  const rows: Row[] = [
    row("memory.idle", "server RSS idle (started, before any load)", idle / MB, "MB", {
      notes: `V8 heap in use after a full GC ${fmt(idleHeap / MB)} MB`,
    }),
  ];
  const target = operationTarget(server, key, "volatility");
  const after: { rss: number; heap: number }[] = [];
  for (let round = 1; round <= options.rounds; round++) {
    const { result, samples } = await sampled(() => server.rss(), load(target, options));
    const peak = Math.max(...samples);
    after.push(await steady(server));
    rows.push(
      row(`memory.load.${round}`, `server RSS under load, round ${round} (peak)`, peak / MB, "MB", {
        baseline: { label: "idle", value: idle / MB },
        notes: `${options.seconds} s of /serp/volatility?sync=true at ${
          fmt(result.perSecond)
        } req/s, ${samples.length} samples${result.non2xx ? `, ${result.non2xx} non-2xx` : ""}`,
      }),
    );
    const last = round === options.rounds;
    rows.push(
      row(
        `memory.after.${round}`,
        `server RSS after load, round ${round} (${SETTLE_MS / 1000} s idle, full GC)`,
        after[round - 1].rss / MB,
        "MB",
        {
          baseline: round === 1
            ? { label: "idle", value: idle / MB }
            : { label: "after round 1", value: after[0].rss / MB },
          ...(last && round > 1
            ? {
              max: 1 + MAX_RSS_GROWTH,
              targetOn: "ratio" as const,
              targetText: `RSS after ${round} rounds within ${
                MAX_RSS_GROWTH * 100
              }% of after round 1`,
            }
            : {}),
          notes: `V8 heap in use after the GC ${fmt(after[round - 1].heap / MB)} MB${
            round > 1 ? ` (after round 1: ${fmt(after[0].heap / MB)} MB)` : ""
          }`,
        },
      ),
    );
  }
  return rows;
}

/** Declared size of each stalled upload: the default MAX_BODY_BYTES, the most a body may be. */
const STALLED_BYTES = 2 * 1024 * 1024;

/**
 * Slow clients: `count` connections each declare a body of MAX_BODY_BYTES, send 1 KB of it and
 * stall, all with one key. The body guard counts bytes as they stream (nothing is allocated for the
 * declared size), reads at most MAX_BODIES_PER_CALLER of one key at once (the rest get 503) and
 * gives up on a stalled one after BODY_READ_TIMEOUT_MS. Row: the server's peak RSS over `holdMs` of stalling, against idle.
 */
export async function benchStalledUploads(
  server: BenchServer,
  key: string,
  count = 300,
  holdMs = 3000,
): Promise<Row[]> {
  const before = await steady(server, 500);
  const { host, port } = new URL(server.base);
  const head = [
    "POST /api/v1/serp/volatility?sync=true HTTP/1.1",
    `Host: ${host}`,
    `x-api-key: ${key}`,
    "content-type: application/json",
    `content-length: ${STALLED_BYTES}`,
    "",
    "",
  ].join("\r\n");
  const start = new TextEncoder().encode(head + `{"keyword": "${"x".repeat(1000)}`);
  const conns = await Promise.all(Array.from({ length: count }, async () => {
    const conn = await Deno.connect({ hostname: host.split(":")[0], port: Number(port) });
    await conn.write(start);
    return conn;
  }));
  const { samples } = await sampled(
    () => server.rss(),
    new Promise((r) => setTimeout(r, holdMs)),
  );
  // What came back within the hold: 503s from over the in-flight cap (read, not waited for).
  let refused = 0;
  await Promise.all(conns.map(async (conn) => {
    const buf = new Uint8Array(64);
    const n = await Promise.race([
      conn.read(buf),
      new Promise<null>((r) => setTimeout(() => r(null), 50)),
    ]);
    if (n && new TextDecoder().decode(buf.subarray(0, n)).includes(" 503 ")) refused++;
    conn.close();
  }));
  const peak = Math.max(...samples);
  return [
    row(
      "memory.stalled",
      `server RSS with ${count} stalled uploads (each declaring ${
        STALLED_BYTES / MB
      } MB, 1 KB sent)`,
      peak / MB,
      "MB",
      {
        baseline: { label: "before", value: before.rss / MB },
        notes: `peak over ${holdMs / 1000} s; ${refused} answered 503 at once (over ` +
          `MAX_BODIES_PER_CALLER of the one key); the declared total is ${
            fmt(count * STALLED_BYTES / MB)
          } MB`,
      },
    ),
  ];
}

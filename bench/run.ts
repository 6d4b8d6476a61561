/**
 * `deno task bench`: the benchmarks, in one run on this machine (see bench/README.md).
 *   1. debits/s of 200 concurrent charges on one workspace: group commit vs naive optimistic loop;
 *   2. jobs/s through the queue, enqueue-to-start latency, status-to-SSE latency;
 *   3. req/s and p50/p99 through the full stack (auth, rate limit, debit, usage, job record) vs
 *      a bare Hono route answering the same JSON bytes, in the same server process.
 * Compare ratios within a run: the machine is shared and noisy.
 */
import { operations } from "../lib/operations/mod.ts";
import { benchLedger, benchNaive } from "./ledger_bench.ts";
import { spawnDeno } from "../tests/process.ts";
import { haveWrk, load, type LoadResult, type Target } from "./http_bench.ts";
import { benchSse, benchStart, benchThroughput, type Latency } from "./jobs_bench.ts";
import { benchWebhooks } from "./webhooks_bench.ts";

const SECONDS = Number(Deno.env.get("BENCH_SECONDS") ?? "6");
const CONCURRENCY = Number(Deno.env.get("BENCH_CONCURRENCY") ?? "64");
const PORT = 18731;
const ADMIN = "bench-admin-token-0123456789";
const dir = await Deno.makeTempDir({ prefix: "rankscope-bench-" });
const base = `http://127.0.0.1:${PORT}`;
const wrk = await haveWrk();

function line(label: string, perSecond: number, extra = "") {
  console.log(`| ${label} | ${Number.isNaN(perSecond) ? "" : perSecond.toFixed(0)} | ${extra} |`);
}
function http(label: string, r: LoadResult) {
  const bad = r.non2xx ? `, ${r.non2xx} non-2xx` : "";
  line(label, r.perSecond, `p50 ${r.p50ms.toFixed(1)} ms, p99 ${r.p99ms.toFixed(1)} ms${bad}`);
}

console.log(
  `# Rankscope benchmark, ${new Date().toISOString()}, ${navigator.hardwareConcurrency} cores\n`,
);
console.log("| measurement | per second | notes |\n| --- | --- | --- |");

// 1. Debits on one hot balance (local KV file).
const grouped = await benchLedger(`${dir}/ledger.kv`, 200, 25);
const naive = await benchNaive(`${dir}/naive.kv`, 200);
line(
  "debits, 200 concurrent on one workspace, group commit",
  grouped.perSecond,
  `exact: ${grouped.exact}`,
);
line(
  "debits, 200 concurrent, naive get/check/set loop (baseline)",
  naive.perSecond,
  `exact: ${naive.exact}, ${naive.conflicts} failed checks; group commit x${
    (grouped.perSecond / naive.perSecond).toFixed(0)
  }`,
);

// 2. Jobs: throughput, enqueue-to-start, status-to-SSE.
const lat = (l: Latency) => `p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms (n=${l.n})`;
const throughput = await benchThroughput(dir, 500, 8);
line(
  "jobs through the queue (500 at once, 8 workers, 1-step job)",
  throughput.perSecond,
  "all completed",
);
const kicked = await benchStart(dir, { rate: 20, count: 60, queueOnly: false });
line("enqueue-to-start, in-process start (20 jobs/s)", NaN, lat(kicked));
const queued = await benchStart(dir, { rate: 20, count: 60, queueOnly: true });
line("enqueue-to-start, KV queue pick-up only (20 jobs/s)", NaN, lat(queued));
const sse = await benchSse(dir, 3, 15);
line("status change to SSE event at a loopback client", NaN, lat(sse));

const hooks = await benchWebhooks(dir, 300);
line("webhook deliveries to a loopback receiver (300 completed jobs)", hooks.perSecond, "");
line("job completion to webhook delivery", NaN, lat(hooks.latency));

// 3. HTTP through the full stack, beside bare routes in the same process.
const server = await spawnDeno([
  "run",
  "-A",
  new URL("./bench_server.ts", import.meta.url).pathname,
], {
  env: {
    PORT: String(PORT),
    HOSTNAME: "127.0.0.1",
    KV_PATH: `${dir}/service.kv`,
    ADMIN_TOKEN: ADMIN,
    RATE_LIMITS: "pro=1000000000/1000000000",
  },
  marker: /listening/,
});
try {
  const admin = async (path: string, body: unknown) =>
    await (await fetch(`${base}/admin/v1${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    })).json();
  const ws = await admin("/workspaces", { name: "bench", credits: 1_000_000_000 });
  const { key } = await admin("/keys", { workspace_id: ws.workspace_id, plan: "pro" });
  const headers = { "x-api-key": key, "content-type": "application/json", "x-project-id": "bench" };

  const volatility = operations.find((o) => o.path === "/serp/volatility")!;
  const cases: [string, string, string, number][] = [
    ["echo", "/test/echo", JSON.stringify({ word: "hi" }), 1],
    ["volatility", volatility.path, JSON.stringify(volatility.example), 2],
  ];
  const answered: Record<string, number> = {};
  for (const [name, path, body, cost] of cases) {
    const real: Target = { url: `${base}/api/v1${path}?sync=true`, headers, body };
    const sample = await (await fetch(real.url, { method: "POST", headers, body })).text();
    await fetch(`${base}/bare/${name}`, { method: "PUT", body: sample }).then((r) =>
      r.body?.cancel()
    );
    const bareTarget: Target = { url: `${base}/bare/${name}`, headers, body };
    const opts = { concurrency: CONCURRENCY, seconds: SECONDS, wrk };
    await load(bareTarget, { ...opts, seconds: 1 });
    const bareResult = await load(bareTarget, opts);
    const warm = await load(real, { ...opts, seconds: 1 });
    const full = await load(real, opts);
    answered[path] = cost * (1 + warm.requests - warm.non2xx + full.requests - full.non2xx);
    http(`bare Hono route, same ${sample.length}-byte JSON as ${path}`, bareResult);
    http(`POST ${path}?sync=true, full stack`, full);
    line(`full stack / bare (${path})`, full.perSecond / bareResult.perSecond * 100, "percent");
  }
  const usage = await (await fetch(`${base}/api/v1/usage`, { headers: { "x-api-key": key } }))
    .json();
  console.log(
    `\nLoad: ${
      wrk ? "wrk (1 thread)" : "Deno fetch in this process (install wrk for server-bound figures)"
    }, ` +
      `${CONCURRENCY} keep-alive connections, ${SECONDS} s per run after a 1 s warm-up.`,
  );
  // wrk counts only completed responses; a request cut off at the end may still be charged.
  console.log(
    `Usage check (credits recorded vs 200s answered x cost): ${
      Object.entries(answered).map(([path, n]) => `${path} ${usage.by_operation[path]} vs ${n}`)
        .join(", ")
    }`,
  );
} finally {
  await server.stop();
  await Deno.remove(dir, { recursive: true });
}

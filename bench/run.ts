/**
 * `deno task bench`: the Part 1 benchmarks, in one run on this machine.
 *   1. debits/s of 200 concurrent charges on one workspace: group commit vs naive optimistic loop;
 *   2. req/s and p50/p99 of a cheap sync operation through the full stack vs a bare Hono route.
 * Compare ratios within a run: the machine is shared and noisy.
 */
import { operations } from "../lib/operations/mod.ts";
import { benchLedger, benchNaive } from "./ledger_bench.ts";
import { load, spawnServer } from "./http_bench.ts";

const DURATION_MS = Number(Deno.env.get("BENCH_SECONDS") ?? "5") * 1000;
const CONCURRENCY = Number(Deno.env.get("BENCH_CONCURRENCY") ?? "64");
const dir = await Deno.makeTempDir({ prefix: "rankscope-bench-" });
const root = new URL("..", import.meta.url).pathname;

function row(
  label: string,
  r: { perSecond: number; p50ms?: number; p99ms?: number; errors?: number },
) {
  const lat = r.p50ms === undefined
    ? ""
    : ` p50 ${r.p50ms.toFixed(2)} ms  p99 ${r.p99ms!.toFixed(2)} ms`;
  const err = r.errors ? `  non-200: ${r.errors}` : "";
  console.log(`${label.padEnd(44)} ${r.perSecond.toFixed(0).padStart(7)} /s${lat}${err}`);
}

console.log(
  `# Rankscope Part 1 benchmark (${
    new Date().toISOString()
  }, ${navigator.hardwareConcurrency} cores)\n`,
);

// 1. Debits on one hot balance.
const grouped = await benchLedger(`${dir}/ledger.kv`, 200, 25);
const naive = await benchNaive(`${dir}/naive.kv`, 200);
row("debits, 200 concurrent, group commit", grouped);
row(`debits, 200 concurrent, naive optimistic (${naive.conflicts} conflicts)`, naive);
console.log(
  `exact: group ${grouped.exact}, naive ${naive.exact}; speed-up x${
    (grouped.perSecond / naive.perSecond).toFixed(1)
  }\n`,
);

// 2. HTTP: the full stack and the bare baseline.
const admin = "bench-admin-token-0123456789";
const full = await spawnServer(["run", "-A", `${root}main.ts`], {
  env: {
    PORT: "18731",
    HOSTNAME: "127.0.0.1",
    KV_PATH: `${dir}/service.kv`,
    ADMIN_TOKEN: admin,
    RATE_LIMITS: "pro=100000000/100000000",
  },
  marker: /listening/,
});
const base = "http://127.0.0.1:18731";
const adminCall = async (path: string, body: unknown) =>
  await (await fetch(`${base}/admin/v1${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  })).json();
const ws = await adminCall("/workspaces", { name: "bench", credits: 1_000_000_000 });
const { key } = await adminCall("/keys", { workspace_id: ws.workspace_id, plan: "pro" });

const op = operations.find((o) => o.path === "/serp/volatility")!;
const init: RequestInit = {
  method: "POST",
  headers: { "x-api-key": key, "content-type": "application/json", "x-project-id": "bench" },
  body: JSON.stringify(op.example),
};
const sample = await (await fetch(`${base}/api/v1${op.path}?sync=true`, init)).text();
const bare = await spawnServer(["run", "-A", `${root}bench/bare_server.ts`], {
  env: { PORT: "18732" },
  marker: /ready/,
  stdin: sample,
});

const opts = { concurrency: CONCURRENCY, durationMs: DURATION_MS };
const warm = { concurrency: CONCURRENCY, durationMs: 1000 };
await load("http://127.0.0.1:18732/bare", init, warm);
const bareResult = await load("http://127.0.0.1:18732/bare", init, opts);
const warmFull = await load(`${base}/api/v1${op.path}?sync=true`, init, warm);
const fullResult = await load(`${base}/api/v1${op.path}?sync=true`, init, opts);
row(`bare Hono route, same ${sample.length}-byte JSON`, bareResult);
row(`POST ${op.path}?sync=true, full stack`, fullResult);
console.log(
  `full stack / bare: ${
    (fullResult.perSecond / bareResult.perSecond * 100).toFixed(0)
  }% of the throughput`,
);
console.log(
  `(${CONCURRENCY} concurrent keep-alive clients in this process, ${DURATION_MS / 1000} s each)`,
);

const usage = await (await fetch(`${base}/api/v1/usage`, { headers: { "x-api-key": key } })).json();
const expected = 1 + warmFull.requests - warmFull.errors + fullResult.requests - fullResult.errors;
console.log(
  `usage recorded ${usage.credits_used / 2} charged calls; ${expected} answered 200 (must match)`,
);

await bare.stop();
await full.stop();
await Deno.remove(dir, { recursive: true });

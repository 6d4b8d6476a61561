/**
 * Request overhead: `POST ...?sync=true` through the full stack of the bench server (auth, rate
 * limit, validation, debit, usage log and counters, result `meta`) beside a bare Hono route of
 * the same process answering the same bytes:
 *   - `/test/echo`: no analysis work, the stack's own cost;
 *   - `/serp/volatility`: the same plus a real analysis and a 9 KB result.
 * Targets: echo >= 20% of bare Hono req/s and p99 <= 25 ms at 64 connections; volatility >= 50%
 * of its bare route.
 */
import { operations } from "../lib/operations/mod.ts";
import { load, type LoadResult, type Target } from "./http_bench.ts";
import { fmt, type Row, row } from "./results.ts";
import type { BenchServer } from "./server.ts";

/** How the HTTP sections load the server. */
export interface LoadOptions {
  concurrency: number;
  seconds: number;
  wrk: boolean;
}

/** The full-stack targets, as the issue states them. */
const TARGETS = {
  echo: { minRatio: 0.2, maxP99: 25, p99Connections: 64 },
  volatility: { minRatio: 0.5 },
};

/** A request to `path` as the key of `headers`, with the body of the operation's example. */
export function operationTarget(
  server: BenchServer,
  key: string,
  name: "echo" | "volatility",
): Target {
  const headers = { "x-api-key": key, "content-type": "application/json", "x-project-id": "bench" };
  if (name === "echo") {
    return {
      url: `${server.base}/api/v1/test/echo?sync=true`,
      headers,
      body: JSON.stringify({ word: "hi" }),
    };
  }
  const op = operations.find((o) => o.path === "/serp/volatility")!;
  return {
    url: `${server.base}/api/v1${op.path}?sync=true`,
    headers,
    body: JSON.stringify(op.example),
  };
}

function errors(r: LoadResult): string {
  return r.non2xx ? `, ${r.non2xx} non-2xx` : "";
}

/** The HTTP section's rows. */
export async function benchStack(
  server: BenchServer,
  key: string,
  options: LoadOptions,
): Promise<Row[]> {
  const rows: Row[] = [];
  const usageBefore = await usageByOperation(server, key);
  for (const name of ["echo", "volatility"] as const) {
    const real = operationTarget(server, key, name);
    const path = new URL(real.url).pathname.replace("/api/v1", "");
    // README.md must not name the test-only operation's path (tests/readme_test.ts checks).
    const shown = name === "echo"
      ? "POST echo?sync=true (test-only trivial operation)"
      : `POST ${path}?sync=true`;
    const first = await fetch(real.url, { method: "POST", headers: real.headers, body: real.body });
    const sample = await first.text();
    const cost = Number(first.headers.get("x-credits-charged"));
    await fetch(`${server.base}/bare/${name}`, { method: "PUT", body: sample }).then((r) =>
      r.body?.cancel()
    );
    const bareTarget: Target = { ...real, url: `${server.base}/bare/${name}` };
    await load(bareTarget, { ...options, seconds: 1 });
    const bare = await load(bareTarget, options);
    const warm = await load(real, { ...options, seconds: 1 });
    const full = await load(real, options);
    const answered = cost *
      (1 + warm.requests - warm.non2xx + full.requests - full.non2xx);
    const recorded = (await usageByOperation(server, key))[path] - (usageBefore[path] ?? 0);
    // Recorded may exceed answered by what was cut off at the end of the two runs, no more.
    const usageOk = recorded >= answered && recorded - answered <= 2 * cost * options.concurrency;
    const bareLabel = `bare Hono route, same ${sample.length} B`;
    const t = name === "echo" ? TARGETS.echo : TARGETS.volatility;
    rows.push(
      row(`http.${name}.rps`, `${shown}, full stack`, full.perSecond, "req/s", {
        baseline: { label: bareLabel, value: bare.perSecond },
        min: t.minRatio,
        targetOn: "ratio",
        targetText: `full stack >= ${t.minRatio * 100}% of bare Hono req/s`,
        // wrk counts completed responses only: a request cut off at the end may still be charged.
        notes: `usage check ${
          usageOk ? "ok" : "FAILED"
        }: ${recorded} credits recorded vs ${answered} answered x cost${errors(full)}`,
      }),
      row(`http.${name}.p50`, `${shown}, p50`, full.p50ms, "ms", {
        baseline: { label: bareLabel, value: bare.p50ms },
      }),
    );
    const p99Target = name === "echo" && options.concurrency === TARGETS.echo.p99Connections
      ? {
        max: TARGETS.echo.maxP99,
        targetText:
          `p99 <= ${TARGETS.echo.maxP99} ms at ${TARGETS.echo.p99Connections} connections`,
      }
      : {};
    rows.push(
      row(`http.${name}.p99`, `${shown}, p99`, full.p99ms, "ms", {
        baseline: { label: bareLabel, value: bare.p99ms },
        ...p99Target,
        notes: name === "echo" && !("max" in p99Target)
          ? `the p99 target is stated at 64 connections; this run used ${options.concurrency}`
          : undefined,
      }),
      row(
        `http.${name}.overhead`,
        `stack cost per request, ${name} (1/req/s full - 1/req/s bare)`,
        1e6 / full.perSecond - 1e6 / bare.perSecond,
        "µs",
        {
          notes: `CPU time the stack adds per request at saturation (bare: ${
            fmt(1e6 / bare.perSecond)
          } µs per request)`,
        },
      ),
    );
  }
  rows.push(await frontRow(server, key, options));
  return rows;
}

/**
 * The connection front's cost: the echo operation's full stack through the front (the app on a
 * unix socket behind it, as main.ts serves it) beside the same stack on Deno.serve's own port.
 */
async function frontRow(server: BenchServer, key: string, options: LoadOptions): Promise<Row> {
  const direct = operationTarget(server, key, "echo");
  const viaFront = { ...direct, url: direct.url.replace(server.base, server.frontBase) };
  await load(viaFront, { ...options, seconds: 1 });
  const fronted = await load(viaFront, options);
  await load(direct, { ...options, seconds: 1 });
  const bare = await load(direct, options);
  return row(
    "http.front.rps",
    "POST echo?sync=true (test-only trivial operation), full stack behind the connection front",
    fronted.perSecond,
    "req/s",
    {
      baseline: { label: "the same on Deno.serve's own port", value: bare.perSecond },
      notes: `p99 ${fmt(fronted.p99ms)} ms vs ${fmt(bare.p99ms)} ms; CONNECTION_FRONT=0 serves ` +
        `without it (behind a proxy with its own timeouts)${errors(fronted)}`,
    },
  );
}

async function usageByOperation(
  server: BenchServer,
  key: string,
): Promise<Record<string, number>> {
  const usage = await (await fetch(`${server.base}/api/v1/usage`, {
    headers: { "x-api-key": key },
  })).json();
  return usage.by_operation ?? {};
}

/** The ladder's steps: the bare route's bytes plus, step by step, what the full stack adds. */
const LADDER = [
  ["bare", "bare Hono route (1 header)"],
  ["ladder/headers", "+ the contract's 7 headers (request id, credits, rate limit)"],
  ["ladder/body", "+ the JSON body read and parsed"],
  ["ladder/middleware", "+ 8 pass-through middlewares in a sub-app"],
] as const;

/**
 * Where a request's time goes: the server's CPU time per request (from /proc) for each step from
 * the bare route to the full stack of `/test/echo`, each loaded as the full stack is.
 */
export async function benchLadder(
  server: BenchServer,
  key: string,
  options: LoadOptions,
): Promise<Row[]> {
  const real = operationTarget(server, key, "echo");
  const sample = await (await fetch(real.url, {
    method: "POST",
    headers: real.headers,
    body: real.body,
  })).text();
  await fetch(`${server.base}/bare/echo`, { method: "PUT", body: sample }).then((r) =>
    r.body?.cancel()
  );
  const steps: [string, string, Target][] = LADDER.map(([path, label]) => [
    path,
    label,
    {
      ...real,
      url: path === "bare" ? `${server.base}/bare/echo` : `${server.base}/bare/${path}/echo`,
    },
  ]);
  steps.push(["full", "full stack: POST echo?sync=true", real]);
  const rows: Row[] = [];
  for (const [id, label, target] of steps) {
    await load(target, { ...options, seconds: 1 });
    const before = await server.cpuSeconds();
    const result = await load(target, options);
    const cpu = await server.cpuSeconds() - before;
    rows.push(
      row(`http.ladder.${id.replace("ladder/", "")}`, label, cpu / result.requests * 1e6, "µs", {
        notes: `server CPU per request; ${fmt(result.perSecond)} req/s, p99 ${
          fmt(result.p99ms)
        } ms${errors(result)}`,
      }),
    );
  }
  return rows;
}

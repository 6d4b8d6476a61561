/**
 * Requests per second and latency of a cheap sync operation through the whole stack (auth,
 * rate limit, debit, usage) beside a bare Hono route answering the same JSON, in one run.
 */

/** Throughput and latency of one load run. */
export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50ms: number;
  p99ms: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

/** Sends `init` to `url` from `concurrency` loops for `durationMs`. */
export async function load(
  url: string,
  init: RequestInit,
  options: { concurrency: number; durationMs: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const t0 = performance.now();
  const end = t0 + options.durationMs;
  await Promise.all(Array.from({ length: options.concurrency }, async () => {
    while (performance.now() < end) {
      const start = performance.now();
      const res = await fetch(url, init);
      await res.arrayBuffer();
      latencies.push(performance.now() - start);
      if (res.status !== 200) errors++;
    }
  }));
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds,
    perSecond: latencies.length / seconds,
    p50ms: percentile(latencies, 0.5),
    p99ms: percentile(latencies, 0.99),
  };
}

/** A child server process, ready when it printed `marker`. */
export async function spawnServer(
  args: string[],
  options: { env: Record<string, string>; marker: RegExp; stdin?: string },
): Promise<{ process: Deno.ChildProcess; output: string; stop(): Promise<void> }> {
  const process = new Deno.Command(Deno.execPath(), {
    args,
    env: { NO_COLOR: "1", ...options.env },
    stdin: options.stdin === undefined ? "null" : "piped",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  if (options.stdin !== undefined) {
    const writer = process.stdin.getWriter();
    await writer.write(new TextEncoder().encode(options.stdin));
    await writer.close();
  }
  const reader = process.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let output = "";
  while (!options.marker.test(output)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`server exited before it was ready:\n${output}`);
    output += value;
  }
  // Keep draining stdout so the child never blocks on a full pipe.
  (async () => {
    while (!(await reader.read()).done) { /* drain */ }
  })();
  return {
    process,
    output,
    stop: async () => {
      process.kill("SIGTERM");
      await process.status;
    },
  };
}

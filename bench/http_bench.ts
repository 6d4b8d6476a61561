/**
 * Load generation for the HTTP benchmarks. `wrk` (Debian package `wrk`) is preferred: it is a
 * separate C process, so it measures the server rather than a JavaScript client. Without it,
 * a Deno fetch client in this process is used and the figures are client-bound.
 */

/** Throughput and latency of one load run. */
export interface LoadResult {
  tool: "wrk" | "deno-fetch";
  requests: number;
  non2xx: number;
  seconds: number;
  perSecond: number;
  p50ms: number;
  p99ms: number;
}

/** A POST to load-test. */
export interface Target {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** True when `wrk` is on the PATH. */
export async function haveWrk(): Promise<boolean> {
  try {
    const { code } = await new Deno.Command("wrk", {
      args: ["--version"],
      stdout: "null",
      stderr: "null",
    })
      .output();
    return code === 0 || code === 1;
  } catch {
    return false;
  }
}

function ms(value: string, unit: string): number {
  const n = Number(value);
  return unit === "us" ? n / 1000 : unit === "s" ? n * 1000 : n;
}

async function wrkLoad(target: Target, concurrency: number, seconds: number): Promise<LoadResult> {
  const dir = await Deno.makeTempDir();
  const script = `${dir}/post.lua`;
  const lua = [
    `wrk.method = "POST"`,
    `wrk.body = ${JSON.stringify(target.body)}`,
    ...Object.entries(target.headers).map(([k, v]) =>
      `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`
    ),
  ].join("\n");
  await Deno.writeTextFile(script, lua);
  const out = await new Deno.Command("wrk", {
    args: ["-t1", `-c${concurrency}`, `-d${seconds}s`, "--latency", "-s", script, target.url],
    stdout: "piped",
    stderr: "piped",
  }).output();
  await Deno.remove(dir, { recursive: true });
  const text = new TextDecoder().decode(out.stdout);
  const p = (label: string) => {
    const m = new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`).exec(text);
    return m ? ms(m[1], m[2]) : NaN;
  };
  const requests = Number(/(\d+) requests in/.exec(text)?.[1] ?? 0);
  return {
    tool: "wrk",
    requests,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0),
    seconds,
    perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? 0),
    p50ms: p("50%"),
    p99ms: p("99%"),
  };
}

async function fetchLoad(
  target: Target,
  concurrency: number,
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < end) {
      const start = performance.now();
      const res = await fetch(target.url, {
        method: "POST",
        headers: target.headers,
        body: target.body,
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - start);
      if (res.status >= 300) non2xx++;
    }
  }));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    tool: "deno-fetch",
    requests: latencies.length,
    non2xx,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50ms: at(0.5),
    p99ms: at(0.99),
  };
}

/** Loads `target` from `concurrency` connections for `seconds`, with wrk when available. */
export async function load(
  target: Target,
  options: { concurrency: number; seconds: number; wrk: boolean },
): Promise<LoadResult> {
  return options.wrk
    ? await wrkLoad(target, options.concurrency, options.seconds)
    : await fetchLoad(target, options.concurrency, options.seconds);
}

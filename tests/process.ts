/** Child Deno processes for process-level tests and benchmarks. */

/** A child process that printed `marker`; `stop` signals it and waits until it is gone. */
export interface Child {
  /** What it printed up to and including the marker. */
  output: string;
  stop(signal?: Deno.Signal): Promise<void>;
}

/** Runs `deno <args>` and resolves once its stdout matches `marker` (stdout is drained after). */
export async function spawnDeno(
  args: string[],
  options: {
    env: Record<string, string>;
    marker: RegExp;
    stderr?: "inherit" | "null";
    cwd?: string;
  },
): Promise<Child> {
  const child = new Deno.Command(Deno.execPath(), {
    args,
    cwd: options.cwd,
    env: { NO_COLOR: "1", ...options.env },
    stdin: "null",
    stdout: "piped",
    stderr: options.stderr ?? "inherit",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let output = "";
  while (!options.marker.test(output)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`deno ${args.join(" ")} exited before it was ready:\n${output}`);
    output += value;
  }
  // Keep draining stdout so the child never blocks on a full pipe.
  const drained = (async () => {
    while (!(await reader.read()).done) { /* drain */ }
  })();
  return {
    output,
    stop: async (signal: Deno.Signal = "SIGTERM") => {
      child.kill(signal);
      await child.status;
      await drained;
    },
  };
}

/**
 * Queues one quick job (`/serp/volatility` on its registry example, no provider) on a server's
 * `/api/v1` at `base`; returns its id.
 */
export async function queueQuickJob(base: string, key: string): Promise<string> {
  const { operations } = await import("../lib/operations/mod.ts");
  const op = operations.find((o) => o.path === "/serp/volatility")!;
  const res = await fetch(`${base}${op.path}`, {
    method: "POST",
    headers: { "x-api-key": key, "content-type": "application/json" },
    body: JSON.stringify(op.example),
  });
  const body = await res.json();
  if (res.status !== 202) {
    throw new Error(`expected 202, got ${res.status}: ${JSON.stringify(body)}`);
  }
  return body.job_id;
}

const ROOT = new URL("../", import.meta.url);

/**
 * `deno task start` as deno.json declares it (its permissions, the same flags), on main.ts of this
 * checkout: what process-level tests run, so they run what the README's command runs.
 */
export async function startTaskArgs(): Promise<string[]> {
  const config = new URL("deno.json", ROOT).pathname;
  const tasks = JSON.parse(await Deno.readTextFile(config)).tasks as Record<string, string>;
  const [deno, run, ...rest] = tasks.start.split(/\s+/);
  const main = rest.pop();
  if (deno !== "deno" || run !== "run" || main !== "main.ts") {
    throw new Error(`deno.json's start task is not "deno run ... main.ts": ${tasks.start}`);
  }
  return ["run", "--config", config, ...rest, new URL(main, ROOT).pathname];
}

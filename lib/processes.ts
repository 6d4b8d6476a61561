/**
 * Several server processes on one machine (`PROCESSES`), all on one shared store: the first
 * process starts the others as children running the same program with the same permissions,
 * each binding the same port with `SO_REUSEPORT`, so the kernel spreads connections over them and
 * one machine uses all its cores. Jobs, streams and credits are shared through the store, not
 * through the processes.
 */

/** Set in the environment of the processes the first one starts. */
export const PROCESS_INDEX = "RANKSCOPE_PROCESS_INDEX";

/** This process's place: 1 for the first (the one started by hand), 2..n for its children. */
export function processIndex(): number {
  return Number(Deno.env.get(PROCESS_INDEX) ?? 1);
}

/** The children the first process started. */
export interface Siblings {
  /** Asks every child to stop (SIGTERM) and waits for them to end. */
  stop(): Promise<void>;
}

/** The permission flags this process runs with, for its children. */
function permissionFlags(): string[] {
  const flags: string[] = [];
  for (const name of ["net", "env", "read", "write", "sys", "run"] as const) {
    if (Deno.permissions.querySync({ name }).state === "granted") flags.push(`--allow-${name}`);
  }
  return flags;
}

/**
 * Starts processes 2..`count` of `mainModule` (this program) with this process's permissions and
 * configuration file; their output goes to this process's.
 */
export function startSiblings(count: number, mainModule: string): Siblings {
  const config = new URL("../deno.json", import.meta.url).pathname;
  const children = Array.from({ length: count - 1 }, (_, i) =>
    new Deno.Command(Deno.execPath(), {
      args: ["run", "--config", config, ...permissionFlags(), new URL(mainModule).pathname],
      env: { [PROCESS_INDEX]: String(i + 2) },
      stdin: "null",
      stdout: "inherit",
      stderr: "inherit",
    }).spawn());
  return {
    async stop() {
      for (const child of children) {
        try {
          child.kill("SIGTERM");
        } catch { /* ended already */ }
      }
      await Promise.allSettled(children.map((c) => c.status));
    },
  };
}

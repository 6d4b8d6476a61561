/** Rankscope server: `deno task start`. Configuration comes from the environment (lib/config.ts). */
import { adminTokenOf, announceAddress, channelPaths } from "./lib/admin_channel.ts";
import { bootstrap } from "./lib/bootstrap.ts";
import { halfRestored } from "./lib/store/backup.ts";
import { type Config, ConfigError, DEFAULT_KV, loadConfig, named } from "./lib/config.ts";
import { serveBehindFront } from "./lib/http_front/front.ts";
import { publicBaseWarning } from "./lib/oauth/metadata.ts";
import { createServices } from "./lib/services.ts";
import { closeStore, openConfiguredStore } from "./lib/store/open.ts";
import { processIndex, startSiblings } from "./lib/processes.ts";
import { untilQuiet } from "./lib/store/queue_worker.ts";
import type { Store } from "./lib/store/port.ts";
import { createApp } from "./routes/app.ts";
import { listenQueue } from "./jobs/queue.ts";
import { workers } from "./jobs/workers.ts";

/** Runs `start`, and exits 1 with its message when the configuration or the store is refused. */
async function refusing<T>(start: () => T | Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      Deno.exit(1);
    }
    throw err;
  }
}

/** How the listening line names the store (a PostgreSQL URL without its password). */
function describeStore(config: Config): string {
  if (config.storeUrl !== null) {
    const url = new URL(config.storeUrl);
    if (url.password) url.password = "***";
    return `PostgreSQL ${url.href}`;
  }
  return `KV ${describeKv(config.kvPath, config.onDeploy)}`;
}

/**
 * On Deno Deploy, which stops idle instances, a wake-up every minute (`Deno.cron`) keeps an
 * instance while queued work is due within the minute, so a queued job or a webhook retry does
 * not wait for the next request. Elsewhere (or without `Deno.cron`) nothing is scheduled.
 */
function scheduleWakeUps(config: Config, kv: Store): void {
  const cron =
    (Deno as { cron?: (name: string, schedule: string, fn: () => Promise<void>) => void })
      .cron;
  if (!config.onDeploy || typeof cron !== "function") return;
  cron("rankscope-queue-wake-up", "* * * * *", async () => {
    await untilQuiet(kv, { horizonMs: 60_000, budgetMs: 50_000 });
  });
}

/** ", process 2 of 4" when PROCESSES runs several, else nothing. */
function describeProcess(config: Config): string {
  return config.processes > 1 ? `, process ${processIndex()} of ${config.processes}` : "";
}

function describeKv(kvPath: string, onDeploy: boolean): string {
  if (kvPath !== DEFAULT_KV) return kvPath;
  return onDeploy
    ? "default: the Deno Deploy app's database"
    : "default: Deno.openKv() without a path";
}

type Handler = (request: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>;
type Listening = (hostname: string, port: number) => void;

/** A started server: `shutdown` stops accepting and lets in-flight requests finish. */
interface Served {
  shutdown(): Promise<void>;
}

/**
 * Deno.serve answers directly on Deno Deploy (which cannot listen on raw TCP) and with
 * CONNECTION_FRONT=0 (behind a proxy that enforces its own connection timeouts).
 */
function serveDirect(config: Config, handler: Handler, listening: Listening): Served {
  return Deno.serve({
    port: config.port,
    hostname: config.hostname,
    ...(config.processes > 1 ? { reusePort: true } : {}),
    onListen: ({ hostname, port }) => listening(hostname, port),
  }, handler);
}

/**
 * Everywhere else the app listens on a private unix socket and the connection front
 * (lib/http_front) owns the TCP port, adding the header, body and idle timeouts Deno.serve lacks.
 */
async function serveFronted(
  config: Config,
  handler: Handler,
  listening: Listening,
): Promise<Served> {
  const served = await serveBehindFront({
    hostname: config.hostname,
    port: config.port,
    reusePort: config.processes > 1,
    limits: {
      headerTimeoutMs: config.headerTimeoutMs,
      bodyReadTimeoutMs: config.bodyReadTimeoutMs,
      idleTimeoutMs: config.idleTimeoutMs,
    },
  }, handler);
  listening(served.addr.hostname, served.addr.port);
  return served;
}

/**
 * The admin API's token: ADMIN_TOKEN, else on a KV file one kept beside it (created at the first
 * start), so `deno task admin` reaches this server while it holds the file (lib/admin_channel.ts).
 */
async function withAdminToken(config: Config): Promise<Config> {
  if (config.adminToken) return config;
  const adminToken = await adminTokenOf(config);
  if (!adminToken) return config;
  console.log(`Admin API on /admin/v1, its token in ${channelPaths(config.kvPath).token}`);
  return { ...config, adminToken };
}

/** Refuses a store whose restore was cut short (lib/store/backup.ts). */
async function refuseHalfRestored(kv: Store, config: Config): Promise<void> {
  const said = await halfRestored(kv);
  if (!said) return;
  const variable = config.storeUrl === null ? "KV_PATH" : "STORE_URL";
  const value = config.storeUrl ?? config.kvPath;
  throw new ConfigError(`Refusing to start:\n  ${named(variable, value)}: ${said}.`);
}

async function main(): Promise<void> {
  const loaded = await refusing(() => loadConfig(Deno.env.toObject()));
  // Refused when another process holds a KV store, or a store fails the commit probe
  // (docs/deploy.md).
  const kv = await refusing(() => openConfiguredStore(loaded));
  await refusing(() => refuseHalfRestored(kv, loaded));
  const config = await withAdminToken(loaded);
  const services = await refusing(() => createServices(config, kv, { workers }));
  const first = await bootstrap(kv, config);
  if (first) {
    console.log(
      [
        "",
        "Created workspace " + first.workspace.id + " with " + config.bootstrapCredits +
        " credits.",
        "Its API key (shown once, store it now):",
        "",
        "  " + first.key,
        "",
      ].join("\n"),
    );
  }
  const warning = publicBaseWarning(config);
  if (warning) console.warn(warning);
  const queue = listenQueue(services);
  scheduleWakeUps(config, kv);
  const stopping = new AbortController();
  const app = createApp(services, { shutdown: stopping.signal });
  const listening = (hostname: string, port: number) => {
    void announceAddress(config, hostname, port).catch((err) =>
      console.warn(`Could not record the admin address for deno task admin: ${err}`)
    );
    console.log(
      `Rankscope listening on http://${hostname}:${port} (${
        describeStore(config)
      }, provider ${config.provider}${services.render ? ", rendering with Chromium" : ""}${
        describeProcess(config)
      })`,
    );
  };
  const served = config.onDeploy || !config.connectionFront
    ? serveDirect(config, app.fetch, listening)
    : await serveFronted(config, app.fetch, listening);
  // PROCESSES: the first process starts the others once it serves (the schema is migrated and
  // the bootstrap key printed once, by it).
  const siblings = config.processes > 1 && processIndex() === 1
    ? startSiblings(config.processes, import.meta.url)
    : null;

  const stop = async () => {
    // Open event streams end with a last event (clients resume elsewhere with Last-Event-ID);
    // jobs still running are left to their leases: the next process takes them over.
    stopping.abort();
    await siblings?.stop();
    await served.shutdown();
    await services.render?.close();
    await closeStore(kv);
    await queue.catch(() => {});
    Deno.exit(0);
  };
  Deno.addSignalListener("SIGINT", stop);
  Deno.addSignalListener("SIGTERM", stop);
}

if (import.meta.main) await main();

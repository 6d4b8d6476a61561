/** Rankscope server: `deno task start`. Configuration comes from the environment (lib/config.ts). */
import { bootstrap } from "./lib/bootstrap.ts";
import { ConfigError, loadConfig } from "./lib/config.ts";
import { createServices } from "./lib/services.ts";
import { openStore } from "./lib/store/open.ts";
import { createApp } from "./routes/app.ts";
import { listenQueue } from "./jobs/queue.ts";
import { workers } from "./jobs/workers.ts";

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(Deno.env.toObject());
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      Deno.exit(1);
    }
    throw err;
  }
  const kv = await openStore(config.kvPath);
  const services = createServices(config, kv, { workers });
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
  const queue = listenQueue(services);
  const stopping = new AbortController();
  const app = createApp(services, { shutdown: stopping.signal });
  const server = Deno.serve({
    port: config.port,
    hostname: config.hostname,
    onListen: ({ hostname, port }) =>
      console.log(
        `Rankscope listening on http://${hostname}:${port} (KV ${config.kvPath}, provider ${config.provider})`,
      ),
  }, app.fetch);

  const stop = async () => {
    // Open event streams end with a last event (clients resume elsewhere with Last-Event-ID);
    // jobs still running are left to their leases: the next process takes them over.
    stopping.abort();
    await server.shutdown();
    kv.close();
    await queue.catch(() => {});
    Deno.exit(0);
  };
  Deno.addSignalListener("SIGINT", stop);
  Deno.addSignalListener("SIGTERM", stop);
}

if (import.meta.main) await main();

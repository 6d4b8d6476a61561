/**
 * The local admin channel: how `deno task admin` reaches a server that holds its KV file. A KV
 * file has one process (`store/open.ts` locks it), so while the server runs the CLI cannot open
 * the store; it sends the same action to the server's `/admin/v1` instead. The token: ADMIN_TOKEN
 * when set, else one the first start creates beside the KV file (`<KV_PATH>.admin-token`, readable
 * by its owner only), so the admin API is on for whoever can read the data, and no one else. The
 * address: each start writes where it listens to `<KV_PATH>.admin.json`.
 */
import { type Config, kvKind } from "./config.ts";
import { randomBytes } from "node:crypto";

/** Where a server on a KV file keeps its admin token and address. */
export function channelPaths(kvPath: string): { token: string; address: string } {
  return { token: `${kvPath}.admin-token`, address: `${kvPath}.admin.json` };
}

/** Whether the store is a local KV file (the only store that needs the channel). */
function onKvFile(config: Pick<Config, "kvPath" | "storeUrl">): boolean {
  return config.storeUrl === null && kvKind(config.kvPath) === "file";
}

/**
 * The admin token of this server: ADMIN_TOKEN, else (on a KV file) the one beside the file,
 * created at the first start; undefined when neither applies (the admin API stays off).
 */
export async function adminTokenOf(
  config: Pick<Config, "kvPath" | "storeUrl" | "adminToken">,
): Promise<string | undefined> {
  if (config.adminToken) return config.adminToken;
  if (!onKvFile(config)) return undefined;
  const path = channelPaths(config.kvPath).token;
  const found = await readToken(path);
  if (found) return found;
  const token = "rs_admin_" + randomBytes(32).toString("base64url");
  try {
    await Deno.writeTextFile(path, token + "\n", { createNew: true, mode: 0o600 });
    return token;
  } catch (err) {
    if (err instanceof Deno.errors.AlreadyExists) return await readToken(path);
    throw err;
  }
}

async function readToken(path: string): Promise<string | undefined> {
  try {
    const token = (await Deno.readTextFile(path)).trim();
    return token.length >= 16 ? token : undefined;
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return undefined;
    throw err;
  }
}

/** Records where this server listens, for the CLI (on a KV file only). */
export async function announceAddress(
  config: Pick<Config, "kvPath" | "storeUrl">,
  hostname: string,
  port: number,
): Promise<void> {
  if (!onKvFile(config)) return;
  const host = hostname === "0.0.0.0" ? "127.0.0.1" : hostname === "::" ? "::1" : hostname;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  await Deno.writeTextFile(
    channelPaths(config.kvPath).address,
    JSON.stringify({ url, pid: Deno.pid, started_at: new Date().toISOString() }) + "\n",
  );
}

/** The running server's admin URL and token, read by the CLI; null when there is none. */
export async function findRunningServer(
  config: Pick<Config, "kvPath" | "storeUrl" | "adminToken">,
): Promise<{ url: string; token: string } | null> {
  if (!onKvFile(config)) return null;
  const paths = channelPaths(config.kvPath);
  let url: unknown;
  try {
    url = JSON.parse(await Deno.readTextFile(paths.address))?.url;
  } catch {
    return null;
  }
  const token = config.adminToken ?? await readToken(paths.token);
  return typeof url === "string" && token ? { url, token } : null;
}

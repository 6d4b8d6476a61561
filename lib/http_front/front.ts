/**
 * The connection front: listens on TCP, relays each connection to the app's private unix
 * socket, and enforces the header, body and idle timeouts Deno.serve does not have.
 */
import { type Relay, relay } from "./connection.ts";
import type { FrontLimits } from "./timeouts.ts";

/** Where the front listens and where the app is. */
export interface FrontOptions {
  hostname: string;
  port: number;
  /** The app's unix socket path (Deno.serve({ path })). */
  appPath: string;
  limits: FrontLimits;
  /** Share the port with this machine's other server processes (`PROCESSES`, SO_REUSEPORT). */
  reusePort?: boolean;
}

/** A running front. */
export interface Front {
  /** The TCP address actually bound (port 0 picks one). */
  addr: Deno.NetAddr;
  /** Stops accepting new connections; relayed ones carry on. */
  stopAccepting(): void;
  /** After the app's shutdown: lets relays pass the app's last bytes on, then closes them all. */
  closeAll(graceMs?: number): Promise<void>;
}

/** Starts a front for the app listening on `options.appPath`. */
export function startFront(options: FrontOptions): Front {
  const listener = Deno.listen({
    hostname: options.hostname,
    port: options.port,
    ...(options.reusePort ? { reusePort: true } : {}),
  });
  const relays = new Set<Relay>();
  let accepting = true;

  const serve = async (conn: Deno.TcpConn) => {
    let app: Deno.UnixConn;
    try {
      app = await Deno.connect({ transport: "unix", path: options.appPath });
    } catch {
      return conn.close();
    }
    const r = relay(conn, app, conn.remoteAddr.hostname, options.limits);
    relays.add(r);
    await r.done;
    relays.delete(r);
  };
  const accept = async () => {
    while (accepting) {
      let conn: Deno.TcpConn;
      try {
        conn = await listener.accept();
      } catch {
        if (!accepting) return;
        continue;
      }
      conn.setNoDelay(true);
      void serve(conn);
    }
  };
  void accept();

  return {
    addr: listener.addr,
    stopAccepting() {
      if (!accepting) return;
      accepting = false;
      listener.close();
    },
    async closeAll(graceMs = 1_000) {
      // The app closed its side of every connection at its shutdown: each relay ends once it
      // has passed the app's last bytes on; those still open after `graceMs` are cut.
      const all = [...relays];
      let timer: ReturnType<typeof setTimeout> | undefined;
      const grace = new Promise<void>((resolve) => timer = setTimeout(resolve, graceMs));
      await Promise.race([Promise.all(all.map((r) => r.done)), grace]);
      clearTimeout(timer);
      for (const r of all) r.close();
      await Promise.all(all.map((r) => r.done));
    },
  };
}

/** Where `serveBehindFront` listens, and its connection limits. */
export interface FrontedServeOptions {
  hostname: string;
  port: number;
  limits: FrontLimits;
  reusePort?: boolean;
}

/** A server behind its front: the TCP address bound, and its orderly stop. */
export interface FrontedServer {
  addr: Deno.NetAddr;
  /** Stops accepting, lets in-flight requests finish, closes relays, removes the socket dir. */
  shutdown(): Promise<void>;
}

/**
 * Serves `handler` behind a front: Deno.serve on a private unix socket (the handler gets the URL
 * the client asked for, `asClientSent`), the front on the TCP port. A front that cannot listen
 * (the port is taken) leaves no socket directory behind.
 */
export async function serveBehindFront(
  options: FrontedServeOptions,
  handler: (request: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>,
): Promise<FrontedServer> {
  const socket = await privateSocketPath();
  const server = Deno.serve(
    { path: socket.path, onListen: () => {} },
    (request, info) => handler(asClientSent(request), info),
  );
  let front: Front;
  try {
    front = startFront({ ...options, appPath: socket.path });
  } catch (err) {
    await server.shutdown();
    await Deno.remove(socket.dir, { recursive: true }).catch(() => {});
    throw err;
  }
  return {
    addr: front.addr,
    async shutdown() {
      front.stopAccepting();
      await server.shutdown();
      await front.closeAll();
      await Deno.remove(socket.dir, { recursive: true }).catch(() => {});
    },
  };
}

/**
 * A fresh private directory (mode 0700) for the app socket, and its socket path. Directories a
 * killed server left behind (`kill -9` runs no cleanup) are removed first: see `removeStale`.
 */
export async function privateSocketPath(): Promise<{ dir: string; path: string }> {
  const dir = await Deno.makeTempDir({ prefix: SOCKET_DIR_PREFIX });
  await Deno.chmod(dir, 0o700);
  await removeStale(dir.slice(0, dir.lastIndexOf("/")), dir);
  return { dir, path: `${dir}/${SOCKET_NAME}` };
}

const SOCKET_DIR_PREFIX = "rankscope-front-";
const SOCKET_NAME = "app.sock";
/** A socket directory younger than this may belong to a server still starting: left alone. */
const STALE_AFTER_MS = 60_000;

/**
 * Removes the socket directories in `tmp` (other than `own`) whose socket nobody listens on and
 * that are older than a minute: what servers killed without cleanup left. Another user's, or one
 * in use, is left alone; failures are ignored (it is housekeeping).
 */
async function removeStale(tmp: string, own: string): Promise<void> {
  try {
    for await (const entry of Deno.readDir(tmp)) {
      const dir = `${tmp}/${entry.name}`;
      if (!entry.isDirectory || !entry.name.startsWith(SOCKET_DIR_PREFIX) || dir === own) continue;
      const age = Date.now() - ((await Deno.stat(dir)).mtime?.getTime() ?? Date.now());
      if (age < STALE_AFTER_MS || await listening(`${dir}/${SOCKET_NAME}`)) continue;
      await Deno.remove(dir, { recursive: true });
    }
  } catch {
    // Not ours to read or remove, or gone meanwhile.
  }
}

/** Whether a server accepts connections on the unix socket `path`. */
async function listening(path: string): Promise<boolean> {
  try {
    (await Deno.connect({ transport: "unix", path })).close();
    return true;
  } catch {
    return false;
  }
}

/**
 * The request as the client sent it to the front: Deno.serve on a unix socket names requests
 * `http+unix://host/path`, whose origin is "null", while the client spoke plain http to the
 * front's TCP port. Links, the OAuth issuer and the MCP resource are named from this origin
 * (routes/http.ts publicBase), so the app is handed the http URL.
 */
export function asClientSent(request: Request): Request {
  if (!request.url.startsWith(UNIX_SCHEME)) return request;
  return new Request(`http:${request.url.slice(UNIX_SCHEME.length)}`, request);
}

const UNIX_SCHEME = "http+unix:";

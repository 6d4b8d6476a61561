/**
 * A canary for SSRF tests: a server on 127.0.0.1 (and on [::1] at the same port when the machine
 * has IPv6 loopback) that records every request reaching it as `METHOD url`. A guard that holds
 * leaves `hits` empty.
 */
export function startCanary(answer: (req: Request) => Response = () => new Response("canary")) {
  const hits: string[] = [];
  const handler = async (req: Request) => {
    hits.push(`${req.method} ${req.url}`);
    await req.body?.cancel();
    return answer(req);
  };
  const v4 = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, handler);
  let v6: Deno.HttpServer | null = null;
  try {
    v6 = Deno.serve({ hostname: "::1", port: v4.addr.port, onListen() {} }, handler);
  } catch {
    v6 = null; // no IPv6 loopback here: the v4 canary still counts
  }
  return {
    port: v4.addr.port,
    hits,
    async close() {
      await v4.shutdown();
      await v6?.shutdown();
    },
  };
}

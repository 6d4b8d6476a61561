/**
 * The MCP conformance suite (`@modelcontextprotocol/conformance`, pinned) against /mcp, for the
 * server scenarios that apply to a stateless, tools-only server: the handshake, ping, the tool
 * list, DNS-rebinding protection and concurrent streams. The rest need the suite's own fixture
 * tools, resources and prompts (`test_simple_text`, `test://static-text` ...) or capabilities this
 * server does not declare (logging, completions, sampling, elicitation). The suite can neither
 * send a key header nor run OAuth, so the key is added in process before the app sees the request
 * (Origin and Host pass through untouched, which the DNS-rebinding scenario needs).
 *
 * The authorization server is tested by the suite's `authorization` command (its metadata, and the
 * authorization code grant with PKCE for a registered public client): the suite prints the URL a
 * person would open, and the test is the person (consent page, key, approve).
 *
 * It runs the suite with `npx` under Node 22 (the suite needs Node >= 22; the npm registry is
 * reachable where CI runs). `CONFORMANCE=0` skips it.
 */
import assert from "node:assert/strict";
import { setup } from "./helpers.ts";
import { answerConsent } from "./oauth_flow.ts";

const SUITE = "@modelcontextprotocol/conformance@0.1.16";
/** The first release with `conformance authorization` (authorization-server scenarios). */
const AUTH_SUITE = "@modelcontextprotocol/conformance@0.2.0-alpha.12";
const SCENARIOS = [
  "server-initialize",
  "ping",
  "tools-list",
  "dns-rebinding-protection",
  "server-sse-multiple-streams",
];

async function runScenario(url: string, scenario: string) {
  const out = await new Deno.Command("npx", {
    args: [
      "-y",
      "-p",
      "node@22",
      "-p",
      SUITE,
      "conformance",
      "server",
      "--url",
      url,
      "--scenario",
      scenario,
    ],
    stdout: "piped",
    stderr: "piped",
    env: { npm_config_update_notifier: "false" },
  }).output();
  const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
  return { code: out.code, text };
}

Deno.test({
  name: "[conformance] the MCP conformance suite's applicable server scenarios pass",
  ignore: Deno.env.get("CONFORMANCE") === "0",
  async fn() {
    const h = await setup();
    const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, (req) => {
      const headers = new Headers(req.headers);
      headers.set("authorization", `Bearer ${h.key}`);
      return h.app.fetch(new Request(req.url, { method: req.method, headers, body: req.body }));
    });
    try {
      const url = `http://127.0.0.1:${server.addr.port}/mcp`;
      for (const scenario of SCENARIOS) {
        const { code, text } = await runScenario(url, scenario);
        console.log(`[conformance] ${scenario}: exit ${code}`);
        assert.equal(code, 0, `${scenario} failed:\n${text.slice(-3000)}`);
        assert.doesNotMatch(text, /\bFAILURE\b|✗/, `${scenario}:\n${text.slice(-3000)}`);
      }
    } finally {
      await server.shutdown();
      await h.close();
    }
  },
});

/** A free loopback port (for the suite's callback server). */
function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
}

/** The person at the consent page: approves with the key and follows the redirect back. */
async function approveAt(url: string, key: string): Promise<void> {
  const answer = await answerConsent(fetch, url, { credential: key });
  await answer.body?.cancel();
  assert.equal(answer.status, 303);
  await (await fetch(answer.headers.get("location")!)).body?.cancel();
}

Deno.test({
  name:
    "[conformance] the suite's authorization-server scenarios pass (metadata, code grant with PKCE)",
  ignore: Deno.env.get("CONFORMANCE") === "0",
  sanitizeResources: false, // the suite's pipes close after the test's last read
  async fn() {
    const h = await setup();
    const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, h.app.fetch);
    const origin = `http://127.0.0.1:${server.addr.port}`;
    const port = freePort();
    let child: Deno.ChildProcess | null = null;
    try {
      const registered = await (await fetch(`${origin}/oauth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          redirect_uris: [`http://127.0.0.1:${port}/callback`],
          client_name: "MCP conformance suite",
          token_endpoint_auth_method: "none",
        }),
      })).json();
      child = new Deno.Command("npx", {
        args: [
          "-y",
          "-p",
          "node@22",
          "-p",
          AUTH_SUITE,
          "conformance",
          "authorization",
          "--url",
          origin,
          "--client-id",
          registered.client_id,
          "--resource",
          `${origin}/mcp`,
          "-p",
          String(port),
        ],
        stdout: "piped",
        stderr: "piped",
        env: { npm_config_update_notifier: "false" },
      }).spawn();
      let text = "";
      const read = async (stream: ReadableStream<Uint8Array>) => {
        for await (const chunk of stream.pipeThrough(new TextDecoderStream())) text += chunk;
      };
      const reading = Promise.all([read(child.stdout), read(child.stderr)]);
      const running = child;
      const authorizeUrl = new RegExp(`${origin}/oauth/authorize\\?\\S+`);
      // The suite prints the URL, then starts its callback server: wait for both.
      const deadline = Date.now() + 180_000;
      while (!/Callback server started/.test(text) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
      }
      const url = authorizeUrl.exec(text)?.[0];
      assert.ok(url, `the suite never printed the authorization URL:\n${text.slice(-2000)}`);
      await approveAt(url, h.key);
      const status = await running.status;
      await reading;
      console.log(`[conformance] ${text.slice(text.indexOf("=== SUMMARY ===")).trim()}`);
      assert.equal(status.code, 0, text.slice(-3000));
      assert.match(text, /Total: 3 passed, 0 failed/);
    } catch (err) {
      try {
        child?.kill(); // a suite still waiting for its callback
      } catch { /* it has ended */ }
      throw err;
    } finally {
      await server.shutdown();
      await h.close();
    }
  },
});

/**
 * The MCP conformance suite (`@modelcontextprotocol/conformance`, pinned) against /mcp, for the
 * server scenarios that apply to a stateless, tools-only server: the handshake, ping, the tool
 * list, DNS-rebinding protection and concurrent streams. The rest need the suite's own fixture
 * tools, resources and prompts (`test_simple_text`, `test://static-text` ...) or capabilities this
 * server does not declare (logging, completions, sampling, elicitation). The suite can neither
 * send a key header nor run OAuth, so the key is added in process before the app sees the request
 * (Origin and Host pass through untouched, which the DNS-rebinding scenario needs).
 *
 * It runs the suite with `npx` under Node 22 (the suite needs Node >= 22; the npm registry is
 * reachable where CI runs). `CONFORMANCE=0` skips it.
 */
import assert from "node:assert/strict";
import { setup } from "./helpers.ts";

const SUITE = "@modelcontextprotocol/conformance@0.1.16";
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

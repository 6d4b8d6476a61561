/**
 * MCP requests of bounded cost (reliability), on the real server in a subprocess. The probe's
 * attack was one 4.8 KB request answered with 65.7 MB: a JSON-RPC batch of 100 tools/list
 * messages, taken under every protocol version, counted as one rate-limit token, the tool list
 * serialised per message. Here: a 100-message batch under 2025-11-25 is
 * refused; a 100-message batch under 2025-03-26 costs 100 tokens; and while eight clients send
 * tools/list batches over and over (refused ones and the largest accepted ones), a ninth client's
 * pings are answered promptly and no answer is larger than the answer cap allows.
 */
import assert from "node:assert/strict";
import { MAX_BATCH_MESSAGES } from "../../routes/mcp_batch.ts";
import { MCP_ANSWER_CAP_BYTES } from "../../routes/mcp_answer.ts";
import { provision, startServer } from "./fault_tools.ts";
import { count, worst } from "./scorecard.ts";

/** Clients sending tools/list batches at once (the probe's eight), and rounds each sends. */
const ATTACKERS = 8;
const ROUNDS = 3;
/** The ninth client's worst wait for a ping, bounded generously (the probe saw 18.9 s). */
const OTHER_CLIENT_WAIT_MS = 2_000;
/** A replaced answer (a JSON-RPC error naming the cap) is a few hundred bytes, outside the cap. */
const REPLACED_ANSWER_BYTES = 512;

const list = (id: number) => ({ jsonrpc: "2.0", id, method: "tools/list" });
const ping = (id: number) => ({ jsonrpc: "2.0", id, method: "ping" });

/** POSTs a JSON-RPC body to `/mcp`; the answer's status, bytes and rate-limit remaining. */
async function post(
  base: string,
  headers: Record<string, string>,
  body: unknown,
  version: string | null,
) {
  const res = await fetch(`${base}/mcp`, {
    method: "POST",
    headers: { ...headers, ...(version === null ? {} : { "mcp-protocol-version": version }) },
    body: JSON.stringify(body),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    status: res.status,
    bytes,
    json: () => JSON.parse(new TextDecoder().decode(bytes)),
    remaining: Number(res.headers.get("ratelimit-remaining")),
  };
}

Deno.test("[reliability] MCP: batches only under 2025-03-26, a token per message, a ninth client served during eight tools/list batch floods, answers within the cap", async () => {
  const dir = await Deno.makeTempDir({ prefix: "rankscope-mcp-" });
  // A day-long window: the token counts below never straddle a window boundary.
  const server = await startServer(`${dir}/service.kv`, {
    PROVIDER: "sandbox",
    RATE_LIMIT_WINDOW_SECONDS: "86400",
  }, "main");
  try {
    const attacker = (await provision(server.base, 1000)).headers;
    const other = (await provision(server.base, 1000)).headers;
    const hundred = Array.from({ length: 100 }, (_, i) => list(i + 1));

    // The probe's request under 2025-11-25: refused whole before anything runs.
    const refused = await post(server.base, attacker, hundred, "2025-11-25");
    assert.equal(refused.status, 400);
    assert.equal(refused.json().error.code, -32600);
    assert.ok(refused.bytes.length < 1024, `${refused.bytes.length} bytes`);
    await count("mcp_batches_refused", 1);

    // A batch of 100 under 2025-03-26 costs 100 control tokens.
    const before = (await post(server.base, attacker, ping(0), "2025-03-26")).remaining;
    const batch = Array.from({ length: 100 }, (_, i) => ping(i + 1));
    const taken = await post(server.base, attacker, batch, "2025-03-26");
    assert.equal(taken.status, 200);
    assert.equal(taken.json().length, 100);
    const gap = Math.abs(before - taken.remaining - 100);
    await worst("mcp_batch_token_gap", gap);
    assert.equal(gap, 0, `charged ${before - taken.remaining} tokens for 100 messages`);

    // The tool list is built on the first tools/list of the process: once, before the attack.
    await post(server.base, other, list(0), "2025-11-25");

    const flood = async () => {
      let largest = 0;
      for (let round = 0; round < ROUNDS; round++) {
        for (const version of ["2025-11-25", null, "2025-03-26"]) {
          // 2025-03-26 (and no header, which is 2025-03-26) batches; later versions do not.
          const answer = await post(server.base, attacker, hundred, version);
          assert.equal(answer.status, version === "2025-11-25" ? 400 : 200);
          largest = Math.max(largest, answer.bytes.length);
        }
      }
      return largest;
    };
    let attacking = true;
    const waits: number[] = [];
    const ninth = (async () => {
      for (let id = 1; attacking; id++) {
        const start = performance.now();
        const answer = await post(server.base, other, ping(id), "2025-11-25");
        waits.push(performance.now() - start);
        assert.equal(answer.status, 200);
        assert.deepEqual(answer.json(), { jsonrpc: "2.0", id, result: {} });
      }
    })();
    const largest = Math.max(...await Promise.all(Array.from({ length: ATTACKERS }, flood)));
    attacking = false;
    await ninth;

    const wait = Math.max(...waits);
    await worst("mcp_attack_other_client_wait_ms", Math.round(wait));
    await worst("mcp_largest_answer_bytes", largest);
    assert.ok(waits.length > 1, "the ninth client was served during the attack");
    assert.ok(wait < OTHER_CLIENT_WAIT_MS, `the ninth client waited ${Math.round(wait)} ms`);
    const bound = MCP_ANSWER_CAP_BYTES + MAX_BATCH_MESSAGES * REPLACED_ANSWER_BYTES;
    assert.ok(largest <= bound, `an answer of ${largest} bytes (bound ${bound})`);
    console.log(
      `ninth client: ${waits.length} pings, worst ${
        Math.round(wait)
      } ms; largest answer ${largest} bytes`,
    );
  } finally {
    await server.stop();
    await Deno.remove(dir, { recursive: true });
  }
});

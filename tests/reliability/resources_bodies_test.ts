/**
 * Body slots under stalled uploads (reliability), on the real server in a subprocess behind a
 * trusted proxy (the test is the proxy: X-Forwarded-For names each client): 300 connections
 * without a key that declare a body and stall (REST, MCP, OAuth token and registration, mixed)
 * from one client address must not refuse anything with a credential: a keyed REST POST, an MCP
 * tool call, an OAuth refresh grant and an admin call all succeed while they are open; and one key
 * with 20 stalled uploads cannot stop another key's POSTs. A held stalled body ends in 408 with
 * `Connection: close` at BODY_READ_TIMEOUT_MS.
 */
import assert from "node:assert/strict";
import * as oauth from "oauth4webapi";
import { operations } from "../../lib/operations/mod.ts";
import { answerConsent, type Send } from "../oauth_flow.ts";
import { mcpToolCall } from "../helpers.ts";
import { type Child, spawnDeno, startTaskArgs } from "../process.ts";
import { count } from "./scorecard.ts";

const LISTENING = /listening on http:\/\/[^:]+:(\d+)/;
const ADMIN = "test-admin-token-0123456789";
/** Long enough that every keyed call below ends while the stalled uploads are still held. */
const READ_TIMEOUT_MS = 8_000;
const STALLED = 300;
/** How long a body beyond its share waits for a slot before its 503 (routes/middleware/body.ts). */
const SLOT_WAIT_MS = 1_000;
/** The one client the stalled uploads come from, and the client whose calls must be served. */
const ATTACKER = "198.51.100.7";
const CLIENT = "203.0.113.5";
const OP = operations.find((op) => op.path === "/serp/volatility")!;

interface Server {
  child: Child;
  port: number;
  base: string;
  key: string;
  dir: string;
}

async function startServer(): Promise<Server> {
  const dir = await Deno.makeTempDir({ prefix: "rankscope-bodies-" });
  const child = await spawnDeno(await startTaskArgs(), {
    env: {
      PORT: "0",
      BIND_ADDRESS: "127.0.0.1",
      KV_PATH: `${dir}/service.kv`,
      PROVIDER: "sandbox",
      ADMIN_TOKEN: ADMIN,
      BODY_READ_TIMEOUT_MS: String(READ_TIMEOUT_MS),
      TRUSTED_PROXIES: "127.0.0.1",
    },
    marker: LISTENING,
  });
  const port = Number(LISTENING.exec(child.output)![1]);
  const key = /^\s+(sk_live_\S+)\s*$/m.exec(child.output)![1];
  return { child, port, base: `http://127.0.0.1:${port}`, key, dir };
}

/** A raw connection that sends a POST's head declaring a large body, one byte of it, and stalls. */
interface Stall {
  path: string;
  /** The status line of the answer, once one came (null while none did). */
  answer: Promise<string | null>;
  answered: string | null;
  conn: Deno.TcpConn;
}

async function stall(
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<Stall> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  const head = [
    `POST ${path} HTTP/1.1`,
    "Host: 127.0.0.1",
    "Content-Length: 1000000",
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ].join("\r\n");
  await conn.write(new TextEncoder().encode(`${head}\r\n\r\n{`));
  const s: Stall = { path, conn, answered: null, answer: Promise.resolve(null) };
  s.answer = readHead(conn).then((text) => s.answered = text);
  return s;
}

/** The head of the first answer on `conn` (status line and headers), or null if it closed. */
async function readHead(conn: Deno.Conn): Promise<string | null> {
  const buf = new Uint8Array(4096);
  let text = "";
  try {
    while (!text.includes("\r\n\r\n")) {
      const n = await conn.read(buf);
      if (n === null) return text || null;
      text += new TextDecoder().decode(buf.subarray(0, n));
    }
  } catch {
    return text || null; // closed by the test
  }
  return text.split("\r\n\r\n")[0];
}

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const JSON_TYPE = { "content-type": "application/json" };

/** The 300 keyless stalls: REST, MCP, OAuth token and registration in turn, from one client. */
async function stallKeyless(port: number): Promise<Stall[]> {
  const kinds: [string, Record<string, string>][] = [
    [`/api/v1${OP.path}`, JSON_TYPE],
    ["/mcp", { ...JSON_TYPE, accept: "application/json, text/event-stream" }],
    ["/oauth/token", FORM],
    ["/oauth/register", JSON_TYPE],
  ];
  const stalls: Stall[] = [];
  for (let i = 0; i < STALLED; i++) {
    const [path, headers] = kinds[i % kinds.length];
    stalls.push(await stall(port, path, { ...headers, "x-forwarded-for": ATTACKER }));
  }
  return stalls;
}

/** Registration, consent and the code grant over the socket, as the client at `CLIENT`. */
async function oauthTokens(s: Server, send: Send) {
  const redirectUri = "http://127.0.0.1:7777/callback";
  const registered = await (await send(`${s.base}/oauth/register`, {
    method: "POST",
    headers: JSON_TYPE,
    body: JSON.stringify({
      redirect_uris: [redirectUri],
      client_name: "Bodies test",
      token_endpoint_auth_method: "none",
      grant_types: ["authorization_code", "refresh_token"],
    }),
  })).json();
  const verifier = oauth.generateRandomCodeVerifier();
  const url = new URL(`${s.base}/oauth/authorize`);
  for (
    const [k, v] of Object.entries({
      client_id: registered.client_id,
      redirect_uri: redirectUri,
      response_type: "code",
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      scope: "mcp",
      resource: `${s.base}/mcp`,
      state: "st",
    })
  ) url.searchParams.set(k, v);
  const answer = await answerConsent(send, url, { credential: s.key });
  const code = new URL(answer.headers.get("location")!).searchParams.get("code");
  assert.ok(code, `the consent answer redirects with a code (${answer.status})`);
  const tokens = await (await send(`${s.base}/oauth/token`, {
    method: "POST",
    headers: FORM,
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      client_id: registered.client_id,
      code_verifier: verifier,
      resource: `${s.base}/mcp`,
    }).toString(),
  })).json();
  assert.ok(tokens.refresh_token, JSON.stringify(tokens));
  return { clientId: registered.client_id as string, refreshToken: tokens.refresh_token as string };
}

/** A call with a credential: its label and status (2xx expected). */
interface Outcome {
  label: string;
  status: number;
  text: string;
}

async function outcome(label: string, res: Promise<Response>): Promise<Outcome> {
  const r = await res;
  return { label, status: r.status, text: await r.text() };
}

/** The calls not answered 2xx, with the start of their answer. */
function refused(outcomes: Outcome[]): Outcome[] {
  return outcomes.filter((o) => o.status < 200 || o.status >= 300)
    .map((o) => ({ ...o, text: o.text.slice(0, 300) }));
}

async function closeAll(stalls: Stall[]): Promise<void> {
  for (const s of stalls) {
    try {
      s.conn.close();
    } catch { /* closed by the server */ }
  }
  await Promise.all(stalls.map((s) => s.answer));
}

Deno.test({
  name:
    "[reliability] 300 stalled keyless uploads refuse no keyed REST, MCP, OAuth refresh or admin call; one key's 20 stalled uploads do not stop another key",
  sanitizeResources: false,
  async fn() {
    const s = await startServer();
    const send: Send = (url, init = {}) =>
      fetch(url, {
        ...init,
        headers: { ...init.headers as Record<string, string>, "x-forwarded-for": CLIENT },
      });
    const keyed = (key: string) => ({ "x-api-key": key, ...JSON_TYPE, "x-forwarded-for": CLIENT });
    let stalls: Stall[] = [];
    try {
      const { clientId, refreshToken } = await oauthTokens(s, send);
      const workspaces = await (await send(`${s.base}/admin/v1/workspaces`, {
        headers: { authorization: `Bearer ${ADMIN}` },
      })).json();
      const workspaceId = workspaces.workspaces?.[0]?.workspace_id;
      assert.ok(workspaceId, JSON.stringify(workspaces).slice(0, 300));

      stalls = await stallKeyless(s.port);
      await new Promise((r) => setTimeout(r, 500)); // every stalled head has reached the server
      const started = Date.now();
      const calls: Outcome[] = [];
      for (let i = 0; i < 3; i++) {
        calls.push(
          await outcome(
            "REST POST",
            send(`${s.base}/api/v1${OP.path}?sync=true`, {
              method: "POST",
              headers: keyed(s.key),
              body: JSON.stringify(OP.example),
            }),
          ),
        );
      }
      const mcp = mcpToolCall(s.key, OP.id, OP.example);
      calls.push(await outcome("MCP tools/call", send(`${s.base}/mcp`, mcp)));
      calls.push(
        await outcome(
          "OAuth refresh grant",
          send(`${s.base}/oauth/token`, {
            method: "POST",
            headers: FORM,
            body: new URLSearchParams({
              grant_type: "refresh_token",
              refresh_token: refreshToken,
              client_id: clientId,
              resource: `${s.base}/mcp`,
            }).toString(),
          }),
        ),
      );
      const created = await outcome(
        "admin POST /keys",
        send(`${s.base}/admin/v1/keys`, {
          method: "POST",
          headers: { authorization: `Bearer ${ADMIN}`, ...JSON_TYPE },
          body: JSON.stringify({ workspace_id: workspaceId, name: "second" }),
        }),
      );
      calls.push(created);
      const callsMs = Date.now() - started;
      // Uploads beyond a share wait up to a second for a slot before their 503: past that, only
      // the uploads that hold a slot are unanswered.
      await new Promise((r) => setTimeout(r, SLOT_WAIT_MS + 500));
      const held = stalls.filter((st) => st.answered === null);
      const heldOAuth = held.filter((st) => st.path.startsWith("/oauth/")).length;
      console.log(
        `[bodies] ${STALLED} stalled keyless uploads from one address: ${held.length} held a ` +
          `body slot (${heldOAuth} on /oauth), the rest were answered within the slot wait; ${calls.length} ` +
          `keyed calls in ${callsMs} ms: ${calls.map((c) => `${c.label} ${c.status}`).join(", ")}`,
      );
      assert.ok(
        held.length > 0,
        "some stalled uploads still hold a slot: the calls ran while the stall was in place",
      );
      assert.ok(heldOAuth <= 4, `one address holds MAX_BODIES_PER_ADDRESS (4), got ${heldOAuth}`);
      const mcpBody = JSON.parse(calls[3].text || "{}");
      assert.equal(mcpBody.result?.isError, false, calls[3].text.slice(0, 300));
      await count("stalled_keyless_uploads", STALLED);
      const refusedKeyed = refused(calls);
      await count("keyed_calls_refused_under_stalled_uploads", refusedKeyed.length);
      assert.equal(refusedKeyed.length, 0, JSON.stringify(refusedKeyed));

      // The held uploads end in 408 with Connection: close at the read timeout.
      await Promise.all(held.map((st) => st.answer));
      for (const st of held) {
        assert.match(st.answered ?? "", /^HTTP\/1\.1 408 /, st.path);
        assert.match(st.answered ?? "", /\r\nconnection: close/i, st.path);
      }
      await closeAll(stalls);

      // One key with 20 stalled uploads: its own 17th body is refused, another key's are read.
      const second = JSON.parse(created.text).key as string;
      stalls = [];
      for (let i = 0; i < 20; i++) {
        stalls.push(
          await stall(s.port, `/api/v1${OP.path}`, { ...keyed(s.key) }),
        );
      }
      await new Promise((r) => setTimeout(r, 500));
      const post = (key: string) =>
        send(`${s.base}/api/v1${OP.path}?sync=true`, {
          method: "POST",
          headers: keyed(key),
          body: JSON.stringify(OP.example),
        });
      const others: Outcome[] = [];
      for (let i = 0; i < 3; i++) others.push(await outcome("other key's POST", post(second)));
      const own = await outcome("the stalling key's POST", post(s.key));
      const heldByKey = stalls.filter((st) => st.answered === null).length;
      console.log(
        `[bodies] one key, 20 stalled uploads: ${heldByKey} held; another key's POSTs: ${
          others.map((o) => o.status).join(", ")
        }; the stalling key's own POST: ${own.status}`,
      );
      assert.equal(heldByKey, 16, "MAX_BODIES_PER_CALLER (16) of the 20 are held");
      assert.equal(own.status, 503, own.text);
      assert.match(own.text, /MAX_BODIES_PER_CALLER/);
      const refusedOther = refused(others);
      await count("other_key_calls_refused_under_one_key_stalls", refusedOther.length);
      assert.equal(refusedOther.length, 0, JSON.stringify(refusedOther));
    } finally {
      await closeAll(stalls);
      await s.child.stop();
      await Deno.remove(s.dir, { recursive: true });
    }
  },
});

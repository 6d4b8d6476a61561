/**
 * The MCP SDK client's own OAuth provider against the server over a real socket: the client
 * meets the 401, discovers, registers (or names its client ID metadata document), sends the person
 * to the consent page, finishes with the code, calls a tool, refreshes an expired token by itself,
 * and after revocation is sent back to authorization.
 */
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client"
import { Client } from "@modelcontextprotocol/sdk/client";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
// @ts-types="@modelcontextprotocol/sdk/client/auth"
import {
  type OAuthClientProvider,
  UnauthorizedError,
} from "@modelcontextprotocol/sdk/client/auth.js";
// @ts-types="@modelcontextprotocol/sdk/shared/auth"
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import { operations } from "../lib/operations/mod.ts";
import type { WebFetcher } from "../lib/web/fetcher.ts";
import { type Harness, setup } from "./helpers.ts";
import { answerConsent } from "./oauth_flow.ts";

const REDIRECT = "http://127.0.0.1:7778/oauth/callback";
const DOCUMENT_URL = "https://agent.example/.well-known/oauth-client.json";

/** An in-memory provider, as a CLI client keeps its state; the person is simulated apart. */
class MemoryProvider implements OAuthClientProvider {
  info?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = "";
  authorizationUrl?: URL;
  constructor(readonly clientMetadataUrl?: string) {}
  get redirectUrl() {
    return REDIRECT;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: "SDK Agent",
      redirect_uris: [REDIRECT],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    };
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
  invalidateCredentials(scope: "all" | "client" | "tokens" | "verifier" | "discovery") {
    if (scope === "all" || scope === "tokens") this.saved = undefined;
    if (scope === "all" || scope === "client") this.info = undefined;
  }
}

/** The harness app on a real socket. */
function listen(h: Harness) {
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, h.app.fetch);
  return { url: new URL(`http://127.0.0.1:${server.addr.port}/mcp`), server };
}

/** The person: opens the authorization URL, pastes the workspace's key, approves; the code. */
async function approve(h: Harness, url: URL): Promise<string> {
  const answer = await answerConsent(fetch, url, { credential: h.key });
  assert.equal(answer.status, 303);
  await answer.body?.cancel();
  const back = new URL(answer.headers.get("location")!);
  assert.equal(back.origin + back.pathname, REDIRECT);
  return back.searchParams.get("code")!;
}

/** Connects a client through the SDK's flow; returns it connected. */
async function connectWithOAuth(h: Harness, url: URL, provider: MemoryProvider) {
  const first = new StreamableHTTPClientTransport(url, { authProvider: provider });
  const client = new Client({ name: "sdk-oauth-test", version: "1.0.0" });
  await assert.rejects(() => client.connect(first), UnauthorizedError);
  assert.ok(provider.authorizationUrl, "the SDK sent the person to the authorization endpoint");
  await first.finishAuth(await approve(h, provider.authorizationUrl));
  await first.close();
  const connected = new Client({ name: "sdk-oauth-test", version: "1.0.0" });
  await connected.connect(new StreamableHTTPClientTransport(url, { authProvider: provider }));
  return connected;
}

const EXAMPLE_OP = operations.find((op) => op.id === "keyword_metrics_overview")!;

Deno.test("the MCP SDK client's OAuth provider: register, consent, tool call, refresh, revocation", async () => {
  let now = Date.parse("2026-11-27T10:00:00Z");
  const h = await setup({ now: () => new Date(now) });
  const { url, server } = listen(h);
  try {
    const provider = new MemoryProvider();
    const client = await connectWithOAuth(h, url, provider);
    assert.match(provider.info!.client_id, /^client_/);
    assert.match(provider.saved!.access_token, /^rs_at_/);
    const result = await client.callTool({ name: EXAMPLE_OP.id, arguments: EXAMPLE_OP.example });
    assert.equal(result.isError, false);

    // An hour later the access token has expired: the SDK refreshes by itself and goes on.
    const before = provider.saved!;
    now += 3601_000;
    const again = await client.callTool({ name: EXAMPLE_OP.id, arguments: EXAMPLE_OP.example });
    assert.equal(again.isError, false);
    assert.notEqual(provider.saved!.access_token, before.access_token);
    assert.notEqual(provider.saved!.refresh_token, before.refresh_token);
    await client.close();

    // Revoked (RFC 7009 with the client's id): the next call is refused and the SDK starts over.
    const revoked = await fetch(new URL("/oauth/revoke", url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        token: provider.saved!.refresh_token!,
        client_id: provider.info!.client_id,
      }),
    });
    assert.equal(revoked.status, 200);
    await revoked.body?.cancel();
    provider.authorizationUrl = undefined;
    const after = new Client({ name: "sdk-oauth-test", version: "1.0.0" });
    await assert.rejects(
      () => after.connect(new StreamableHTTPClientTransport(url, { authProvider: provider })),
      UnauthorizedError,
    );
    assert.ok(provider.authorizationUrl, "sent back to the consent page");
  } finally {
    await server.shutdown();
    await h.close();
  }
});

/** Serves one client ID metadata document; any other URL is refused. */
function documentWeb(document: unknown): WebFetcher {
  return {
    get(url) {
      if (url !== DOCUMENT_URL) return Promise.reject(new Error(`unexpected fetch of ${url}`));
      return Promise.resolve({
        url,
        status: 200,
        headers: new Headers({ "content-type": "application/json" }),
        body: new TextEncoder().encode(JSON.stringify(document)),
        redirects: [],
      });
    },
  };
}

Deno.test("the MCP SDK client with a client ID metadata document: no registration, the URL is the client id", async () => {
  const provider = new MemoryProvider(DOCUMENT_URL);
  const h = await setup({
    web: documentWeb({ ...provider.clientMetadata, client_id: DOCUMENT_URL }),
  });
  const { url, server } = listen(h);
  try {
    const client = await connectWithOAuth(h, url, provider);
    assert.equal(provider.info!.client_id, DOCUMENT_URL);
    const page = await fetch(provider.authorizationUrl!);
    assert.match(await page.text(), /its metadata document is published at this address/);
    const tools = await client.listTools();
    assert.ok(tools.tools.some((t) => t.name === EXAMPLE_OP.id));
    await client.close();
  } finally {
    await server.shutdown();
    await h.close();
  }
});

Deno.test("a metadata document that names another client id is refused on the page", async () => {
  const h = await setup({
    web: documentWeb({ redirect_uris: [REDIRECT], client_id: "https://other.example/client.json" }),
  });
  try {
    const res = await h.app.request(
      `http://localhost/oauth/authorize?${new URLSearchParams({
        client_id: DOCUMENT_URL,
        response_type: "code",
        code_challenge: "a".repeat(43),
        code_challenge_method: "S256",
      })}`,
    );
    assert.equal(res.status, 400);
    assert.match(await res.text(), /names another client_id/);
  } finally {
    await h.close();
  }
});

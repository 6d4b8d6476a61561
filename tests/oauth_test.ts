/**
 * OAuth 2.1 for /mcp, end to end with a real OAuth client library (oauth4webapi): discovery from
 * the 401, registration, PKCE, consent, tokens, a tool call, refresh, revocation; and the
 * refusals: wrong verifier, reused code, wrong resource, expired and revoked tokens, replayed
 * refresh tokens, bad consent answers, bad registrations.
 */
import assert from "node:assert/strict";
import * as oauth from "oauth4webapi";
import { REFRESH_GRACE_MS } from "../lib/oauth/grants.ts";
import { operations } from "../lib/operations/mod.ts";
import { type Harness, mcpToolCall, setup } from "./helpers.ts";
import {
  authorizationUrl,
  authorize,
  BASE,
  codeTokenRequest,
  connectClient,
  consent,
  discoverAndRegister,
  type Flow,
  redeem,
  redirectedTo,
  RESOURCE,
  viaApp,
} from "./oauth_flow.ts";

const EXAMPLE_OP = operations.find((op) => op.id === "keyword_metrics_overview")!;

/** A tool call to /mcp with a bearer access token. */
async function toolCall(h: Harness, token: string) {
  const init = mcpToolCall(token, EXAMPLE_OP.id, EXAMPLE_OP.example);
  return await h.app.request(`${BASE}/mcp`, init);
}

/** A harness with a clock the test moves. */
async function clocked() {
  let now = Date.parse("2026-11-27T10:00:00Z");
  const h = await setup({ now: () => new Date(now) });
  return { h, advance: (ms: number) => now += ms };
}

async function oauthError(res: Response): Promise<{ status: number; error: string; text: string }> {
  const text = await res.text();
  return { status: res.status, error: JSON.parse(text).error, text };
}

Deno.test("oauth4webapi: discovery, registration, PKCE, consent, tool call, refresh, revocation", async () => {
  const h = await setup();
  try {
    const { flow, tokens } = await connectClient(h);
    assert.match(tokens.access_token, /^rs_at_/);
    assert.equal(tokens.token_type, "bearer");
    assert.equal(tokens.expires_in, 3600);
    assert.equal(tokens.scope, "mcp");
    assert.ok(tokens.refresh_token);

    const before = (await h.services.ledger.balance(h.workspaceId))!.remaining;
    const called = await toolCall(h, tokens.access_token);
    assert.equal(called.status, 200);
    const body = await called.json();
    assert.equal(body.result.isError, false, JSON.stringify(body).slice(0, 400));
    const charged = Number(called.headers.get("x-credits-charged"));
    assert.ok(charged > 0);
    const after = (await h.services.ledger.balance(h.workspaceId))!.remaining;
    assert.equal(after, before - charged, "the call is charged to the approving workspace");

    // Refresh: a new pair; the old refresh token is spent.
    const refreshed = await oauth.processRefreshTokenResponse(
      flow.as,
      flow.client,
      await oauth.refreshTokenGrantRequest(
        flow.as,
        flow.client,
        flow.auth,
        tokens.refresh_token!,
        { ...viaApp(h), additionalParameters: { resource: RESOURCE } },
      ),
    );
    assert.notEqual(refreshed.access_token, tokens.access_token);
    assert.notEqual(refreshed.refresh_token, tokens.refresh_token);
    assert.equal((await toolCall(h, refreshed.access_token)).status, 200);

    // Revocation (RFC 7009) ends the connection: the next call gets 401 with the challenge.
    await oauth.processRevocationResponse(
      await oauth.revocationRequest(
        flow.as,
        flow.client,
        flow.auth,
        refreshed.access_token,
        viaApp(h),
      ),
    );
    const refused = await toolCall(h, refreshed.access_token);
    assert.equal(refused.status, 401);
    assert.match(refused.headers.get("www-authenticate")!, /^Bearer .*error="invalid_token"/);
    assert.equal((await refused.json()).error.code, "UNAUTHORIZED");
  } finally {
    await h.close();
  }
});

Deno.test("the token endpoint refuses a wrong PKCE verifier, a reused code and a wrong resource", async () => {
  const h = await setup();
  try {
    const flow = await discoverAndRegister(h);
    const tokenRequest = (params: URLSearchParams, verifier: string, resource = RESOURCE) =>
      codeTokenRequest(h, flow, params, verifier, resource);

    // Wrong verifier: refused, and the code is spent (a stolen code cannot be tried twice).
    const first = await authorize(h, flow);
    const wrong = await oauthError(
      await tokenRequest(first.params, oauth.generateRandomCodeVerifier()),
    );
    assert.deepEqual([wrong.status, wrong.error], [400, "invalid_grant"]);
    assert.match(wrong.text, /code_verifier/);
    const after = await oauthError(await tokenRequest(first.params, first.verifier));
    assert.equal(after.error, "invalid_grant");

    // Wrong resource at the token endpoint.
    const second = await authorize(h, flow);
    const target = await oauthError(
      await tokenRequest(second.params, second.verifier, "http://elsewhere.example/mcp"),
    );
    assert.equal(target.error, "invalid_grant");
    assert.match(target.text, /resource/);

    // Reused code: refused, and the tokens issued for it stop working.
    const third = await authorize(h, flow);
    const tokens = await redeem(h, flow, third.params, third.verifier);
    assert.equal((await toolCall(h, tokens.access_token)).status, 200);
    const reused = await oauthError(await tokenRequest(third.params, third.verifier));
    assert.equal(reused.error, "invalid_grant");
    assert.match(reused.text, /already used/);
    assert.equal((await toolCall(h, tokens.access_token)).status, 401);

    // Wrong resource at the authorization endpoint: the error page, never a redirect.
    const { url } = await authorizationUrl(flow, {
      state: "s1",
      resource: "https://other.example/mcp",
    });
    const page = await h.app.request(String(url));
    assert.equal(page.status, 400);
    assert.equal(page.headers.get("location"), null);
    assert.match(await page.text(), /invalid_target/);
  } finally {
    await h.close();
  }
});

Deno.test("an access token expires after an hour; a refresh token replayed revokes its connection", async () => {
  const { h, advance } = await clocked();
  try {
    const { flow, tokens } = await connectClient(h);
    assert.equal((await toolCall(h, tokens.access_token)).status, 200);
    advance(3600_000 + 1000);
    const expired = await toolCall(h, tokens.access_token);
    assert.equal(expired.status, 401);
    assert.match(expired.headers.get("www-authenticate")!, /error="invalid_token"/);
    assert.match((await expired.json()).error.message, /expired/);

    const refresh = (token: string) =>
      oauth.refreshTokenGrantRequest(flow.as, flow.client, flow.auth, token, viaApp(h));
    const renewed = await oauth.processRefreshTokenResponse(
      flow.as,
      flow.client,
      await refresh(tokens.refresh_token!),
    );
    assert.equal((await toolCall(h, renewed.access_token)).status, 200);
    // The old refresh token again after the grace window: a replay (stolen, or a confused client).
    advance(REFRESH_GRACE_MS + 1000);
    const replay = await oauthError(await refresh(tokens.refresh_token!));
    assert.equal(replay.error, "invalid_grant");
    assert.match(replay.text, /revoked/);
    assert.equal((await toolCall(h, renewed.access_token)).status, 401);
    const dead = await oauthError(await refresh(renewed.refresh_token!));
    assert.equal(dead.error, "invalid_grant");
  } finally {
    await h.close();
  }
});

Deno.test("an expired code is refused", async () => {
  const { h, advance } = await clocked();
  try {
    const flow = await discoverAndRegister(h);
    const { params, verifier } = await authorize(h, flow);
    advance(301_000);
    await assert.rejects(
      () => redeem(h, flow, params, verifier),
      (err: oauth.ResponseBodyError) =>
        err.error === "invalid_grant" && /expired/.test(err.error_description ?? ""),
    );
  } finally {
    await h.close();
  }
});

Deno.test("consent: a wrong credential shows the page again; deny goes back with access_denied", async () => {
  const h = await setup();
  try {
    const flow = await discoverAndRegister(h);
    const { url } = await authorizationUrl(flow, {
      redirect_uri: null,
      scope: null,
      resource: null,
      state: "xyz",
    });
    const page = await h.app.request(String(url));
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /Connect Test Agent to Rankscope\?/);
    assert.match(
      page.headers.get("content-security-policy")!,
      /form-action 'self' http:\/\/127\.0\.0\.1:7777/,
    );
    assert.match(page.headers.get("content-security-policy")!, /frame-ancestors 'none'/);

    for (
      const [credential, why] of [
        ["sk_live_" + "x".repeat(43), /Unknown API key/],
        ["not-a-key", /not an API key/],
        ["test-admin-token-0123456789", /name the workspace id/],
      ] as const
    ) {
      const answer = await consent(h, url, { credential });
      assert.equal(answer.status, 403);
      assert.equal(answer.headers.get("location"), null);
      assert.match(await answer.text(), why);
    }

    const denied = redirectedTo(await consent(h, url, { decision: "deny" }));
    assert.equal(denied.searchParams.get("error"), "access_denied");
    assert.equal(denied.searchParams.get("state"), "xyz");

    // The admin token with a workspace id approves too; a form from another site is refused.
    const admin = redirectedTo(
      await consent(h, url, {
        credential: "test-admin-token-0123456789",
        workspace_id: h.workspaceId,
      }),
    );
    assert.ok(admin.searchParams.get("code"));
    const forged = await consent(h, url, { origin: "https://evil.example" });
    assert.equal(forged.status, 400);
    assert.match(await forged.text(), /posted from https:\/\/evil\.example/);
  } finally {
    await h.close();
  }
});

Deno.test("the authorization endpoint never redirects to an unregistered redirect URI", async () => {
  const h = await setup();
  try {
    const flow = await discoverAndRegister(h);
    const base = {
      client_id: flow.client.client_id,
      response_type: "code",
      code_challenge: "a".repeat(43),
      code_challenge_method: "S256",
    };
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ ...base, redirect_uri: "https://evil.example/cb" }, /not one the client registered/],
      [{ ...base, client_id: "client_unknown" }, /not registered here/],
      [{ response_type: "code" }, /client_id: is required/],
    ];
    for (const [params, why] of cases) {
      const res = await h.app.request(`${BASE}/oauth/authorize?${new URLSearchParams(params)}`);
      assert.equal(res.status, 400);
      assert.equal(res.headers.get("location"), null);
      assert.match(await res.text(), why);
    }
    // A loopback redirect on another port is the same registration (RFC 8252 §7.3).
    const other = await h.app.request(
      `${BASE}/oauth/authorize?${new URLSearchParams({
        ...base,
        redirect_uri: "http://127.0.0.1:9999/callback",
      })}`,
    );
    assert.equal(other.status, 200);
    // Nor to a registered one on its own: errors are shown (RFC 9700 §4.11.2), a loopback URI
    // with credentials or a fragment is refused as at registration.
    for (
      const [params, why] of [
        [{ ...base, code_challenge_method: "plain" }, /S256/],
        [{ ...base, redirect_uri: "http://u:p@127.0.0.1:9999/callback" }, /credentials/],
        [{ ...base, redirect_uri: "http://127.0.0.1:9999/callback#x" }, /fragment/],
      ] as const
    ) {
      const res = await h.app.request(`${BASE}/oauth/authorize?${new URLSearchParams(params)}`);
      assert.equal(res.status, 400);
      assert.equal(res.headers.get("location"), null);
      assert.match(await res.text(), why);
    }
  } finally {
    await h.close();
  }
});

Deno.test("confidential clients authenticate with client_secret_basic or _post; a wrong secret is 401", async () => {
  const h = await setup();
  try {
    for (const method of ["client_secret_basic", "client_secret_post"] as const) {
      const flow = await discoverAndRegister(h, { method });
      const { params, verifier } = await authorize(h, flow);
      const tokens = await redeem(h, flow, params, verifier);
      assert.equal((await toolCall(h, tokens.access_token)).status, 200);
      const wrong: Flow = { ...flow, auth: oauth.ClientSecretPost("rs_cs_wrong") };
      const res = await oauth.refreshTokenGrantRequest(
        wrong.as,
        wrong.client,
        wrong.auth,
        tokens.refresh_token!,
        viaApp(h),
      );
      const refused = await oauthError(res);
      assert.deepEqual([refused.status, refused.error], [401, "invalid_client"]);
    }
  } finally {
    await h.close();
  }
});

Deno.test("registration refuses unsafe redirect URIs and bad metadata, naming the field", async () => {
  const h = await setup();
  try {
    const register = (body: unknown, type = "application/json") =>
      h.app.request(`${BASE}/oauth/register`, {
        method: "POST",
        headers: { "content-type": type },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    const cases: Array<[unknown, string, RegExp]> = [
      [{ redirect_uris: ["http://example.com/cb"] }, "invalid_redirect_uri", /loopback/],
      [{ redirect_uris: ["javascript:alert(1)"] }, "invalid_redirect_uri", /javascript/],
      [{ redirect_uris: [] }, "invalid_redirect_uri", /redirect_uris/],
      [
        { redirect_uris: ["https://a.example/cb"], response_types: ["token"] },
        "invalid_client_metadata",
        /response_types/,
      ],
      [
        { redirect_uris: ["https://a.example/cb"], grant_types: ["client_credentials"] },
        "invalid_client_metadata",
        /grant_types/,
      ],
      ["{not json", "invalid_client_metadata", /not JSON/],
    ];
    for (const [body, error, why] of cases) {
      const res = await register(body);
      const got = await oauthError(res);
      assert.deepEqual([got.status, got.error], [400, error], got.text);
      assert.match(got.text, why);
    }
    const form = await oauthError(await register("redirect_uris=x", "text/plain"));
    assert.equal(form.error, "invalid_client_metadata");

    // What this server does not issue is dropped, and the answer says what was registered.
    const ok = await register({
      redirect_uris: ["cursor://anysphere.cursor-retrieval/oauth/callback"],
      token_endpoint_auth_method: "none",
      client_name: "Cursor",
      grant_types: ["authorization_code", "refresh_token", "client_credentials"],
      response_types: ["code", "token"],
      scope: "openid mcp offline_access",
      unknown_field: "dropped",
    });
    assert.equal(ok.status, 201);
    assert.equal(ok.headers.get("cache-control"), "no-store");
    const info = await ok.json();
    assert.match(info.client_id, /^client_/);
    assert.equal(info.client_secret, undefined);
    assert.equal(info.unknown_field, undefined);
    assert.deepEqual(info.grant_types, ["authorization_code", "refresh_token"]);
    assert.deepEqual(info.response_types, ["code"]);
    assert.equal(info.scope, "mcp");
  } finally {
    await h.close();
  }
});

Deno.test("the token endpoint answers OAuth errors for malformed requests, never 5xx", async () => {
  const h = await setup();
  try {
    const flow = await discoverAndRegister(h);
    const post = (body: string, type = "application/x-www-form-urlencoded") =>
      h.app.request(`${BASE}/oauth/token`, {
        method: "POST",
        headers: { "content-type": type },
        body,
      });
    const id = encodeURIComponent(flow.client.client_id);
    const cases: Array<[string, string, string, RegExp]> = [
      ["grant_type=authorization_code", "application/json", "invalid_request", /Content-Type/],
      [
        "grant_type=authorization_code",
        "application/x-www-form-urlencoded",
        "invalid_client",
        /client_id/,
      ],
      [`client_id=${id}`, "application/x-www-form-urlencoded", "invalid_request", /grant_type/],
      [
        `client_id=${id}&grant_type=password`,
        "application/x-www-form-urlencoded",
        "unsupported_grant_type",
        /password/,
      ],
      [
        `client_id=${id}&grant_type=authorization_code`,
        "application/x-www-form-urlencoded",
        "invalid_request",
        /code: is required/,
      ],
      [
        `client_id=${id}&grant_type=authorization_code&code=x&code_verifier=y`,
        "application/x-www-form-urlencoded",
        "invalid_grant",
        /unknown or expired/,
      ],
      [
        `client_id=${id}&client_id=${id}&grant_type=refresh_token`,
        "application/x-www-form-urlencoded",
        "invalid_request",
        /more than once/,
      ],
      [
        `client_id=${id}&grant_type=refresh_token&refresh_token=rs_rt_x`,
        "application/x-www-form-urlencoded",
        "invalid_grant",
        /refresh_token/,
      ],
    ];
    for (const [body, type, error, why] of cases) {
      const got = await oauthError(await post(body, type));
      assert.equal(got.error, error, `${body}: ${got.text}`);
      assert.match(got.text, why);
    }
  } finally {
    await h.close();
  }
});

Deno.test("an address registers at most 20 clients per 10 minutes; refused registrations do not count", async () => {
  const h = await setup();
  try {
    const register = (body: unknown) =>
      h.app.request(`${BASE}/oauth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    for (let i = 0; i < 25; i++) {
      const refused = await register({ redirect_uris: ["http://example.com/cb"] });
      assert.equal(refused.status, 400);
      await refused.body?.cancel();
    }
    for (let i = 0; i < 20; i++) {
      const ok = await register({ redirect_uris: ["https://a.example/cb"] });
      assert.equal(ok.status, 201);
      await ok.body?.cancel();
    }
    const limited = await register({ redirect_uris: ["https://a.example/cb"] });
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get("retry-after")) > 0);
    assert.equal((await limited.json()).error.code, "RATE_LIMITED");
  } finally {
    await h.close();
  }
});

Deno.test("scopes this server does not have are ignored: the token says it grants mcp", async () => {
  const h = await setup();
  try {
    const flow = await discoverAndRegister(h);
    const state = "s";
    const { url, verifier } = await authorizationUrl(flow, {
      state,
      scope: "openid offline_access",
    });
    const back = redirectedTo(await consent(h, url, {}));
    const params = oauth.validateAuthResponse(flow.as, flow.client, back, state);
    const tokens = await redeem(h, flow, params, verifier);
    assert.equal(tokens.scope, "mcp");
    assert.equal((await toolCall(h, tokens.access_token)).status, 200);
  } finally {
    await h.close();
  }
});

Deno.test("the consent page shows the redirect URI as the browser would: its host in punycode", async () => {
  const h = await setup();
  try {
    const registered = await h.app.request(`${BASE}/oauth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        redirect_uris: ["https://\u0430pple.example/cb"],
        token_endpoint_auth_method: "none",
      }),
    });
    const { client_id } = await registered.json();
    const page = await h.app.request(
      `${BASE}/oauth/authorize?${new URLSearchParams({
        client_id,
        response_type: "code",
        code_challenge: "a".repeat(43),
        code_challenge_method: "S256",
      })}`,
    );
    assert.equal(page.status, 200);
    const html = await page.text();
    const shown = /Sends you back to<\/dt>\s*<dd>([\s\S]*?)<\/dd>/.exec(html)![1];
    assert.match(shown, /\(https:\/\/xn--pple-43d\.example\/cb\)/);
    assert.equal(shown.includes("\u0430"), false, shown);
  } finally {
    await h.close();
  }
});

Deno.test("metadata: without PUBLIC_BASE_URL never cached in shared caches; with it, Host never names the issuer", async () => {
  const paths = [
    "/.well-known/oauth-authorization-server",
    "/.well-known/oauth-protected-resource/mcp",
  ];
  const loose = await setup();
  try {
    for (const path of paths) {
      const res = await loose.app.request(`http://evil.example${path}`);
      assert.equal(res.headers.get("cache-control"), "no-store");
      assert.match(res.headers.get("vary") ?? "", /Host/i);
      assert.match(await res.text(), /http:\/\/evil\.example/);
    }
  } finally {
    await loose.close();
  }
  const fixed = await setup({ env: { PUBLIC_BASE_URL: "https://seo.example.com" } });
  try {
    const as = await (await fixed.app.request(`http://evil.example${paths[0]}`)).json();
    assert.equal(as.issuer, "https://seo.example.com");
    const prm = await fixed.app.request(`http://evil.example${paths[1]}`);
    assert.match(prm.headers.get("cache-control")!, /public/);
    assert.equal((await prm.json()).resource, "https://seo.example.com/mcp");
    // The consent form's origin must be the configured one, not the Host asked for.
    const posted = await fixed.app.request(`http://evil.example/oauth/authorize`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://evil.example",
      },
      body: "client_id=x",
    });
    assert.equal(posted.status, 400);
    assert.match(await posted.text(), /posted from http:\/\/evil\.example/);
  } finally {
    await fixed.close();
  }
});

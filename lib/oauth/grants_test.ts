import assert from "node:assert/strict";
import { generateChallenge } from "pkce-challenge";
import { keys } from "../store/keys.ts";
import type { Connection, OAuthClient } from "../schemas/oauth.ts";
import {
  exchangeCode,
  issueCode,
  listConnections,
  refreshTokens,
  TokenRefused,
  verifyAccessToken,
} from "./grants.ts";

const NOW = new Date("2026-11-27T10:00:00Z");
const RESOURCE = "https://seo.example.com/mcp";
const VERIFIER = "v".repeat(43);
const CLIENT: OAuthClient = {
  client_id: "client_test",
  client_id_issued_at: 0,
  redirect_uris: ["https://a.example/cb"],
  token_endpoint_auth_method: "none",
  grant_types: ["authorization_code", "refresh_token"],
  response_types: ["code"],
  source: "registered",
  secret_hash: null,
};

async function code(kv: Deno.Kv) {
  return await issueCode(kv, {
    client_id: CLIENT.client_id,
    client_name: "Test",
    redirect_uri: CLIENT.redirect_uris[0],
    code_challenge: await generateChallenge(VERIFIER),
    scope: "mcp",
    resource: RESOURCE,
    workspace_id: "ws_1",
    plan: "pro",
    approved_by: "admin",
  }, NOW);
}

const exchange = (kv: Deno.Kv, c: string) =>
  exchangeCode(kv, {
    client: CLIENT,
    code: c,
    verifier: VERIFIER,
    redirectUri: null,
    resource: null,
  }, NOW);

Deno.test("a code redeemed twice at once gives tokens once", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const c = await code(kv);
    const outcomes = await Promise.allSettled([exchange(kv, c), exchange(kv, c), exchange(kv, c)]);
    assert.equal(outcomes.filter((o) => o.status === "fulfilled").length, 1);
  } finally {
    kv.close();
  }
});

Deno.test("a refresh token used twice at once rotates once", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const tokens = await exchange(kv, await code(kv));
    const refresh = () =>
      refreshTokens(kv, {
        client: CLIENT,
        refreshToken: tokens.refresh_token!,
        scope: null,
        resource: RESOURCE,
      }, NOW);
    const outcomes = await Promise.allSettled([refresh(), refresh()]);
    assert.equal(outcomes.filter((o) => o.status === "fulfilled").length, 1);
  } finally {
    kv.close();
  }
});

Deno.test("an access token is checked for its resource and its scope", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const tokens = await exchange(kv, await code(kv));
    const connection = await verifyAccessToken(kv, tokens.access_token, RESOURCE, "mcp", NOW);
    assert.equal(connection.workspace_id, "ws_1");
    await assert.rejects(
      () => verifyAccessToken(kv, tokens.access_token, "https://other.example/mcp", "mcp", NOW),
      (err: TokenRefused) => err.status === 401 && /not for this resource/.test(err.message),
    );
    // A connection whose grant lacks the scope (read before any cached copy of it): 403.
    const narrow = await exchange(kv, await code(kv));
    const latest = (await listConnections(kv, "ws_1")).find((c) => c.id !== connection.id)!;
    const key = keys.oauthConnection(latest.id);
    await kv.set(key, { ...(await kv.get<Connection>(key)).value!, scope: "other" });
    await assert.rejects(
      () => verifyAccessToken(kv, narrow.access_token, RESOURCE, "mcp", NOW),
      (err: TokenRefused) => err.status === 403 && /lacks the "mcp" scope/.test(err.message),
    );
    await assert.rejects(
      () => verifyAccessToken(kv, "rs_at_" + "0".repeat(43), RESOURCE, "mcp", NOW),
      /unknown or has expired/,
    );
  } finally {
    kv.close();
  }
});

import assert from "node:assert/strict";
import { generateChallenge } from "pkce-challenge";
import { keys } from "../store/keys.ts";
import type { Connection, OAuthClient } from "../schemas/oauth.ts";
import {
  exchangeCode,
  issueCode,
  listConnections,
  MAX_GRACE_REISSUES,
  REFRESH_GRACE_MS,
  refreshTokens,
  TokenRefused,
  verifyAccessToken,
} from "./grants.ts";
import type { OAuthError } from "./errors.ts";
import { openTestStore } from "../../tests/store.ts";
import type { Store } from "../store/port.ts";

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

async function code(kv: Store) {
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

const exchange = (kv: Store, c: string) =>
  exchangeCode(kv, {
    client: CLIENT,
    code: c,
    verifier: VERIFIER,
    redirectUri: null,
    resource: null,
  }, NOW);

Deno.test("a code redeemed twice at once gives tokens once", async () => {
  const kv = await openTestStore();
  try {
    const c = await code(kv);
    const outcomes = await Promise.allSettled([exchange(kv, c), exchange(kv, c), exchange(kv, c)]);
    assert.equal(outcomes.filter((o) => o.status === "fulfilled").length, 1);
  } finally {
    await kv.close();
  }
});

const refreshAt = (kv: Store, token: string, at: Date) =>
  refreshTokens(kv, { client: CLIENT, refreshToken: token, scope: null, resource: RESOURCE }, at);
const later = (ms: number) => new Date(NOW.getTime() + ms);
const alive = async (kv: Store, token: string) => {
  try {
    await verifyAccessToken(kv, token, RESOURCE, "mcp", NOW);
    return true;
  } catch {
    return false;
  }
};

Deno.test("a refresh token used twice at once: both get a valid pair, the connection lives", async () => {
  const kv = await openTestStore();
  try {
    const tokens = await exchange(kv, await code(kv));
    const pairs = await Promise.all([
      refreshAt(kv, tokens.refresh_token!, NOW),
      refreshAt(kv, tokens.refresh_token!, NOW),
    ]);
    assert.notEqual(pairs[0].refresh_token, pairs[1].refresh_token);
    for (const pair of pairs) assert.ok(await alive(kv, pair.access_token));
    // The client keeps either answer: its refresh token rotates again.
    const next = await refreshAt(kv, pairs[1].refresh_token!, later(1000));
    assert.ok(await alive(kv, next.access_token));
  } finally {
    await kv.close();
  }
});

Deno.test("a rotated refresh token within the grace window gets a fresh pair; after it, a replay revokes", async () => {
  const kv = await openTestStore();
  try {
    const tokens = await exchange(kv, await code(kv));
    const first = await refreshAt(kv, tokens.refresh_token!, NOW);
    const retry = await refreshAt(kv, tokens.refresh_token!, later(REFRESH_GRACE_MS - 1000));
    assert.ok(await alive(kv, retry.access_token));
    await assert.rejects(
      () => refreshAt(kv, tokens.refresh_token!, later(REFRESH_GRACE_MS + 1000)),
      (err: OAuthError) => err.code === "invalid_grant" && /revoked/.test(err.message),
    );
    assert.equal(await alive(kv, first.access_token), false);
    assert.equal(await alive(kv, retry.access_token), false);
  } finally {
    await kv.close();
  }
});

Deno.test("a rotated refresh token after its successor was used revokes, even within the grace window", async () => {
  const kv = await openTestStore();
  try {
    const tokens = await exchange(kv, await code(kv));
    const first = await refreshAt(kv, tokens.refresh_token!, NOW);
    const second = await refreshAt(kv, first.refresh_token!, later(1000));
    await assert.rejects(() => refreshAt(kv, tokens.refresh_token!, later(2000)), /revoked/);
    assert.equal(await alive(kv, second.access_token), false);
  } finally {
    await kv.close();
  }
});

Deno.test("two pairs from one token: using one spends the other, which then revokes", async () => {
  const kv = await openTestStore();
  try {
    for (const used of [0, 1]) {
      const tokens = await exchange(kv, await code(kv));
      const pairs = [
        await refreshAt(kv, tokens.refresh_token!, NOW),
        await refreshAt(kv, tokens.refresh_token!, later(1000)),
      ];
      const next = await refreshAt(kv, pairs[used].refresh_token!, later(2000));
      assert.ok(await alive(kv, next.access_token));
      await assert.rejects(
        () => refreshAt(kv, pairs[1 - used].refresh_token!, later(3000)),
        /revoked/,
      );
      assert.equal(await alive(kv, next.access_token), false);
    }
  } finally {
    await kv.close();
  }
});

Deno.test("a rotated token is reissued a bounded number of times within the window", async () => {
  const kv = await openTestStore();
  try {
    const tokens = await exchange(kv, await code(kv));
    await refreshAt(kv, tokens.refresh_token!, NOW);
    for (let i = 0; i < MAX_GRACE_REISSUES; i++) {
      await refreshAt(kv, tokens.refresh_token!, later(i + 1));
    }
    await assert.rejects(() => refreshAt(kv, tokens.refresh_token!, later(100)), /revoked/);
  } finally {
    await kv.close();
  }
});

Deno.test("an access token is checked for its resource and its scope", async () => {
  const kv = await openTestStore();
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
    await kv.close();
  }
});

/**
 * Grants: authorization codes, connections and their tokens. A connection is one approved
 * client's access to one workspace; its access tokens (an hour) and refresh tokens (30 days,
 * rotated on every use) are random strings of which only the SHA-256 is stored. A redeemed code
 * that comes back, or a rotated refresh token after its grace window, is a replay: the connection
 * is revoked (OAuth 2.1 §4.1.3 and §4.3.1). Every change is one atomic commit.
 */
import { verifyChallenge } from "pkce-challenge";
import { ApiError } from "../errors.ts";
import { base62, randomBytes, sha256Hex, sortableId } from "../ids.ts";
import { KEY_CACHE_MS } from "../store/api_keys.ts";
import { getValues } from "../store/get_all.ts";
import { keys } from "../store/keys.ts";
import { recordCache } from "../store/record_cache.ts";
import type { Connection, OAuthClient } from "../schemas/oauth.ts";
import { OAuthError } from "./errors.ts";
import { sameResource } from "./metadata.ts";
import type { AtomicOp, Store } from "../store/port.ts";

export const ACCESS_TOKEN_TTL_S = 3600;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;
export const CODE_TTL_S = 300;

/** Token shapes: a prefix naming the kind, then 32 random bytes in base62. */
export const TOKEN_PREFIX = { access: "rs_at_", refresh: "rs_rt_", code: "rs_ac_" } as const;
const TOKEN_BODY = /^[0-9A-Za-z]{43}$/;

/** True when `token` has the shape of a token of `kind` (checked before any KV read). */
export function isTokenShaped(token: string, kind: keyof typeof TOKEN_PREFIX): boolean {
  return token.startsWith(TOKEN_PREFIX[kind]) &&
    TOKEN_BODY.test(token.slice(TOKEN_PREFIX[kind].length));
}

function newToken(kind: keyof typeof TOKEN_PREFIX): string {
  return TOKEN_PREFIX[kind] + base62(randomBytes(32));
}

const STORED_AT = { access: keys.oauthAccess, refresh: keys.oauthRefresh, code: keys.oauthCode };

/** The stored entry of a presented token of `kind` (by its hash); null when it is not shaped so. */
async function storedToken<T>(
  kv: Store,
  token: string,
  kind: keyof typeof TOKEN_PREFIX,
): Promise<Deno.KvEntryMaybe<T> | null> {
  return isTokenShaped(token, kind) ? await kv.get<T>(STORED_AT[kind](sha256Hex(token))) : null;
}

/** What an approval on the consent page decided, kept with its code until redeemed. */
export interface Approval {
  client_id: string;
  client_name: string;
  redirect_uri: string;
  code_challenge: string;
  scope: string;
  resource: string;
  workspace_id: string;
  plan: string;
  approved_by: string;
}

interface CodeRecord extends Approval {
  expires_at: number;
}

/** A token record: whose it is and until when (KV's expiry is lazy, so it is checked too). */
interface TokenRecord {
  connection_id: string;
  expires_at: number;
}

/** What the token endpoint answers (RFC 6749 §5.1). */
export interface TokenResponse {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  refresh_token?: string;
  scope: string;
}

/** Stores an approval and returns its code (single use, five minutes). */
export async function issueCode(kv: Store, approval: Approval, now: Date): Promise<string> {
  const code = newToken("code");
  const record: CodeRecord = { ...approval, expires_at: now.getTime() + CODE_TTL_S * 1000 };
  await kv.set(keys.oauthCode(sha256Hex(code)), record, { expireIn: CODE_TTL_S * 1000 });
  return code;
}

/** The token request of the authorization code grant, its client authenticated. */
export interface CodeExchange {
  client: OAuthClient;
  code: string;
  verifier: string;
  redirectUri: string | null;
  resource: string | null;
}

const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/**
 * Redeems a code: PKCE (S256), client, redirect URI and resource must match the authorization.
 * The code is spent whatever the outcome, so a stolen code cannot be tried twice; a spent code
 * presented again revokes the connection it created.
 */
export async function exchangeCode(
  kv: Store,
  request: CodeExchange,
  now: Date,
): Promise<TokenResponse> {
  const hash = sha256Hex(request.code);
  const entry = await storedToken<CodeRecord>(kv, request.code, "code");
  if (!entry?.value) {
    await replayed(kv, hash, now, "code: was already used; the tokens issued for it are revoked");
    throw new OAuthError("invalid_grant", "code: unknown or expired");
  }
  const code = entry.value;
  const spend = kv.atomic().check(entry).delete(entry.key);
  const refuse = async (description: string): Promise<never> => {
    await spend.set(keys.oauthSpent(hash), null, { expireIn: CODE_TTL_S * 1000 }).commit();
    throw new OAuthError("invalid_grant", description);
  };
  if (code.expires_at <= now.getTime()) await refuse("code: expired");
  if (code.client_id !== request.client.client_id) await refuse("code: issued to another client");
  if (request.redirectUri !== null && request.redirectUri !== code.redirect_uri) {
    await refuse("redirect_uri: differs from the authorization request's");
  }
  if (request.resource !== null && !sameResource(request.resource, code.resource)) {
    await refuse(`resource: the code is for ${code.resource}, not ${request.resource}`);
  }
  if (!VERIFIER.test(request.verifier)) {
    await refuse("code_verifier: must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~");
  }
  if (!await verifyChallenge(request.verifier, code.code_challenge)) {
    await refuse("code_verifier: does not match the code_challenge");
  }

  const connection: Connection = {
    id: sortableId("oac", now.getTime()),
    workspace_id: code.workspace_id,
    client_id: code.client_id,
    client_name: code.client_name,
    redirect_uri: code.redirect_uri,
    scope: code.scope,
    resource: code.resource,
    plan: code.plan,
    approved_by: code.approved_by,
    created_at: now.toISOString(),
    last_used_at: null,
    revoked_at: null,
  };
  const op = spend
    .set(keys.oauthSpent(hash), connection.id, { expireIn: REFRESH_TOKEN_TTL_S * 1000 })
    .set(keys.oauthConnection(connection.id), connection)
    .set(keys.workspaceConnection(connection.workspace_id, connection.id), null);
  // An approved client is kept (an unused registration expires); a document client is re-read.
  if (request.client.source === "registered") {
    op.set(keys.oauthClient(request.client.client_id), request.client);
  }
  const tokens = issueTokens(op, connection, request.client, now);
  if (!(await op.commit()).ok) throw new OAuthError("invalid_grant", "code: was just redeemed");
  return tokens;
}

/** Adds a fresh access token (and a refresh token, if the client may refresh) to `op`. */
function issueTokens(
  op: AtomicOp,
  connection: Connection,
  client: OAuthClient,
  now: Date,
  parent?: string,
): TokenResponse {
  const access = newToken("access");
  const record = (ttl: number): TokenRecord => ({
    connection_id: connection.id,
    expires_at: now.getTime() + ttl * 1000,
  });
  op.set(keys.oauthAccess(sha256Hex(access)), record(ACCESS_TOKEN_TTL_S), {
    expireIn: ACCESS_TOKEN_TTL_S * 1000,
  });
  const response: TokenResponse = {
    access_token: access,
    token_type: "Bearer",
    expires_in: ACCESS_TOKEN_TTL_S,
    scope: connection.scope,
  };
  if (client.grant_types.includes("refresh_token")) {
    const refresh = newToken("refresh");
    const stored: RefreshRecord = { ...record(REFRESH_TOKEN_TTL_S), ...(parent ? { parent } : {}) };
    op.set(keys.oauthRefresh(sha256Hex(refresh)), stored, {
      expireIn: REFRESH_TOKEN_TTL_S * 1000,
    });
    response.refresh_token = refresh;
  }
  return response;
}

/** When `hash` is a spent code or refresh token, revokes its connection and refuses. */
async function replayed(kv: Store, hash: string, now: Date, description: string) {
  const spent = await kv.get<string | null>(keys.oauthSpent(hash));
  if (spent.versionstamp === null) return;
  if (spent.value) await revokeConnection(kv, spent.value, now).catch(() => {});
  throw new OAuthError("invalid_grant", description);
}

/** The token request of the refresh grant, its client authenticated. */
export interface RefreshRequest {
  client: OAuthClient;
  refreshToken: string;
  scope: string | null;
  resource: string | null;
}

/**
 * How long a just-rotated refresh token may be presented again by its client's own concurrent
 * retry and get a fresh pair instead of revoking the connection: 30 s, the default of Okta's
 * "grace period for token rotation" (0-60 s; Auth0 calls it the rotation "reuse interval").
 */
export const REFRESH_GRACE_MS = 30_000;
/** At most so many extra pairs are issued for one rotated token within the grace window. */
export const MAX_GRACE_REISSUES = 4;

/** A rotated refresh token, kept under its hash (`oauthSpent`) to tell a retry from a replay. */
interface SpentRefresh {
  connection_id: string;
  /** When it was rotated (ms); 0 for a token that may never come back. */
  rotated_at: number;
  /** The hashes of the refresh tokens issued for it: the rotation and the grace reissues. */
  successors: string[];
  /** One of the successors was used: this token, or a sibling, coming back is a replay. */
  successor_used: boolean;
}

/** A refresh token's record: the hash of the token it replaced, if any. */
interface RefreshRecord extends TokenRecord {
  parent?: string;
}

function isSpentRefresh(value: unknown): value is SpentRefresh {
  return typeof value === "object" && value !== null && "successors" in value;
}

const SPENT_TTL = { expireIn: REFRESH_TOKEN_TTL_S * 1000 };

/**
 * Rotates a refresh token: the old one is spent and a new pair issued for the same connection.
 * A spent token presented again within `REFRESH_GRACE_MS`, while none of its successors has been
 * used, is the client's own retry (two refreshes racing): it gets a fresh pair. After the window,
 * or once a successor was used, it is a replay and the connection is revoked (OAuth 2.1 §4.3.1,
 * RFC 9700 §4.14.2); using one successor spends its siblings, so two chains never both live.
 * Every step is one checked commit; a lost race is read again.
 */
export async function refreshTokens(
  kv: Store,
  request: RefreshRequest,
  now: Date,
): Promise<TokenResponse> {
  const hash = sha256Hex(request.refreshToken);
  for (let attempt = 0; attempt < 8; attempt++) {
    const entry = await storedToken<RefreshRecord>(kv, request.refreshToken, "refresh");
    const tokens = entry?.value && entry.value.expires_at > now.getTime()
      ? await rotate(kv, request, entry, hash, now)
      : await reissue(kv, request, hash, now);
    if (tokens) return tokens;
  }
  throw new OAuthError("invalid_grant", "refresh_token: was used by other requests just now");
}

/** Rotates the live token of `entry`; null when a concurrent commit came first. */
async function rotate(
  kv: Store,
  request: RefreshRequest,
  entry: Deno.KvEntry<RefreshRecord>,
  hash: string,
  now: Date,
): Promise<TokenResponse | null> {
  const connectionEntry = await kv.get<Connection>(keys.oauthConnection(entry.value.connection_id));
  const connection = grantedConnection(request, connectionEntry.value);
  const op = kv.atomic().check(entry, connectionEntry).delete(entry.key);
  const tokens = issueTokens(op, connection, request.client, now, hash);
  op.set(keys.oauthSpent(hash), {
    ...spentRecord(connection.id, now.getTime()),
    successors: [sha256Hex(tokens.refresh_token ?? "")],
  }, SPENT_TTL);
  if (entry.value.parent) {
    const parent = await kv.get<unknown>(keys.oauthSpent(entry.value.parent));
    if (isSpentRefresh(parent.value)) {
      op.check(parent).set(parent.key, { ...parent.value, successor_used: true }, SPENT_TTL);
      for (const sibling of parent.value.successors.filter((h) => h !== hash)) {
        op.delete(keys.oauthRefresh(sibling))
          .set(
            keys.oauthSpent(sibling),
            { ...spentRecord(connection.id, 0), successor_used: true },
            SPENT_TTL,
          );
      }
    }
  }
  return (await op.commit()).ok ? tokens : null;
}

/**
 * A token that is not live: unknown, a retry within the grace window (a fresh pair; null when a
 * concurrent commit came first), or a replay (the connection is revoked).
 */
async function reissue(
  kv: Store,
  request: RefreshRequest,
  hash: string,
  now: Date,
): Promise<TokenResponse | null> {
  const spent = await kv.get<unknown>(keys.oauthSpent(hash));
  if (spent.versionstamp === null) {
    throw new OAuthError("invalid_grant", "refresh_token: unknown or expired");
  }
  const record = spent.value;
  if (
    !isSpentRefresh(record) || record.successor_used ||
    now.getTime() - record.rotated_at > REFRESH_GRACE_MS ||
    record.successors.length > MAX_GRACE_REISSUES
  ) {
    const id = isSpentRefresh(record) ? record.connection_id : record;
    if (typeof id === "string") await revokeConnection(kv, id, now).catch(() => {});
    throw new OAuthError(
      "invalid_grant",
      "refresh_token: was already used (rotated); the connection is revoked",
    );
  }
  const connectionEntry = await kv.get<Connection>(keys.oauthConnection(record.connection_id));
  const connection = grantedConnection(request, connectionEntry.value);
  const op = kv.atomic().check(spent as Deno.KvEntry<unknown>, connectionEntry);
  const tokens = issueTokens(op, connection, request.client, now, hash);
  const successor = sha256Hex(tokens.refresh_token ?? "");
  op.set(spent.key, { ...record, successors: [...record.successors, successor] }, SPENT_TTL);
  return (await op.commit()).ok ? tokens : null;
}

function spentRecord(connectionId: string, rotatedAt: number): SpentRefresh {
  return {
    connection_id: connectionId,
    rotated_at: rotatedAt,
    successors: [],
    successor_used: false,
  };
}

/** The connection a refresh request may renew (scope narrowed when asked), or why not. */
function grantedConnection(request: RefreshRequest, connection: Connection | null): Connection {
  if (!connection || connection.revoked_at) {
    throw new OAuthError("invalid_grant", "refresh_token: its connection was revoked");
  }
  if (connection.client_id !== request.client.client_id) {
    throw new OAuthError("invalid_grant", "refresh_token: issued to another client");
  }
  if (request.resource !== null && !sameResource(request.resource, connection.resource)) {
    throw new OAuthError(
      "invalid_target",
      `resource: the grant is for ${connection.resource}, not ${request.resource}`,
    );
  }
  const granted = new Set(connection.scope.split(" "));
  const asked = request.scope?.split(" ").filter(Boolean) ?? [];
  const wider = asked.find((s) => !granted.has(s));
  if (wider !== undefined) {
    throw new OAuthError("invalid_scope", `scope: "${wider.slice(0, 60)}" was not granted`);
  }
  return asked.length ? { ...connection, scope: asked.join(" ") } : connection;
}

/**
 * Revokes the connection of `token` (an access or a refresh token, RFC 7009) when it is
 * `client`'s; an unknown token is not an error (RFC 7009 §2.2).
 */
export async function revokeToken(
  kv: Store,
  client: OAuthClient,
  token: string,
  now: Date,
): Promise<void> {
  const entry = await storedToken<TokenRecord>(kv, token, "access") ??
    await storedToken<TokenRecord>(kv, token, "refresh");
  if (!entry?.value) return;
  const connection = (await kv.get<Connection>(keys.oauthConnection(entry.value.connection_id)))
    .value;
  if (!connection) return;
  if (connection.client_id !== client.client_id) {
    throw new OAuthError("unauthorized_client", "token: was issued to another client");
  }
  await revokeConnection(kv, connection.id, now);
}

/** Revokes a connection: its tokens stop working at once. Revoking twice keeps the first time. */
export async function revokeConnection(
  kv: Store,
  id: string,
  now: Date,
  workspaceId?: string,
): Promise<Connection> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const entry = await kv.get<Connection>(keys.oauthConnection(id));
    if (!entry.value || (workspaceId !== undefined && entry.value.workspace_id !== workspaceId)) {
      throw new ApiError("NOT_FOUND", `Connection "${id.slice(0, 100)}" does not exist.`);
    }
    if (entry.value.revoked_at) return entry.value;
    const revoked = { ...entry.value, revoked_at: now.toISOString() };
    if ((await kv.atomic().check(entry).set(entry.key, revoked).commit()).ok) {
      connectionCache.forget(kv, id);
      return revoked;
    }
  }
  throw new ApiError("SERVICE_UNAVAILABLE", `Could not revoke connection "${id}"; retry.`);
}

/** A workspace's connections, newest first. */
export async function listConnections(kv: Store, workspaceId: string): Promise<Connection[]> {
  const ids: string[] = [];
  for await (
    const e of kv.list({ prefix: keys.workspaceConnections(workspaceId) }, { reverse: true })
  ) ids.push(e.key.at(-1) as string);
  return await getValues<Connection>(kv, ids.map((id) => keys.oauthConnection(id)));
}

/** Connections are cached in the process for a second, as keys are (`record_cache.ts`). */
const connectionCache = recordCache<Connection>(KEY_CACHE_MS);

function loadConnection(kv: Store, id: string): Promise<Connection | null> {
  return connectionCache.get(
    kv,
    id,
    async () => (await kv.get<Connection>(keys.oauthConnection(id))).value,
  );
}

/** Why a presented access token is refused (the `error_description` of the challenge). */
export class TokenRefused extends Error {
  constructor(message: string, readonly status: 401 | 403 = 401) {
    super(message);
  }
}

/**
 * The connection of a presented access token, checked: known, unexpired, not revoked, issued
 * for `resource` and granting `scope`.
 */
export async function verifyAccessToken(
  kv: Store,
  token: string,
  resource: string,
  scope: string,
  now: Date,
): Promise<Connection> {
  const record = (await storedToken<TokenRecord>(kv, token, "access"))?.value;
  if (!record) throw new TokenRefused("The access token is unknown or has expired.");
  if (record.expires_at <= now.getTime()) throw new TokenRefused("The access token has expired.");
  const connection = await loadConnection(kv, record.connection_id);
  if (!connection || connection.revoked_at) {
    throw new TokenRefused("The access token's connection was revoked.");
  }
  if (connection.resource !== resource) {
    throw new TokenRefused(
      `The access token is for ${connection.resource}, not for this resource (${resource}).`,
    );
  }
  if (!connection.scope.split(" ").includes(scope)) {
    throw new TokenRefused(`The access token lacks the "${scope}" scope.`, 403);
  }
  return connection;
}

/** Records that a connection was used, at most once a minute (best effort, never blocks). */
export function touchConnection(kv: Store, connection: Connection, now: Date): void {
  connectionCache.touch(kv, connection.id, keys.oauthConnection(connection.id), connection, now);
}

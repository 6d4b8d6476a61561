/**
 * OAuth clients: dynamic registration (RFC 7591), client ID metadata documents (the MCP
 * authorization specification: a client's `client_id` is the https URL of its metadata, which
 * this server fetches through the SSRF-guarded fetcher), and client authentication at the token
 * and revocation endpoints (`none`, `client_secret_post`, `client_secret_basic`).
 */
import { timingSafeEqual } from "node:crypto";
import type { z } from "zod";
import { base62, randomBytes, sha256Hex, sortableId } from "../ids.ts";
import { type Release, Slots } from "../slots.ts";
import { keys } from "../store/keys.ts";
import { toIssues } from "../validation.ts";
import type { WebFetcher } from "../web/fetcher.ts";
import {
  ClientMetadataDocumentSchema,
  ClientMetadataSchema,
  GRANT_TYPES,
  type OAuthClient,
  SCOPES,
} from "../schemas/oauth.ts";
import { OAuthError, type OAuthErrorCode } from "./errors.ts";
import { addressKey } from "./registration_limit.ts";
import type { Store } from "../store/port.ts";

/** A registered client nobody approved is forgotten after a day (registration is open). */
export const UNUSED_CLIENT_TTL_MS = 24 * 3600_000;
/** A fetched metadata document is read again after an hour. */
export const METADATA_DOCUMENT_TTL_MS = 3600_000;
/**
 * Metadata documents are kept in the process, at most this many (least recently used first out),
 * and never in the store: naming a URL costs no write, so unauthenticated requests cannot fill
 * the store (an approved document client is re-read when its cache entry is gone).
 */
export const METADATA_DOCUMENTS_CACHED = 500;
/**
 * The fetch slots for metadata documents: so many in all, and at most `perShare` for one
 * requesting address (IPv6 by /64) and for one document host, so that slow documents named by
 * one caller, or served by one host, hold two slots and never all of them.
 */
export const DOCUMENT_SLOTS = { total: 16, perShare: 2 } as const;
/** A metadata document that has not arrived by then is given up (the person is waiting). */
export const METADATA_DOCUMENT_TIMEOUT_MS = 5_000;
/** The largest metadata document read. */
const METADATA_DOCUMENT_MAX_BYTES = 16 * 1024;

/** Who asks for a metadata document: the client's address (for the fair share of slots). */
export interface DocumentFetch {
  address: string;
  /** Overrides `METADATA_DOCUMENT_TIMEOUT_MS` (tests). */
  timeoutMs?: number;
}

/** What `/oauth/register` answers (RFC 7591 §3.2.1): the metadata, the id, a secret once. */
export type ClientInformation = Omit<OAuthClient, "secret_hash" | "source"> & {
  client_secret?: string;
  client_secret_expires_at?: number;
};

/** Parses client metadata, answering the RFC's error naming the first refused field. */
function parseMetadata<S extends z.ZodType>(
  schema: S,
  input: unknown,
  code: OAuthErrorCode,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = toIssues(result.error, input);
  const first = issues[0];
  const redirect = first.path.startsWith("redirect_uris");
  throw new OAuthError(
    redirect && code === "invalid_client_metadata" ? "invalid_redirect_uri" : code,
    issues.map((i) => `${i.path || "body"}: ${i.message}`).join("; "),
  );
}

/**
 * Keeps what this server issues of what a client asked for: grants and response types it does
 * not support are dropped, as are scopes it does not have (RFC 7591 §2 and §3.2.1: the server
 * may register other values; its answer says which). Without the authorization code grant or
 * the `code` response type there is nothing to register.
 */
function normalizeMetadata<M extends z.output<typeof ClientMetadataSchema>>(metadata: M): M {
  const grants = GRANT_TYPES.filter((g) => metadata.grant_types.includes(g));
  if (!grants.includes("authorization_code")) {
    throw new OAuthError(
      "invalid_client_metadata",
      `grant_types: must include "authorization_code" (got ${
        JSON.stringify(metadata.grant_types).slice(0, 200)
      })`,
    );
  }
  if (!metadata.response_types.includes("code")) {
    throw new OAuthError(
      "invalid_client_metadata",
      `response_types: must include "code" (got ${
        JSON.stringify(metadata.response_types).slice(0, 200)
      })`,
    );
  }
  const scopes = (metadata.scope ?? "").split(" ")
    .filter((s) => (SCOPES as readonly string[]).includes(s));
  const { scope: _asked, ...rest } = metadata;
  return {
    ...rest,
    grant_types: grants,
    response_types: ["code"],
    ...(scopes.length ? { scope: [...new Set(scopes)].join(" ") } : {}),
  } as M;
}

/** Registers a client (RFC 7591); its secret, if it is confidential, is shown once. */
export async function registerClient(
  kv: Store,
  body: unknown,
  now: Date,
): Promise<ClientInformation> {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new OAuthError(
      "invalid_client_metadata",
      "body: must be a JSON object of client metadata",
    );
  }
  const metadata = normalizeMetadata(
    parseMetadata(ClientMetadataSchema, body, "invalid_client_metadata"),
  );
  const secret = metadata.token_endpoint_auth_method === "none"
    ? undefined
    : "rs_cs_" + base62(randomBytes(32));
  const client: OAuthClient = {
    ...metadata,
    client_id: sortableId("client", now.getTime()),
    client_id_issued_at: Math.floor(now.getTime() / 1000),
    source: "registered",
    secret_hash: secret ? sha256Hex(secret) : null,
  };
  await kv.set(keys.oauthClient(client.client_id), client, { expireIn: UNUSED_CLIENT_TTL_MS });
  return {
    ...informationOf(client),
    ...(secret ? { client_secret: secret, client_secret_expires_at: 0 } : {}),
  };
}

/** The public part of a client record. */
export function informationOf(client: OAuthClient): ClientInformation {
  const { secret_hash: _hash, source: _source, ...info } = client;
  return info;
}

/** Why `clientId` cannot be a client ID metadata document URL, or null when it can. */
export function metadataUrlProblem(clientId: string): string | null {
  let url: URL;
  try {
    url = new URL(clientId);
  } catch {
    return "is not a URL";
  }
  if (url.protocol !== "https:") return "a metadata document URL must use https";
  if (url.pathname === "/" || url.hash || url.username || url.password) {
    return "a metadata document URL needs a path and no fragment or credentials";
  }
  if (/\/\.\.?(\/|$)/.test(clientId)) return "a metadata document URL has no dot segments";
  return clientId.length > 500 ? "is longer than 500 characters" : null;
}

/**
 * The client of `clientId`: a registered one, or the metadata document at that https URL
 * (fetched within the caller's share of slots, checked, and cached in the process for an hour).
 * Throws `invalid_client` naming what is wrong, or 503 `temporarily_unavailable` when the
 * caller's or the document host's share of fetch slots is taken.
 */
export async function findClient(
  kv: Store,
  web: WebFetcher,
  clientId: string,
  now: Date,
  asker: DocumentFetch = { address: "unknown" },
): Promise<OAuthClient> {
  if (clientId.length === 0 || clientId.length > 500) {
    throw new OAuthError("invalid_client", "client_id: must have 1 to 500 characters");
  }
  const stored = (await kv.get<OAuthClient>(keys.oauthClient(clientId))).value;
  if (stored) return stored;
  if (!clientId.startsWith("https:")) {
    throw new OAuthError(
      "invalid_client",
      `client_id "${
        clientId.slice(0, 80)
      }" is not registered here (register at the registration endpoint, or use an https URL of a client ID metadata document)`,
    );
  }
  const problem = metadataUrlProblem(clientId);
  if (problem) throw new OAuthError("invalid_client", `client_id: ${problem}`);
  const cached = documentCache(kv).get(clientId, now.getTime());
  if (cached) return cached;
  const release = takeDocumentSlot(asker.address, new URL(clientId).hostname);
  try {
    const client = await fetchMetadataDocument(web, clientId, now, asker.timeoutMs);
    documentCache(kv).set(clientId, client, now.getTime());
    return client;
  } finally {
    release();
  }
}

/** A bounded least-recently-used cache of metadata documents, each kept for its TTL. */
function lruCache<T>(max: number, ttlMs: number) {
  const entries = new Map<string, { value: T; until: number }>();
  return {
    get(key: string, at: number): T | null {
      const entry = entries.get(key);
      if (!entry) return null;
      entries.delete(key);
      if (entry.until <= at) return null;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: T, at: number): void {
      entries.delete(key);
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until: at + ttlMs });
    },
    get size() {
      return entries.size;
    },
  };
}

/** The documents cached for each store (one per server; tests open many). */
const documentCaches = new WeakMap<Store, ReturnType<typeof lruCache<OAuthClient>>>();

function documentCache(kv: Store) {
  let cache = documentCaches.get(kv);
  if (!cache) {
    cache = lruCache<OAuthClient>(METADATA_DOCUMENTS_CACHED, METADATA_DOCUMENT_TTL_MS);
    documentCaches.set(kv, cache);
  }
  return cache;
}

/** How many metadata documents are cached for `kv` (tests: the cache is bounded). */
export function cachedDocuments(kv: Store): number {
  return documentCache(kv).size;
}

/** The process's metadata-document fetches (lib/slots.ts): DOCUMENT_SLOTS, shared fairly. */
const DOCUMENT_FETCHES = new Slots(DOCUMENT_SLOTS.total, DOCUMENT_SLOTS.perShare);

/**
 * Takes a fetch slot for `address` fetching from `host`, or refuses with 503 when all are taken,
 * or the address's or host's share is; returns its release.
 */
function takeDocumentSlot(address: string, host: string): Release {
  const shares = [`address ${addressKey(address)}`, `host ${host}`];
  const release = DOCUMENT_FETCHES.take(shares);
  if (typeof release === "function") return release;
  const full = shares.find((share) => DOCUMENT_FETCHES.heldBy(share) >= DOCUMENT_SLOTS.perShare);
  throw new OAuthError(
    "temporarily_unavailable",
    `client_id: too many client metadata documents are being read${
      full ? ` for this ${full.split(" ")[0]}` : ""
    }; retry in a moment`,
    503,
  );
}

/** Reads and checks the client ID metadata document at `url`. */
async function fetchMetadataDocument(
  web: WebFetcher,
  url: string,
  now: Date,
  timeoutMs = METADATA_DOCUMENT_TIMEOUT_MS,
): Promise<OAuthClient> {
  let json: unknown;
  try {
    const signal = AbortSignal.timeout(timeoutMs);
    // The race frees the slot at the deadline even if a fetcher ignores the signal.
    const res = await Promise.race([
      web.get(url, "client_id", {
        maxBytes: METADATA_DOCUMENT_MAX_BYTES,
        accept: "application/json",
        signal,
      }),
      new Promise<never>((_, reject) =>
        signal.addEventListener("abort", () => reject(new Error(`no answer in ${timeoutMs} ms`)))
      ),
    ]);
    if (res.status !== 200) throw new Error(`it answered HTTP ${res.status}`);
    json = JSON.parse(new TextDecoder().decode(res.body));
  } catch (err) {
    throw new OAuthError(
      "invalid_client",
      `client_id: the metadata document at ${url} could not be read: ${(err as Error).message}`,
    );
  }
  const document = normalizeMetadata(
    parseMetadata(ClientMetadataDocumentSchema, json, "invalid_client"),
  );
  if (document.client_id !== url) {
    throw new OAuthError(
      "invalid_client",
      `client_id: the metadata document at ${url} names another client_id ("${
        document.client_id.slice(0, 100)
      }")`,
    );
  }
  return {
    ...document,
    client_id_issued_at: Math.floor(now.getTime() / 1000),
    source: "metadata_document",
    secret_hash: null,
  };
}

/** What a request to the token or revocation endpoint says about its client. */
export interface PresentedClient {
  clientId: string;
  secret: string | null;
}

/**
 * The client credentials of a token or revocation request: HTTP Basic (RFC 6749 §2.3.1, the
 * parts form-urlencoded) or `client_id` / `client_secret` in the form, not both.
 */
export function presentedClient(headers: Headers, form: URLSearchParams): PresentedClient {
  const auth = headers.get("authorization");
  const basic = auth ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(auth) : null;
  if (auth && !basic) {
    throw new OAuthError("invalid_client", "Authorization: only the Basic scheme is read here");
  }
  if (basic) {
    const decoded = decodeBasic(basic[1]);
    if (form.has("client_secret")) {
      throw new OAuthError("invalid_request", "client_secret: sent in the body and in Basic");
    }
    const bodyId = form.get("client_id");
    if (bodyId !== null && bodyId !== decoded.clientId) {
      throw new OAuthError(
        "invalid_request",
        "client_id: the body and Basic name different clients",
      );
    }
    return decoded;
  }
  const clientId = form.get("client_id");
  if (clientId === null) throw new OAuthError("invalid_client", "client_id: is required");
  return { clientId, secret: form.get("client_secret") };
}

function decodeBasic(encoded: string): PresentedClient {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(atob(encoded), (ch) => ch.charCodeAt(0)),
    );
    const colon = text.indexOf(":");
    if (colon < 0) throw new Error("no colon");
    const part = (s: string) => decodeURIComponent(s.replace(/\+/g, " "));
    return { clientId: part(text.slice(0, colon)), secret: part(text.slice(colon + 1)) };
  } catch {
    throw new OAuthError(
      "invalid_client",
      "Authorization: Basic credentials are not client_id:secret",
    );
  }
}

/** Authenticates `presented` as `client`: a public client sends no secret, a confidential its own. */
export function authenticateClient(client: OAuthClient, presented: PresentedClient): void {
  if (client.secret_hash === null) {
    if (presented.secret !== null && presented.secret !== "") {
      throw new OAuthError("invalid_client", "client_secret: this client is public and has none");
    }
    return;
  }
  const given = new TextEncoder().encode(sha256Hex(presented.secret ?? ""));
  if (!timingSafeEqual(given, new TextEncoder().encode(client.secret_hash))) {
    throw new OAuthError(
      "invalid_client",
      presented.secret ? "client_secret: wrong secret" : "client_secret: is required",
    );
  }
}

/**
 * The shapes of OAuth 2.1 for `/mcp` (docs/contract.md#oauth): a client's registration (RFC 7591,
 * and the client ID metadata documents of the MCP authorization specification), the records this
 * server keeps, and a connection as the REST and admin APIs list it.
 */
import { z } from "zod";

/** The one scope: use of the hosted MCP endpoint's tools for the workspace. */
export const MCP_SCOPE = "mcp";
export const SCOPES = [MCP_SCOPE] as const;

/** The grants this server issues. */
export const GRANT_TYPES = ["authorization_code", "refresh_token"] as const;

/** How a client authenticates at the token and revocation endpoints. */
export const CLIENT_AUTH_METHODS = ["none", "client_secret_post", "client_secret_basic"] as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * A redirect URI a client may register and ask for: https, http on a loopback host (RFC 8252 §7.3,
 * any port at authorization time), or a private-use scheme of a native app (RFC 8252 §7.1, as the
 * MCP authorization specification allows). Never a fragment, credentials, or a scheme a browser
 * runs (`javascript:`).
 */
export const RedirectUriSchema = z.string().max(500).superRefine((value, ctx) => {
  const problem = redirectUriProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Private-use schemes without a dot that are still taken: the editors that are MCP clients use
 * their own name (`cursor://anysphere.cursor-retrieval/...`, `vscode://...`). Any other scheme
 * must be a reversed domain name (RFC 8252 §7.1: `com.example.app:`), so operating-system
 * handlers (`ms-officecmd:`, `ms-word:`, `search-ms:`, `javascript:`, `file:`) are refused.
 */
export const NATIVE_APP_SCHEMES = ["cursor:", "vscode:", "vscode-insiders:"] as const;

/** Why `value` cannot be a redirect URI, or null when it can. */
export function redirectUriProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value.slice(0, 100)}" is not an absolute URI`;
  }
  if (url.hash) return "must not have a fragment";
  if (url.username || url.password) return "must not carry credentials";
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:") {
    return isLoopback(url)
      ? null
      : "http is allowed only on a loopback host (localhost, 127.0.0.1)";
  }
  if ((NATIVE_APP_SCHEMES as readonly string[]).includes(url.protocol)) return null;
  // RFC 8252 §7.1: a reversed domain name with at least one dot (`com.example.app:`).
  return /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+:$/.test(url.protocol)
    ? null
    : `the ${url.protocol} scheme is not allowed: use https, loopback http, or a private-use ` +
      "scheme named by a reversed domain (RFC 8252 §7.1, e.g. com.example.app:)";
}

/** True for an http(s) URL on a loopback host. */
export function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * The client metadata this server registers (RFC 7591 §2): the fields it uses, bounded, unknown
 * fields dropped. `token_endpoint_auth_method` defaults to `client_secret_basic` as the RFC says;
 * MCP clients are public and send `none`.
 */
export const ClientMetadataSchema = z.object({
  redirect_uris: z.array(RedirectUriSchema).min(1).max(10),
  token_endpoint_auth_method: z.enum(CLIENT_AUTH_METHODS).default("client_secret_basic"),
  // Grants and response types this server does not issue are dropped at registration (RFC 7591
  // §3.2.1 lets the server register other values than asked; the answer says which).
  grant_types: z.array(text(100)).min(1).max(10).default(["authorization_code"]),
  response_types: z.array(text(100)).min(1).max(10).default(["code"]),
  client_name: text(200).optional(),
  client_uri: z.url({ protocol: /^https?$/ }).max(500).optional(),
  logo_uri: z.url({ protocol: /^https$/ }).max(500).optional(),
  scope: z.string().max(200).optional(),
  contacts: z.array(text(200)).max(5).optional(),
  tos_uri: z.url({ protocol: /^https?$/ }).max(500).optional(),
  policy_uri: z.url({ protocol: /^https?$/ }).max(500).optional(),
  software_id: text(200).optional(),
  software_version: text(100).optional(),
});

/** A client ID metadata document: the metadata plus its own URL as `client_id`. */
export const ClientMetadataDocumentSchema = ClientMetadataSchema.extend({
  client_id: z.url(),
  // A document cannot hold a secret: its clients are public (or use private_key_jwt, not offered).
  token_endpoint_auth_method: z.literal("none").default("none"),
});

/** A client as stored: its metadata, where it came from, and the hash of its secret if any. */
export const OAuthClientSchema = ClientMetadataSchema.extend({
  client_id: z.string(),
  client_id_issued_at: z.number().int(),
  /** Registered through `/oauth/register`, or read from its client ID metadata document. */
  source: z.enum(["registered", "metadata_document"]),
  secret_hash: z.string().nullable(),
});
export type OAuthClient = z.output<typeof OAuthClientSchema>;

/** Who approved a connection on the consent page. */
export const ApproverSchema = z.string().describe(
  "Who approved it: `key:<prefix>` (an API key of the workspace) or `admin` (the ADMIN_TOKEN).",
);

/** An approved client's access to a workspace: what its tokens are bound to. */
export const ConnectionSchema = z.strictObject({
  id: z.string().describe("`oac_...`: the connection, revoked by this id."),
  workspace_id: z.string(),
  client_id: z.string().describe("The client's id: a registered id or its metadata URL."),
  client_name: z.string(),
  redirect_uri: z.string().describe("Where the approval was sent."),
  scope: z.string().describe("Space-separated scopes granted (`mcp`)."),
  resource: z.string().describe("The protected resource the tokens are for: this server's /mcp."),
  plan: z.string().describe("The rate-limit plan the connection's calls are counted on."),
  approved_by: ApproverSchema,
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
  revoked_at: z.iso.datetime().nullable(),
});
export type Connection = z.output<typeof ConnectionSchema>;

/** `GET /api/v1/oauth/connections` and the admin list. */
export const ConnectionListSchema = z.strictObject({ connections: z.array(ConnectionSchema) });
/** A list of connections, newest first. */
export type ConnectionList = z.output<typeof ConnectionListSchema>;

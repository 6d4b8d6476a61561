/**
 * The OAuth connection entries of the control registry: the approved MCP clients of the calling
 * key's workspace, and revoking one (its tokens stop working at once). Only API keys reach them:
 * OAuth tokens are for /mcp only.
 */
import { listConnections, revokeConnection } from "../oauth/grants.ts";
import {
  type Connection,
  type ConnectionList,
  ConnectionListSchema,
  ConnectionSchema,
} from "../schemas/oauth.ts";
import { defineControl, IdPath } from "./define.ts";

export const connectionsList = defineControl({
  id: "oauth_connections_list",
  rest: {
    method: "get",
    path: "/oauth/connections",
    tag: "account",
    summary: "The workspace's connected MCP clients (OAuth connections), newest first (free)",
    description:
      "A connection is one MCP client a person approved on the consent page of `/oauth/authorize` (with an API key of the workspace or the ADMIN_TOKEN): its access and refresh tokens act for the workspace on `/mcp` only, and are charged to it. Free.",
    ok: {
      description: "Every connection of the workspace, revoked ones included (`revoked_at` set).",
      component: "OAuthConnectionList",
    },
  },
  output: ConnectionListSchema,
  bucket: "control",
  handler: async (_input, { caller, services }) => ({
    connections: await listConnections(services.kv, caller.key.workspace_id),
  } satisfies ConnectionList),
});

export const connectionRevoke = defineControl({
  id: "oauth_connections_revoke",
  rest: {
    method: "delete",
    path: "/oauth/connections/{id}",
    tag: "account",
    summary: "Revoke a connected MCP client: its tokens stop working at once (free)",
    description:
      "The connection's access and refresh tokens are refused from now on (its next `/mcp` call gets 401 with the Bearer challenge; the client must be approved again). Revoking a revoked connection answers it unchanged, with the first `revoked_at`.",
    params: IdPath,
    ok: { description: "The revoked connection.", component: "OAuthConnection" },
    errors: { "404": "NotFound" },
  },
  output: ConnectionSchema,
  bucket: "control",
  handler: async ({ params }, { caller, services }) =>
    (await revokeConnection(
      services.kv,
      params.id,
      services.now(),
      caller.key.workspace_id,
    )) satisfies Connection,
});

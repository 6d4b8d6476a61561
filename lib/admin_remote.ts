/**
 * The admin actions over HTTP: the same calls as `adminActions`, sent to a running server's
 * `/admin/v1` (the CLI uses it while the server holds its KV file: `admin_channel.ts`). An error
 * answer comes back as the `ApiError` the server raised.
 */
import { ApiError, type ErrorCode } from "./errors.ts";
import { linesOf } from "./backup_file.ts";

/** The admin calls the CLI makes, whether in process or over HTTP. */
export interface AdminPort {
  createWorkspace(body: unknown): Promise<unknown>;
  listWorkspaces(): Promise<unknown>;
  grantCredits(workspaceId: string, body: unknown): Promise<unknown>;
  createKey(body: unknown): Promise<unknown>;
  listKeys(workspaceId: string): Promise<unknown>;
  revokeKey(keyId: string): Promise<unknown>;
  setBudget(projectId: string, body: unknown): Promise<unknown>;
  listConnections(workspaceId: string): Promise<unknown>;
  revokeConnection(id: string): Promise<unknown>;
  /** Writes a backup line by line; resolves to its summary. */
  backup(write: (line: string) => Promise<void>): Promise<unknown>;
}

/** The admin API of the server at `baseUrl`, called with `token`. */
export function remoteAdmin(baseUrl: string, token: string): AdminPort {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await send(baseUrl, token, method, path, body);
    return await res.json();
  };
  const q = encodeURIComponent;
  return {
    createWorkspace: (body) => call("POST", "/workspaces", body),
    listWorkspaces: () => call("GET", "/workspaces"),
    grantCredits: (id, body) => call("POST", `/workspaces/${q(id)}/credits`, body),
    createKey: (body) => call("POST", "/keys", body),
    listKeys: (id) => call("GET", `/keys?workspace_id=${q(id)}`),
    revokeKey: (id) => call("DELETE", `/keys/${q(id)}`),
    setBudget: (project, body) => call("PUT", `/projects/${q(project)}/budget`, body),
    listConnections: (id) => call("GET", `/oauth/connections?workspace_id=${q(id)}`),
    revokeConnection: (id) => call("DELETE", `/oauth/connections/${q(id)}`),
    async backup(write) {
      const res = await send(baseUrl, token, "GET", "/backup");
      const lines: string[] = [];
      for await (const line of linesOf(res.body!)) {
        await write(line);
        if (lines.length === 0) lines.push(line);
        else lines[1] = line;
      }
      const [head, end] = lines.map((line) => JSON.parse(line));
      return { entries: end?.entries, skipped: end?.skipped, created_at: head?.created_at };
    },
  };
}

/** Sends one admin request; a non-2xx answer throws the server's error. */
async function send(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  const res = await fetch(new URL(`/admin/v1${path}`, baseUrl), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.ok) return res;
  const said = await res.json().catch(() => null);
  const error = said?.error ?? {};
  throw new ApiError(
    (error.code ?? "INTERNAL_ERROR") as ErrorCode,
    error.message ?? `${method} ${path} answered ${res.status}`,
    { details: error.details },
  );
}

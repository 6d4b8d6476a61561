/** `/admin/v1`: workspaces, credits, keys, budgets and OAuth connections, behind `ADMIN_TOKEN`. */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { type AdminActions, adminActions } from "../lib/admin.ts";
import { lineWriter } from "../lib/backup_file.ts";
import { ApiError } from "../lib/errors.ts";
import { sameSecret } from "../lib/auth.ts";
import type { Services } from "../lib/services.ts";
import type { AppEnv } from "./env.ts";
import { readJsonBody } from "./http.ts";

/**
 * The admin API; every route answers 404 while `ADMIN_TOKEN` is unset. The token is checked before
 * `bodies` reads a body: no one without it holds a body slot.
 */
export function adminRoutes(
  services: Services,
  bodies: MiddlewareHandler<AppEnv>,
): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const admin = adminActions(services);

  routes.use("*", async (c, next) => {
    const token = services.config.adminToken;
    if (!token) {
      throw new ApiError("NOT_FOUND", "The admin API is disabled: set ADMIN_TOKEN to enable it.");
    }
    const m = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
    if (!m || !sameSecret(m[1], token)) {
      throw new ApiError(
        "UNAUTHORIZED",
        "The admin API needs Authorization: Bearer <ADMIN_TOKEN>.",
        {
          headers: { "WWW-Authenticate": 'Bearer realm="rankscope-admin"' },
        },
      );
    }
    await next();
  });
  routes.use("*", bodies);

  routes.post(
    "/workspaces",
    async (c) => c.json(await admin.createWorkspace(await readJsonBody(c)), 201),
  );
  routes.get("/workspaces", async (c) => c.json(await admin.listWorkspaces()));
  routes.post(
    "/workspaces/:id/credits",
    async (c) => c.json(await admin.grantCredits(c.req.param("id"), await readJsonBody(c))),
  );
  routes.post("/keys", async (c) => c.json(await admin.createKey(await readJsonBody(c)), 201));
  routes.get("/keys", async (c) => c.json(await admin.listKeys(workspaceQuery(c))));
  routes.delete("/keys/:id", async (c) => c.json(await admin.revokeKey(c.req.param("id"))));
  routes.get(
    "/oauth/connections",
    async (c) => c.json(await admin.listConnections(workspaceQuery(c))),
  );
  routes.delete(
    "/oauth/connections/:id",
    async (c) => c.json(await admin.revokeConnection(c.req.param("id"))),
  );
  routes.get("/backup", async () => await backupResponse(admin));
  routes.get("/queue/dead-letters", async (c) => c.json(await admin.listDeadLetters()));
  routes.put(
    "/projects/:project_id/budget",
    async (c) => c.json(await admin.setBudget(c.req.param("project_id"), await readJsonBody(c))),
  );
  return routes;
}

/** The required `?workspace_id=` of a per-workspace list; 400 naming it when it is missing. */
function workspaceQuery(c: Context<AppEnv>): string {
  const workspaceId = c.req.query("workspace_id");
  if (!workspaceId) {
    throw new ApiError("INVALID_PARAMETERS", "workspace_id query parameter is required.", {
      details: { issues: [{ path: "?workspace_id", message: "is required" }] },
    });
  }
  return workspaceId;
}

/**
 * A backup as a download. The store is read into a temporary file first, so writes wait only
 * for the read (not for the client to download it); the file is gone once it is sent.
 */
async function backupResponse(admin: AdminActions): Promise<Response> {
  const path = await Deno.makeTempFile({ prefix: "rankscope-backup-", suffix: ".ndjson" });
  let summary;
  try {
    const out = await lineWriter(path);
    try {
      summary = await admin.backup(out.write);
    } finally {
      await out.close();
    }
  } catch (err) {
    await Deno.remove(path).catch(() => {});
    throw err;
  }
  const file = await Deno.open(path, { read: true });
  await Deno.remove(path); // the open file stays readable until it is closed
  const day = summary.created_at.slice(0, 10);
  return new Response(file.readable, {
    headers: {
      "content-type": "application/x-ndjson",
      "content-disposition": `attachment; filename="rankscope-backup-${day}.ndjson"`,
      "cache-control": "no-store",
      "x-backup-entries": String(summary.entries),
    },
  });
}

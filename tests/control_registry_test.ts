/**
 * Every route under /api/v1, every path of the OpenAPI document under it, and every MCP tool
 * comes from one of the two registries: the operations (lib/operations/mod.ts) or the control
 * entries (lib/control/mod.ts). A route, path or tool written by hand beside them fails here.
 * The operator API (/admin/v1) is out of the control registry's scope: routes/admin.ts and
 * `adminPaths` (lib/openapi.ts) are still written by hand, and checked against each other here.
 */
import assert from "node:assert/strict";
import { honoPath } from "../lib/control/define.ts";
import { controls, controlTools } from "../lib/control/mod.ts";
import { openApiDocument, outputSchemaOf } from "../lib/openapi.ts";
import { operations } from "../lib/operations/mod.ts";
import { toolCatalog } from "../routes/mcp.ts";
import { setup } from "./helpers.ts";

const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);

/** `METHOD path` of the routes the app registered under `prefix` (middleware left out). */
function appRoutes(routes: { method: string; path: string }[], prefix: string): string[] {
  return [
    ...new Set(
      routes.filter((r) => METHODS.has(r.method) && r.path.startsWith(prefix))
        .map((r) => `${r.method} ${r.path}`),
    ),
  ].sort();
}

/** `METHOD path` of every route the two registries declare under /api/v1 (Hono style). */
function registryRoutes(): string[] {
  return [
    ...operations.map((op) => `POST /api/v1${op.path}`),
    ...controls.flatMap((c) =>
      c.rest ? [`${c.rest.method.toUpperCase()} /api/v1${honoPath(c.rest.path)}`] : []
    ),
  ].sort();
}

Deno.test("[control registry] the app's /api/v1 routes are exactly the operations' and the control entries'", async () => {
  const h = await setup({ queue: false });
  try {
    assert.deepEqual(appRoutes(h.app.routes, "/api/v1/"), registryRoutes());
  } finally {
    await h.close();
  }
});

Deno.test("[control registry] every OpenAPI path outside /admin/v1 comes from one of the two registries, with its operationId", () => {
  const doc = openApiDocument(operations) as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  const documented: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (path.startsWith("/admin/v1/")) continue;
    for (const [method, op] of Object.entries(item)) {
      documented.push(`${method.toUpperCase()} ${path} ${op.operationId}`);
    }
  }
  const declared = [
    ...operations.map((op) => `POST ${op.path} ${op.id}`),
    ...controls.flatMap((c) =>
      c.rest ? [`${c.rest.method.toUpperCase()} ${c.rest.path} ${c.id}`] : []
    ),
  ];
  assert.deepEqual(documented.sort(), declared.sort());
});

Deno.test("[control registry] the admin API (out of the registry's scope) documents exactly the routes it has", async () => {
  const h = await setup({ queue: false });
  try {
    const doc = openApiDocument(operations) as { paths: Record<string, Json> };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/admin/v1/"))
      .flatMap(([path, item]) =>
        Object.keys(item).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`)
      );
    assert.deepEqual(appRoutes(h.app.routes, "/admin/v1/"), documented.sort());
  } finally {
    await h.close();
  }
});

type Json = Record<string, unknown>;

Deno.test("[control registry] every MCP tool is an operation or a control entry, each once", () => {
  const { tools } = toolCatalog.catalog(operations).result as { tools: { name: string }[] };
  const names = tools.map((t) => t.name);
  const declared = [
    ...operations.map((op) => op.id),
    ...controls.flatMap((c) => c.mcp ? [c.mcp.name] : []),
  ];
  assert.deepEqual([...names].sort(), [...declared].sort());
  assert.equal(new Set(names).size, names.length, "tool names are unique");
  // `controlTools` (the tools/list order) holds every entry that is a tool, once.
  assert.deepEqual(
    [...controlTools].sort((a, b) => a.id.localeCompare(b.id)),
    controls.filter((c) => c.mcp).sort((a, b) => a.id.localeCompare(b.id)),
  );
});

Deno.test("[control registry] entries are unique, draw from control, and answer the schema their component documents", () => {
  const ids = controls.map((c) => c.id);
  assert.equal(new Set(ids).size, ids.length, "ids are unique");
  for (const op of operations) assert.ok(!ids.includes(op.id), `${op.id} is an operation`);
  const doc = openApiDocument(operations) as { components: { schemas: Record<string, Json> } };
  for (const c of controls) {
    assert.equal(c.bucket, "control", c.id);
    assert.ok(c.rest || c.mcp, `${c.id} is a route or a tool`);
    if (c.mcp) assert.ok(c.output, `${c.id}: a tool's outputSchema needs the entry's output`);
    const component = c.rest?.ok.component;
    if (!component) continue;
    assert.ok(c.output, `${c.id}: a JSON answer needs the entry's output schema`);
    assert.ok(doc.components.schemas[component], `${c.id}: component ${component}`);
    // Job and JobList are documented with `result` typed per operation (componentSchemas).
    if (component === "Job" || component === "JobList") continue;
    assert.deepEqual(doc.components.schemas[component], outputSchemaOf(c.output), c.id);
  }
});

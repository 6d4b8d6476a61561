/**
 * `GET /docs`: the interactive API reference, Swagger UI over `/openapi.yaml`, served entirely by
 * this server from the `swagger-ui-dist` npm package (nothing from a CDN: it works offline and on
 * an intranet). A person pastes a key under "Authorize" (kept in the page's memory only, never in
 * storage) and tries any operation, `dry_run=true` included.
 */
import { Hono } from "hono";
import { DISCOVERY_PATHS } from "../lib/discovery.ts";
import type { AppEnv } from "./env.ts";

/** The files of `swagger-ui-dist` the page uses, with their types. */
const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
};

const DIST = new URL("../node_modules/swagger-ui-dist/", import.meta.url);

/**
 * Only this origin; Swagger UI sets inline styles. No inline script: the start-up is a file of
 * its own (`/docs/start.js`).
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join("; ");

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rankscope API reference</title>
<link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
<link rel="stylesheet" href="/docs/page.css">
</head>
<body>
<header class="rs-bar">
<h1>Rankscope API reference</h1>
<nav aria-label="Machine-readable documents">
<a href="/openapi.yaml">OpenAPI</a>
<a href="${DISCOVERY_PATHS.llms}">llms.txt</a>
<a href="${DISCOVERY_PATHS.card}">MCP server card</a>
<a href="${DISCOVERY_PATHS.catalog}">AI catalog</a>
</nav>
<p>Paste your API key under <strong>Authorize</strong> (ApiKey); it stays in this tab's memory.
Add <code>dry_run=true</code> to any operation to see its price without paying.</p>
</header>
<div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/start.js"></script>
</body>
</html>
`;

/** The page's own files: its start-up script and its style (routes/static/). */
const OWN: Record<string, string> = {
  "start.js": "docs_start.js",
  "page.css": "docs.css",
};

/** The `/docs` routes. */
export function referenceRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const files = new Map<string, Uint8Array>();
  const headers = (type: string) => ({
    "content-type": type,
    "content-security-policy": CSP,
    "x-content-type-options": "nosniff",
  });
  routes.get("/docs", (c) => c.body(PAGE, 200, headers("text/html; charset=utf-8")));
  for (const [path, file] of Object.entries(OWN)) {
    const type = path.endsWith(".js") ? ASSETS["swagger-ui-bundle.js"] : ASSETS["swagger-ui.css"];
    let text: string | undefined;
    routes.get(`/docs/${path}`, async (c) => {
      text ??= await Deno.readTextFile(new URL(`./static/${file}`, import.meta.url));
      return c.body(text, 200, headers(type));
    });
  }
  routes.get("/docs/assets/:file", async (c) => {
    const name = c.req.param("file");
    if (!Object.hasOwn(ASSETS, name)) return c.notFound();
    const type = ASSETS[name];
    let bytes = files.get(name);
    if (!bytes) files.set(name, bytes = await Deno.readFile(new URL(name, DIST)));
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      ...headers(type),
      "cache-control": "public, max-age=86400",
    });
  });
  return routes;
}

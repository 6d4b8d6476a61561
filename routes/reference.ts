/**
 * `GET /docs`: the interactive API reference, Swagger UI over `/openapi.yaml`, served entirely by
 * this server from the `swagger-ui-dist` npm package (nothing from a CDN: it works offline and on
 * an intranet). A person pastes a key under "Authorize" (kept in the page's memory only, never in
 * storage) and tries any operation, `dry_run=true` included.
 */
import { Hono } from "hono";
import { DISCOVERY_PATHS } from "../lib/discovery.ts";
import type { AppEnv } from "./env.ts";
import { fromPackage, own, pageCsp, type PageFile, pageFiles, pageHeaders } from "./pages.ts";

/** Swagger UI sets inline styles; its start-up is a file of its own (no inline script). */
const CSP = pageCsp({ inlineStyles: true });

const CSS = "text/css; charset=utf-8";
const JS = "text/javascript; charset=utf-8";

/** The page's files: Swagger UI's from the npm package, its start-up and style from here. */
const FILES: Record<string, PageFile> = {
  "swagger-ui.css": { url: fromPackage("swagger-ui-dist/swagger-ui.css"), type: CSS, cache: true },
  "swagger-ui-bundle.js": {
    url: fromPackage("swagger-ui-dist/swagger-ui-bundle.js"),
    type: JS,
    cache: true,
  },
  "favicon-32x32.png": {
    url: fromPackage("swagger-ui-dist/favicon-32x32.png"),
    type: "image/png",
    cache: true,
  },
  "start.js": { url: own("docs_start.js"), type: JS },
  "page.css": { url: own("docs.css"), type: CSS },
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rankscope API reference</title>
<link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
<link rel="stylesheet" href="/docs/assets/page.css">
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
<script src="/docs/assets/start.js"></script>
</body>
</html>
`;

/** The `/docs` routes. */
export function referenceRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/docs", (c) => c.body(PAGE, 200, pageHeaders("text/html; charset=utf-8", CSP)));
  routes.get("/docs/assets/:file", pageFiles(FILES, CSP));
  return routes;
}

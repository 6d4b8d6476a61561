/**
 * `GET /` in a browser: the console. A person pastes a key (kept in the tab's session storage
 * only) and sees the balance and plan, usage over the last two weeks and by operation, project and
 * workflow, project budgets, the recent runs (jobs with their status live, and the sync runs that
 * keep no job, read from the usage log), a job's result (its `markdown_summary`, the raw JSON a
 * click away), webhook endpoints and the delivery log (response codes, failure reasons, a retry
 * button), the connected MCP clients (OAuth connections, with a revoke button), and can run an
 * operation: "Run" prices it first with a dry run and runs it once the price is confirmed. The page
 * is rendered here with Hono's JSX; `routes/static/console.js` fetches with the key (no inline
 * script: the page's CSP allows scripts from this origin only). Without the key the page shows
 * nothing else.
 */
import { Hono } from "hono";
import type { FC, PropsWithChildren } from "hono/jsx";
import { DISCOVERY_PATHS } from "../lib/discovery.ts";
import type { Operation } from "../lib/operations/define.ts";
import type { AppEnv } from "./env.ts";
import { fromPackage, own, pageCsp, type PageFile, pageFiles, pageHeaders } from "./pages.ts";

/** Only this origin; no inline script or style; no framing. */
const CSP = pageCsp();

/** The console's script, its style, and `marked` (for results' markdown) from its package. */
const FILES: Record<string, PageFile> = {
  "console.js": { url: own("console.js"), type: "text/javascript; charset=utf-8" },
  "console.css": { url: own("console.css"), type: "text/css; charset=utf-8" },
  "marked.esm.js": {
    url: fromPackage("marked/lib/marked.esm.js"),
    type: "text/javascript; charset=utf-8",
    cache: true,
  },
};

/** What the "run an operation" form offers: the built operations with their examples. */
function runnable(operations: readonly Operation[]) {
  return operations.filter((op) => op.available).map((op) => ({
    path: op.path,
    summary: op.summary,
    example: op.example,
  }));
}

const Section: FC<PropsWithChildren<{ id: string; title: string }>> = ({ id, title, children }) => (
  <section id={id} aria-labelledby={`${id}-title`} hidden>
    <h2 id={`${id}-title`}>{title}</h2>
    {children}
  </section>
);

/** API keys: the list with Revoke buttons, a new key's form, the new key shown once. */
const KeysSection: FC = () => (
  <Section id="keys" title="API keys">
    <p class="hint">
      The workspace's keys (never the keys themselves). A new key is shown once; revoking one stops
      it at once, everywhere. The last active key cannot be revoked.
    </p>
    <div id="keys-table" aria-live="polite"></div>
    <form id="key-new-form">
      <label for="key-new-name">New key's name</label>
      <input id="key-new-name" name="name" maxlength={100} autocomplete="off" />
      <label for="key-new-plan">Plan</label>
      <select id="key-new-plan"></select>
      <label for="key-new-domains">Browser origins (optional, one per line)</label>
      <textarea
        id="key-new-domains"
        rows={2}
        spellcheck={false}
        placeholder="https://app.example.com"
      >
      </textarea>
      <button type="submit">Create key</button>
    </form>
    <div id="key-new-shown" class="confirm" hidden>
      <p>
        The new key, shown this once: copy it now.
      </p>
      <code id="key-new-value" class="id"></code>
    </div>
    <p id="keys-error" role="alert"></p>
  </Section>
);

/** Run an operation: its body, its price first (a dry run), then the run once confirmed. */
const RunSection: FC = () => (
  <Section id="run" title="Run an operation">
    <form id="run-form">
      <label for="run-op">Operation</label>
      <select id="run-op"></select>
      <label for="run-body">Request body (JSON)</label>
      <textarea id="run-body" rows={10} spellcheck={false}></textarea>
      <p id="run-price" class="hint" aria-live="polite"></p>
      <button type="submit" id="run-submit">Run as a job</button>
      {/* Shown by "Run": the price from a dry run, and the choice to pay it. */}
      <div
        id="run-confirm"
        class="confirm"
        role="group"
        aria-labelledby="run-confirm-text"
        hidden
      >
        <p id="run-confirm-text"></p>
        <button type="button" id="run-confirm-yes">Run</button>
        <button type="button" id="run-confirm-no" class="secondary">Cancel</button>
      </div>
      <p id="run-error" role="alert"></p>
    </form>
  </Section>
);

const ConsolePage: FC<{ operations: readonly Operation[] }> = ({ operations }) => (
  <html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>Rankscope console</title>
      <link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="stylesheet" href="/console/console.css" />
    </head>
    <body>
      <header>
        <h1>Rankscope console</h1>
        <nav aria-label="Documents">
          <a href="/docs">API reference</a>
          <a href={DISCOVERY_PATHS.llms}>llms.txt</a>
          <a href={DISCOVERY_PATHS.card}>MCP server card</a>
        </nav>
      </header>
      <main>
        <form id="key-form" class="card">
          <label for="key">API key</label>
          <input id="key" name="key" type="password" autocomplete="off" spellcheck={false} />
          <button type="submit">Open</button>
          <button type="button" id="forget" hidden>Forget key</button>
          <p class="hint">Kept in this tab's session storage only; closing the tab forgets it.</p>
          <p id="key-error" role="alert"></p>
        </form>
        <Section id="overview" title="Balance and plan">
          <dl id="overview-list"></dl>
        </Section>
        <KeysSection />
        <Section id="usage" title="Usage">
          <h3>Credits per day, last 14 days</h3>
          <label for="usage-series">Show</label>
          <select id="usage-series">
            <option value="all">All credits</option>
          </select>
          <div id="usage-days" class="chart"></div>
          <div id="usage-breakdown" class="columns"></div>
        </Section>
        <Section id="budgets" title="Project budgets">
          <div id="budgets-table"></div>
        </Section>
        <RunSection />
        <Section id="activity" title="Recent runs">
          <p class="hint">
            Jobs, and the sync runs (<code>?sync=true</code>, MCP tool calls) that keep no job.
          </p>
          <div id="activity-table" aria-live="polite"></div>
          <article id="job-detail" aria-live="polite" hidden></article>
        </Section>
        <Section id="webhooks" title="Webhooks">
          <button type="button" id="refresh-webhooks">Refresh</button>
          <div id="endpoints-table"></div>
          <div id="deliveries-table" aria-live="polite"></div>
          <p id="deliveries-error" role="alert"></p>
        </Section>
        <Section id="connections" title="Connected MCP clients">
          <p class="hint">
            MCP clients approved for this workspace through OAuth. Revoking one stops its tokens at
            once; it has to be approved again.
          </p>
          <div id="connections-table" aria-live="polite"></div>
          <p id="connections-error" role="alert"></p>
        </Section>
      </main>
      {/* Data, not code: the CSP's script-src does not apply; "<" escaped so it cannot end it. */}
      <script
        type="application/json"
        id="operations"
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(runnable(operations)).replaceAll("<", "\\u003c"),
        }}
      />
      <script type="module" src="/console/console.js"></script>
    </body>
  </html>
);

/** The service's icon: an SVG for pages that link it, an ICO of it (tools/favicon.ts) by name. */
const ICONS: Record<string, PageFile> = {
  "favicon.svg": { url: own("favicon.svg"), type: "image/svg+xml", cache: true },
  "favicon.ico": { url: own("favicon.ico"), type: "image/x-icon", cache: true },
};

/**
 * The console's routes: its script and style (the page itself is `GET /`, see docs.ts), and the
 * service's icon at `/favicon.ico` and `/favicon.svg`.
 */
export function consoleRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/console/:file", pageFiles(FILES, CSP));
  routes.get("/:file{favicon\\.(?:ico|svg)}", pageFiles(ICONS, CSP));
  return routes;
}

/**
 * The console page for `GET /` when a browser asks for HTML, with its headers: rendered once per
 * registry (the page holds no per-request data; the script fetches it with the key).
 */
export function consolePage(operations: readonly Operation[]): () => Response {
  const html = "<!doctype html>" + String(<ConsolePage operations={operations} />);
  const headers = pageHeaders("text/html; charset=utf-8", CSP);
  return () => new Response(html, { headers });
}

/**
 * The pages of the authorization endpoint: the consent page (who is asking, for what, where the
 * answer goes; the person proves who they are by pasting an API key of the workspace or the
 * admin token) and the page of a refused request (errors are never redirected to the client). Hono JSX, no script;
 * the CSP lets the form post here and the approval redirect to the client's own redirect URI.
 */
import type { FC } from "hono/jsx";
import type { AuthorizationRequest } from "../lib/oauth/authorize.ts";
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from "../lib/oauth/grants.ts";
import { OAUTH_PATHS } from "../lib/oauth/metadata.ts";
import { pageHeaders } from "./pages.ts";

/** The page's CSP: its own stylesheet; the form posts here, the answer may redirect to `target`. */
export function consentCsp(target: string | null): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self'${target ? ` ${target}` : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

/** The CSP source of a redirect URI: its origin (http/https) or its private-use scheme. */
export function redirectSource(redirectUri: string): string {
  const url = new URL(redirectUri);
  return url.protocol === "http:" || url.protocol === "https:" ? url.origin : url.protocol;
}

/**
 * Headers of the pages: never cached, never framed. The referrer policy is `same-origin`, not the
 * other pages' `no-referrer`: under that, browsers post the form with `Origin: null`, and the
 * endpoint checks the form's origin.
 */
export function consentHeaders(target: string | null): Record<string, string> {
  return {
    ...pageHeaders("text/html; charset=utf-8", consentCsp(target)),
    "referrer-policy": "same-origin",
    "cache-control": "no-store",
    "x-frame-options": "DENY",
  };
}

const Shell: FC<{ title: string; children?: unknown }> = ({ title, children }) => (
  <html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <link rel="stylesheet" href="/oauth/static/consent.css" />
    </head>
    <body>
      <main>{children as never}</main>
    </body>
  </html>
);

/** What the consent page is given. */
export interface ConsentProps {
  request: AuthorizationRequest;
  /** The parameters to post back (the authorization request as received). */
  params: Record<string, string>;
  /** Why the last attempt was refused. */
  problem?: string;
  adminEnabled: boolean;
}

/**
 * A URL as the browser's address bar shows it: the host in punycode (WHATWG URL serialization),
 * so a look-alike Unicode host cannot pass for another beside its punycode form.
 */
export function asBrowserShows(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

function days(seconds: number): string {
  return `${Math.round(seconds / 86400)} days`;
}

/** The consent page. */
export const ConsentPage: FC<ConsentProps> = ({ request, params, problem, adminEnabled }) => {
  const { client } = request;
  const name = client.client_name ?? client.client_id;
  const where = new URL(request.redirectUri);
  const verified = client.source === "metadata_document";
  return (
    <Shell title={`Connect ${name} to Rankscope`}>
      <h1>Connect {name} to Rankscope?</h1>
      <p>
        <strong>{name}</strong>{" "}
        asks to use this Rankscope server's MCP tools for a workspace: running analyses and reading
        jobs, which spends the workspace's credits.
      </p>
      <dl>
        <dt>Client</dt>
        <dd>
          <code>{verified ? asBrowserShows(client.client_id) : client.client_id}</code> {verified
            ? "(its metadata document is published at this address)"
            : "(registered itself with this server; its name is its own claim)"}
        </dd>
        {client.client_uri ? <dt>Website</dt> : null}
        {client.client_uri ? <dd>{asBrowserShows(client.client_uri)}</dd> : null}
        <dt>Sends you back to</dt>
        <dd>
          <code>
            {where.protocol === "http:" || where.protocol === "https:"
              ? where.host
              : where.protocol}
          </code>{" "}
          ({where.href})
        </dd>
        <dt>Access</dt>
        <dd>
          scope <code>{request.scope}</code> on <code>{request.resource}</code>; tokens last{" "}
          {ACCESS_TOKEN_TTL_S / 60} minutes and are renewed for up to {days(REFRESH_TOKEN_TTL_S)}
          {" "}
          of inactivity, until you revoke the connection (console, or{" "}
          <code>deno task admin oauth revoke</code>).
        </dd>
      </dl>
      <p class="warn">Approve only if you started this connection from {name} just now.</p>
      {problem ? <p role="alert" class="problem">{problem}</p> : null}
      <form method="post" action={OAUTH_PATHS.authorize}>
        {Object.entries(params).map(([key, value]) => (
          <input type="hidden" name={key} value={value} />
        ))}
        <label for="credential">
          An API key of the workspace (sk_live_...){adminEnabled ? ", or the admin token" : ""}
        </label>
        <input
          id="credential"
          name="credential"
          type="password"
          autocomplete="off"
          required
          spellcheck={false}
        />
        {adminEnabled
          ? (
            <>
              <label for="workspace_id">
                Workspace id (only with the admin token instead of a key)
              </label>
              <input id="workspace_id" name="workspace_id" type="text" autocomplete="off" />
            </>
          )
          : null}
        <div class="actions">
          <button type="submit" name="decision" value="approve">Approve</button>
          <button type="submit" name="decision" value="deny" formnovalidate>Deny</button>
        </div>
      </form>
    </Shell>
  );
};

/**
 * The page of a refused authorization request: every error is shown here, none is redirected to
 * the client (RFC 9700 §4.11.2; lib/oauth/authorize.ts).
 */
export const AuthorizationErrorPage: FC<{ error: string; description: string }> = (
  { error, description },
) => (
  <Shell title="This sign-in request cannot be completed">
    <h1>This sign-in request cannot be completed</h1>
    <p>
      The application that sent you here made a request this server cannot answer. You are not sent
      back to it automatically.
    </p>
    <p role="alert" class="problem">
      <code>{error}</code>: {description}
    </p>
    <p>Start the connection again from the application, or tell its developer.</p>
  </Shell>
);

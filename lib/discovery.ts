/**
 * What a person's or an agent's first request finds: `/llms.txt` (what the service does and how to
 * call it, with links), the MCP Server Card and the AI Catalog that points to it. All derived from
 * the registry and the server's own address, so they never offer a call this server cannot answer.
 */
import { describeCost, type Operation, type OperationTag } from "./operations/define.ts";
import {
  type AiCatalog,
  SERVER_CARD_SCHEMA,
  SERVER_CARD_TYPE,
  type ServerCard,
} from "./schemas/discovery.ts";
import { SERVER_VERSION } from "./version.ts";
import { OAUTH_PATHS } from "./oauth/metadata.ts";

/** Where the documents point: the server's public origin and the MCP protocol versions. */
export interface DiscoveryContext {
  /** The public origin, `https://seo.example.com` (no trailing slash). */
  base: string;
  /** The MCP protocol versions the endpoint accepts, newest first. */
  protocolVersions: readonly string[];
  /** How long `?sync=true` waits before answering with a job, in ms. */
  syncWindowMs: number;
}

/** The paths the discovery documents live at. */
export const DISCOVERY_PATHS = {
  llms: "/llms.txt",
  card: "/mcp/server-card",
  /** Where earlier drafts (and many clients) look for the card. */
  cardWellKnown: "/.well-known/mcp/server-card.json",
  catalog: "/.well-known/ai-catalog.json",
} as const;

const DESCRIPTION =
  "SEO analysis that shows its evidence: backlinks, content, keywords and SERPs, sync or as jobs.";

/** The host of `base` as a name part (letters, digits, dots, hyphens). */
function hostPart(base: string): string {
  return new URL(base).hostname.replace(/[^a-zA-Z0-9.-]/g, "-").replace(/^-+|-+$/g, "") ||
    "localhost";
}

/** The MCP Server Card of the endpoint at `base`/mcp. */
export function serverCard(ctx: DiscoveryContext): ServerCard {
  const reversed = hostPart(ctx.base).split(".").reverse().join(".");
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: `${reversed}/rankscope`,
    version: SERVER_VERSION,
    title: "Rankscope",
    description: DESCRIPTION,
    websiteUrl: `${ctx.base}${DISCOVERY_PATHS.llms}`,
    remotes: [{
      type: "streamable-http",
      url: `${ctx.base}/mcp`,
      headers: [{
        name: "Authorization",
        description:
          "The workspace's API key as a bearer token (x-api-key works too). Not needed by OAuth clients: a request without it gets 401 with the Bearer challenge naming the protected-resource metadata.",
        isRequired: false,
        isSecret: true,
        value: "Bearer {api_key}",
        variables: {
          api_key: {
            description: "A Rankscope API key (sk_live_...), issued by the server's admin.",
            isRequired: true,
            isSecret: true,
          },
        },
      }],
      supportedProtocolVersions: [...ctx.protocolVersions],
    }],
  };
}

/** The AI Catalog of this host: one entry, this server's card. */
export function aiCatalog(ctx: DiscoveryContext): AiCatalog {
  return {
    specVersion: "1.0",
    entries: [{
      identifier: `urn:air:${hostPart(ctx.base)}:mcp:rankscope`,
      type: SERVER_CARD_TYPE,
      url: `${ctx.base}${DISCOVERY_PATHS.card}`,
    }],
  };
}

const TAGS: readonly OperationTag[] = ["backlinks", "content", "keywords", "search"];

/** `/llms.txt`: what the service does, how an agent calls it, and every operation it has. */
export function llmsTxt(operations: readonly Operation[], ctx: DiscoveryContext): string {
  const b = ctx.base;
  const built = operations.filter((op) => op.available);
  const lines = [
    "# Rankscope",
    "",
    `> ${DESCRIPTION} Every result carries its evidence, a \`markdown_summary\` a person can ` +
    "read, and `agent_workflow.next_calls`: the follow-up calls worth making, each marked " +
    "`available` on this server.",
    "",
    "How to call it:",
    "",
    `- REST: \`POST ${b}/api/v1/<operation>\` with the header \`x-api-key: sk_live_...\` and a ` +
    "JSON body. `?sync=true` waits up to " + `${Math.round(ctx.syncWindowMs / 1000)} s for the ` +
    "result; otherwise (or when it takes longer) the answer is `202` with a job: poll its " +
    "`poll_url`, or read `events_url` as server-sent events with the same key header.",
    "- `?dry_run=true` prices a request (`credits_required`) without running or charging it.",
    "- An `Idempotency-Key` header makes a retry safe: the same key answers the first result, " +
    "charged once.",
    `- MCP: \`${b}/mcp\` (streamable HTTP, stateless) with \`Authorization: Bearer sk_live_...\`, ` +
    "or OAuth 2.1 (the 401's `WWW-Authenticate` names the protected-resource metadata; dynamic " +
    "registration or a client ID metadata document, PKCE S256, a consent page where a person " +
    "pastes an API key of the workspace): one tool per operation (named like " +
    "`backlinks_summary`) plus job and lookup tools; tool calls may be MCP Tasks.",
    "- Errors are `{ error: { code, message, request_id, retryable, details } }`; retry only when " +
    "`retryable` is true, after `Retry-After` when it is sent.",
    "- Every answer says what it cost and what is left: `x-credits-charged`, " +
    "`x-credits-remaining`.",
    "",
    "## Contract and discovery",
    "",
    `- [OpenAPI](${b}/openapi.yaml): every operation's input, output and cost`,
    `- [MCP endpoint](${b}/mcp): POST only; GET answers 405`,
    `- [MCP server card](${b}${DISCOVERY_PATHS.card}): how to connect, read before connecting`,
    `- [OAuth protected-resource metadata](${b}${OAUTH_PATHS.protectedResource}) and ` +
    `[authorization-server metadata](${b}${OAUTH_PATHS.authorizationServer})`,
    `- [AI catalog](${b}${DISCOVERY_PATHS.catalog}): this host's MCP servers`,
    `- [Pricing](${b}/api/v1/pricing): credits per operation (with a key; free)`,
    `- [Status](${b}/api/v1/status): the version, data provider and cache, and the key's plan and rate limits (free)`,
    `- [Usage](${b}/api/v1/usage): the balance and what was spent, by operation, project and workflow (free)`,
    `- [Charged requests](${b}/api/v1/usage/requests): each charged request, newest first, sync runs beside jobs (free)`,
  ];
  for (const tag of TAGS) {
    const ops = built.filter((op) => op.tag === tag);
    if (ops.length === 0) continue;
    lines.push("", `## Operations: ${tag}`, "");
    for (const op of ops) {
      lines.push(
        `- \`POST /api/v1${op.path}\` (tool \`${op.id}\`, ${describeCost(op.cost)}): ${op.summary}`,
      );
    }
  }
  return lines.join("\n") + "\n";
}

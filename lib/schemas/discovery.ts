/**
 * Discovery documents: the MCP Server Card and the AI Catalog that points to it (the MCP Server
 * Card extension, SEP-2127: `schema.json` and `docs/discovery.md` of
 * modelcontextprotocol/experimental-ext-server-card). Only the members this server fills in.
 */
import { z } from "zod";

/** The `$schema` every v1 Server Card names. */
export const SERVER_CARD_SCHEMA =
  "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json";

/** The media type of a Server Card, as catalog entries name it. */
export const SERVER_CARD_TYPE = "application/mcp-server-card+json";

const RemoteHeaderSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().min(1),
  isRequired: z.boolean(),
  isSecret: z.boolean(),
  value: z.string().min(1),
  variables: z.record(
    z.string(),
    z.strictObject({ description: z.string(), isRequired: z.boolean(), isSecret: z.boolean() }),
  ),
});

/** A Server Card: what the server is and how to connect to it, read before connecting. */
export const ServerCardSchema = z.strictObject({
  $schema: z.literal(SERVER_CARD_SCHEMA),
  name: z.string().min(3).max(200).regex(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/),
  version: z.string().min(1).max(255),
  title: z.string().min(1).max(100),
  description: z.string().min(1).max(100),
  websiteUrl: z.url(),
  remotes: z.array(z.strictObject({
    type: z.literal("streamable-http"),
    url: z.url(),
    headers: z.array(RemoteHeaderSchema),
    supportedProtocolVersions: z.array(z.string()).min(1),
  })).min(1),
});

/** A Server Card. */
export type ServerCard = z.output<typeof ServerCardSchema>;

/** An AI Catalog (`/.well-known/ai-catalog.json`) listing this server's card. */
export const AiCatalogSchema = z.strictObject({
  specVersion: z.literal("1.0"),
  entries: z.array(z.strictObject({
    identifier: z.string().regex(/^urn:air:[^:]+:[^:]+:[^:]+$/),
    type: z.literal(SERVER_CARD_TYPE),
    url: z.url(),
  })).min(1),
});

/** An AI Catalog. */
export type AiCatalog = z.output<typeof AiCatalogSchema>;

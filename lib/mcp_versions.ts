/**
 * The MCP protocol versions `/mcp` speaks, newest first, and what each has of what the server
 * uses: the one list that version negotiation, the `mcp-protocol-version` header check, the
 * capabilities an `initialize` answers, JSON-RPC batches, the server card and the README table
 * (`deno task docs`) derive from.
 *
 * Streamable HTTP, the only transport served, arrived in 2025-03-26, so no earlier version is
 * spoken: a 2024-11-05 client uses HTTP+SSE (a GET stream naming a POST endpoint), which this
 * endpoint does not serve (GET is 405). JSON-RPC batches were added in 2025-03-26 and removed in
 * 2025-06-18 (its changelog); MCP Tasks arrived in 2025-11-25 (basic/utilities/tasks). Structured
 * tool output (`outputSchema`, `structuredContent`) and tools' `title` arrived in 2025-06-18;
 * tools/list and tool results are the same under every version (a field a version does not
 * define is one its clients ignore), so it is no entry here. Elicitation, sampling and roots are
 * client capabilities this server never asks for.
 */

/** One protocol version and what it has. */
export interface McpVersion {
  version: string;
  /** JSON-RPC batches (a POST body that is an array of messages). */
  batches: boolean;
  /** MCP Tasks: the `tasks` capability, `tasks/*`, task-augmented `tools/call`. */
  tasks: boolean;
}

/** The versions spoken, newest first. */
export const MCP_PROTOCOL_VERSIONS: readonly McpVersion[] = [
  { version: "2025-11-25", batches: false, tasks: true },
  { version: "2025-06-18", batches: false, tasks: false },
  { version: "2025-03-26", batches: true, tasks: false },
];

/** The newest version: what `initialize` answers a client asking for one not spoken here. */
export const NEWEST_MCP_VERSION = MCP_PROTOCOL_VERSIONS[0];

/** The version strings, newest first (the server card's `supportedProtocolVersions`). */
export const MCP_VERSION_NAMES: readonly string[] = MCP_PROTOCOL_VERSIONS.map((v) => v.version);

/** The entry of `version`, or undefined when it is not spoken here. */
export function mcpVersion(version: string): McpVersion | undefined {
  return MCP_PROTOCOL_VERSIONS.find((v) => v.version === version);
}

/**
 * The version an `initialize` asking for `requested` is answered with: that one when spoken here,
 * else the newest (MCP lifecycle, "Version Negotiation": the server "MUST respond with another
 * protocol version it supports. This SHOULD be the latest version supported by the server").
 */
export function negotiateMcpVersion(requested: unknown): McpVersion {
  return (typeof requested === "string" && mcpVersion(requested)) || NEWEST_MCP_VERSION;
}

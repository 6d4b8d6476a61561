/**
 * `deno task docs`: regenerates the marked sections of README.md from the registry and the config
 * schema (`<!-- generated:NAME -->` ... `<!-- /generated:NAME -->`); tests/readme_test.ts fails
 * when README.md differs from what `renderReadme` produces.
 */
import { z } from "zod";
import { ConfigSchema } from "../lib/config.ts";
import { MCP_PROTOCOL_VERSIONS, type McpVersion } from "../lib/mcp_versions.ts";
import type { Operation, OperationTag } from "../lib/operations/define.ts";
import { operations } from "../lib/operations/mod.ts";
import { pricingTable } from "../lib/pricing.ts";

/** What the generated sections are rendered from. */
export interface DocsSources {
  operations: readonly Operation[];
  /** The config schema: every key is an environment variable with a `.describe()` text. */
  config: z.ZodObject;
  /** The MCP protocol versions `/mcp` speaks, newest first. */
  protocolVersions: readonly McpVersion[];
}

const TAGS: readonly OperationTag[] = ["backlinks", "content", "keywords", "search"];

/** A markdown table padded as `deno fmt` pads it (so the formatter leaves it unchanged). */
function table(header: string[], rows: string[][]): string {
  const cell = (text: string) => text.replaceAll("|", "\\|");
  const all = [header, ...rows].map((r) => r.map(cell));
  const widths = header.map((_, i) => Math.max(3, ...all.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  const rule = `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`;
  return [line(all[0]), rule, ...all.slice(1).map(line)].join("\n");
}

const code = (text: string) => `\`${text}\``;

/** A paragraph wrapped at 100 columns as `deno fmt` wraps it (never inside a code span). */
function paragraph(text: string): string {
  const words = text.match(/(?:`[^`]*`|[^\s`])+/g) ?? [];
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= 100) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines.join("\n");
}

/** "What works today": per tag, the built operations and how many answer 501. */
function worksSection(ops: readonly Operation[]): string {
  const rows = TAGS.map((tag) => {
    const mine = ops.filter((op) => op.tag === tag);
    const built = mine.filter((op) => op.available);
    return [
      tag,
      `${built.length} of ${mine.length}`,
      built.map((op) => code(op.path)).join(", ") || "none yet",
      String(mine.length - built.length),
    ];
  });
  const built = ops.filter((op) => op.available);
  const paid = built.filter((op) => op.provider);
  const data = paid.length === 0
    ? "No built operation calls a data provider yet: every built analysis works on the data you " +
      "send (`meta.provider` is `none`), so neither DataForSEO nor sandbox data is served today."
    : `Built operations that call the data provider: ${
      paid.map((op) => code(op.path)).join(", ")
    }.`;
  const status = built.length === ops.length
    ? `All ${ops.length} operations are built.`
    : `${built.length} of ${ops.length} operations are built. The others validate the ` +
      "request, answer `501 NOT_IMPLEMENTED` and are never charged; `?dry_run=true` and " +
      "`GET /api/v1/pricing` quote their price.";
  const text = `${status} ${data}`;
  return `${table(["tag", "built", "built operations", "not built yet (answer 501)"], rows)}\n\n${
    paragraph(text)
  }`;
}

/** The default of a config variable as the environment spells it. */
function defaultText(field: z.ZodType): string {
  if (!(field instanceof z.ZodDefault || field instanceof z.ZodPrefault)) return "unset";
  const value: unknown = field.def.defaultValue;
  if (typeof value === "boolean") return code(value ? "1" : "0");
  if (value === "") return "empty";
  return code(String(value));
}

/** The configuration table: every variable of the config schema, its default and meaning. */
function configSection(config: z.ZodObject): string {
  const rows = Object.entries(config.shape).map(([name, field]) => {
    const meaning = field.description;
    if (!meaning) {
      throw new Error(`config variable ${name} has no .describe() text in lib/config.ts`);
    }
    return [code(name), defaultText(field), meaning];
  });
  return table(["variable", "default", "meaning"], rows);
}

/** The operations table: path, tag, state, data source, credits and how it answers. */
function operationsSection(ops: readonly Operation[]): string {
  const prices = pricingTable(ops);
  const rows = ops.map((op, i) => [
    code(op.path),
    op.tag,
    prices[i].available ? "built" : "not built yet (501)",
    prices[i].calls_paid_provider ? "`dataforseo` or `sandbox`" : "`none`",
    prices[i].rule,
    op.mode === "sync" ? "200 inline" : "job: 202, or 200 with `?sync=true`",
  ]);
  return table(["operation", "tag", "state", "`meta.provider`", "credits", "answers"], rows);
}

/** The MCP protocol versions: what `initialize` answers under each, and what each has. */
function mcpVersionsSection(versions: readonly McpVersion[]): string {
  const newest = code(versions[0].version);
  const rows = versions.map((v) => [
    code(v.version),
    code(v.version),
    v.tasks ? "`tools`, `tasks`" : "`tools`",
    v.tasks ? "yes" : "no: `tasks/*` is -32601, a `tools/call` with `task` runs as a plain call",
    v.batches ? "yes: at most 100 messages, no `initialize`" : "no: 400, -32600",
  ]);
  const rest = `An \`initialize\` asking for another version (such as \`2024-11-05\`, whose HTTP ` +
    "transport was HTTP+SSE, which this endpoint does not serve) is answered with " +
    `${newest}, the newest, and its capabilities; the client decides whether to go on (MCP ` +
    "lifecycle, version negotiation). A request whose `mcp-protocol-version` header names a " +
    "version not in the table gets 400 with JSON-RPC error -32000 naming the ones in it. A " +
    `request without the header is answered as ${newest} answers (clients of 2025-03-26 never ` +
    "send it) and may be a batch. Tool lists and tool results are the same under every " +
    "version: `title`, `outputSchema` and `structuredContent` (2025-06-18) and `execution` " +
    "(2025-11-25) are fields an older client ignores. The list is `lib/mcp_versions.ts`; the " +
    "server card's `supportedProtocolVersions` is the same list.";
  return `${
    table(
      ["protocol version", "`initialize` answers", "capabilities", "MCP Tasks", "JSON-RPC batches"],
      rows,
    )
  }\n\n${paragraph(rest)}`;
}

/** The body of every generated section, by marker name. */
export function renderSections(sources: DocsSources): Record<string, string> {
  return {
    works: worksSection(sources.operations),
    config: configSection(sources.config),
    operations: operationsSection(sources.operations),
    "mcp-versions": mcpVersionsSection(sources.protocolVersions),
  };
}

/** `readme` with every generated section replaced by its current rendering. */
export function renderReadme(readme: string, sources: DocsSources): string {
  let out = readme;
  for (const [name, body] of Object.entries(renderSections(sources))) {
    const open = `<!-- generated:${name} -->`;
    const close = `<!-- /generated:${name} -->`;
    const start = out.indexOf(open);
    const end = out.indexOf(close);
    if (start < 0 || end < start) {
      throw new Error(`README.md lacks the markers ${open} ... ${close}`);
    }
    out = `${out.slice(0, start + open.length)}\n\n${body}\n\n${out.slice(end)}`;
  }
  return out;
}

/** The sources of the committed README: the registry, the config schema, the MCP versions. */
export const README_SOURCES: DocsSources = {
  operations,
  config: ConfigSchema,
  protocolVersions: MCP_PROTOCOL_VERSIONS,
};

/** The committed README.md. */
export const README_PATH = new URL("../README.md", import.meta.url);

if (import.meta.main) {
  const before = await Deno.readTextFile(README_PATH);
  const after = renderReadme(before, README_SOURCES);
  await Deno.writeTextFile(README_PATH, after);
  console.log(`${before === after ? "unchanged" : "wrote"} ${README_PATH.pathname}`);
}

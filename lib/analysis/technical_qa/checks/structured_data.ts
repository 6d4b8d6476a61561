/**
 * JSON-LD blocks: one that does not parse is high (it is ignored), one that parses only after
 * repair is medium (other parsers may reject it), data without a schema.org @context is low.
 */
import type { JsonLdBlock } from "../../../web/html_jsonld.ts";
import { type Check, examples, htmlOnly } from "./types.ts";

/** True when the block's top-level entities carry a schema.org @context. */
export function hasSchemaContext(data: unknown): boolean {
  const items = Array.isArray(data) ? data : [data];
  return items.some((x) => {
    if (x === null || typeof x !== "object") return false;
    const ctx = (x as Record<string, unknown>)["@context"];
    return JSON.stringify(ctx ?? "").toLowerCase().includes("schema.org");
  });
}

function label(b: JsonLdBlock): string {
  return `block ${b.index + 1}${b.types.length ? ` (${b.types.join(", ")})` : ""}`;
}

export const structuredData: Check = {
  id: "structured_data",
  severity: "high",
  method:
    "JSON-LD blocks: invalid JSON high; valid only after repair (comments, CDATA, trailing commas) medium; no schema.org @context low",
  needs: htmlOnly("<script type=application/ld+json>"),
  assess(f) {
    const blocks = f.page.json_ld.filter((b) => !b.empty);
    const broken = blocks.filter((b) => b.data === null && b.error !== null);
    const repaired = blocks.filter((b) => b.repaired);
    const noContext = blocks.filter((b) => b.data !== null && !hasSchemaContext(b.data));
    const lines = [
      ...broken.map((b) => `${label(b)} does not parse: ${b.error}`),
      ...repaired.map((b) => `${label(b)} parses only after repair: ${b.error ?? "repaired"}`),
      ...noContext.map((b) => `${label(b)} has no schema.org @context`),
    ];
    if (lines.length === 0) return null;
    const severity = broken.length ? "high" : repaired.length ? "medium" : "low";
    return {
      title: `${lines.length} structured-data problem(s) in ${blocks.length} JSON-LD block(s)`,
      count: lines.length,
      examples: examples(lines),
      why: "Search engines skip a JSON-LD block they cannot parse or read as schema.org.",
      fix:
        'Emit valid JSON with "@context": "https://schema.org" (validate with the Rich Results Test).',
      severity,
    };
  },
};

/**
 * One `<script type="application/ld+json">` block: parsed, or reported with its error, never
 * thrown. Saved pages wrap blocks in `<![CDATA[ ... ]]>` and some sites put HTML or JS comments
 * and raw line breaks in them; those are repaired (and the repair is reported) the way lenient
 * extractors such as extruct do, anything else is an error with `JSON.parse`'s message.
 */

/** A parsed (or broken) JSON-LD block. */
export interface JsonLdBlock {
  /** 0-based position among the page's JSON-LD blocks. */
  index: number;
  /** The parsed value; null when the block is broken (or is literally `null`). */
  data: unknown;
  /** Why the block is invalid JSON (the first parse's message), null when it parsed as is. */
  error: string | null;
  /** True when the block parsed only after repair (comments, raw control characters). */
  repaired: boolean;
  /** True when the block is empty or only whitespace / comments. */
  empty: boolean;
  /** `@type` values of the top-level entities (array items and `@graph` members included). */
  types: string[];
}

/** Blocks larger than this are not parsed (reported as too large). */
const MAX_BLOCK_CHARS = 2_000_000;

/** Removes a CDATA wrapper and HTML comment markers around the JSON. */
export function unwrapJsonLd(raw: string): string {
  let s = raw.trim();
  // `<![CDATA[ ... ]]>`, also behind JS comments: `//<![CDATA[`, `/*<![CDATA[*/`.
  s = s.replace(/^(?:\/\/\s*|\/\*\s*)?<!\[CDATA\[(?:\s*\*\/)?/, "");
  s = s.replace(/(?:\/\/\s*|\/\*\s*)?\]\]>(?:\s*\*\/)?$/, "").trim();
  // An HTML comment wrapping the whole JSON (`<!-- {...} -->`) or placed before it.
  s = s.replace(/^<!--(?=[\s\S]*-->\s*$)/, "").replace(/-->$/, "").trim();
  while (s.startsWith("<!--")) {
    const end = s.indexOf("-->");
    if (end < 0) break;
    s = s.slice(end + 3).trim();
  }
  return s;
}

/**
 * `text` with JS comments and trailing commas outside strings removed and raw control
 * characters inside strings escaped: the repairs that turn common broken blocks into JSON
 * (what extruct's jstyleson fallback does). One pass, linear.
 */
export function repairJson(text: string): string {
  const out: string[] = [];
  let lastComma = -1; // index in `out` of a comma with only whitespace after it
  let i = 0;
  let inString = false;
  while (i < text.length) {
    const c = text[i];
    if (inString) {
      if (c === "\\") {
        out.push(text.slice(i, i + 2));
        i += 2;
        continue;
      }
      if (c === '"') inString = false;
      const code = c.charCodeAt(0);
      out.push(code < 0x20 ? `\\u${code.toString(16).padStart(4, "0")}` : c);
      i++;
    } else if (c === "/" && (text[i + 1] === "/" || text[i + 1] === "*")) {
      const end = text[i + 1] === "/" ? text.indexOf("\n", i) : text.indexOf("*/", i + 2);
      i = end < 0 ? text.length : text[i + 1] === "/" ? end : end + 2;
    } else {
      if ((c === "}" || c === "]") && lastComma >= 0) out[lastComma] = "";
      if (c === ",") lastComma = out.length;
      else if (!/\s/.test(c)) lastComma = -1;
      if (c === '"') inString = true;
      out.push(c);
      i++;
    }
  }
  return out.join("");
}

/** The `@type` values of one entity (a string or a list of strings). */
function typesOf(entity: unknown): string[] {
  if (entity === null || typeof entity !== "object" || Array.isArray(entity)) return [];
  const t = (entity as Record<string, unknown>)["@type"];
  if (typeof t === "string") return [t];
  return Array.isArray(t) ? t.filter((x): x is string => typeof x === "string") : [];
}

/** `@type` values of the top-level entities of `data`: array items and `@graph` members. */
export function jsonLdTypes(data: unknown): string[] {
  const out: string[] = [];
  const roots = Array.isArray(data) ? data : [data];
  for (const root of roots) {
    out.push(...typesOf(root));
    const graph = root && typeof root === "object"
      ? (root as Record<string, unknown>)["@graph"]
      : undefined;
    const members = Array.isArray(graph) ? graph : graph ? [graph] : [];
    for (const member of members) out.push(...typesOf(member));
  }
  return [...new Set(out)];
}

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Parses the text of block `index`. Never throws. */
export function parseJsonLdBlock(raw: string, index: number): JsonLdBlock {
  const block: JsonLdBlock = {
    index,
    data: null,
    error: null,
    repaired: false,
    empty: false,
    types: [],
  };
  if (raw.length > MAX_BLOCK_CHARS) {
    block.error = `block of ${raw.length} characters is over the ${MAX_BLOCK_CHARS} limit`;
    return block;
  }
  const text = unwrapJsonLd(raw);
  if (repairJson(text).trim() === "") {
    block.empty = true;
    block.error = "empty block";
    return block;
  }
  try {
    block.data = JSON.parse(text);
  } catch (e) {
    block.error = errorMessage(e);
    try {
      block.data = JSON.parse(repairJson(text));
      block.repaired = true;
    } catch {
      block.data = null;
    }
  }
  block.types = jsonLdTypes(block.data);
  return block;
}

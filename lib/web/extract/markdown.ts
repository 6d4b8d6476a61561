/**
 * Markdown serialisation of the content: `#` headings, paragraphs, nested lists, `[text](url)`
 * links resolved against the page URL, images only when asked, GFM tables, fenced code blocks,
 * blockquotes, emphasis.
 */
import { type AnyNode, type Dropped, type Element, isTag, isText, rawText } from "./dom.ts";
import { collapse } from "../../toolkit/text.ts";
import { type RenderOptions, resolveUrl } from "./links.ts";
import { BLOCK_TAGS } from "./text.ts";
import { ANNOTATION_TAGS, asRead } from "../reading_text.ts";

interface Ctx {
  dropped: Dropped;
  opts: RenderOptions;
}

function inline(node: AnyNode, ctx: Ctx): string {
  if (ctx.dropped.has(node)) return "";
  if (isText(node)) return escapeMd(asRead(node.data).replace(/\s+/g, " "));
  if (!isTag(node) || ANNOTATION_TAGS.has(node.name)) return "";
  const inner = () => node.children.map((c) => inline(c, ctx)).join("");
  switch (node.name) {
    case "br":
      return "  \n";
    case "a": {
      const text = inner().trim(), href = resolveUrl(node.attribs.href ?? "", ctx.opts.base);
      return text && href ? `[${text}](${href})` : text;
    }
    case "img":
      return image(node, ctx);
    case "strong":
    case "b":
      return wrap(inner(), "**");
    case "em":
    case "i":
      return wrap(inner(), "_");
    case "code":
      return "`" + rawText(node, ctx.dropped).replace(/`/g, "\\`") + "`";
    default:
      return BLOCK_TAGS.has(node.name) ? " " + blocks([node], ctx).trim() + " " : inner();
  }
}

function wrap(text: string, mark: string): string {
  const t = text.trim();
  return t ? `${mark}${t}${mark}` : text;
}

function escapeMd(text: string): string {
  return text.replace(/([\\`*_[\]])/g, "\\$1").replace(/^(#{1,6} |[-+>] |\d+\. )/, "\\$1");
}

function image(el: Element, ctx: Ctx): string {
  if (!ctx.opts.images) return "";
  const src = resolveUrl(el.attribs.src ?? el.attribs["data-src"] ?? "", ctx.opts.base);
  return src ? `![${collapse(el.attribs.alt ?? "")}](${src})` : "";
}

/**
 * A list's items; anything else written directly in the list (paragraphs, text, as templates
 * emit) is shown by browsers and kept as blocks between the items, not lost.
 */
function list(el: Element, ctx: Ctx, depth: number): string {
  let n = Number(el.attribs.start ?? 1) || 1;
  const parts: string[] = [];
  for (const c of el.children) {
    if (ctx.dropped.has(c)) continue;
    if (!isTag(c) || c.name !== "li") {
      const other = blocks([c], ctx, depth).trim();
      if (other !== "") parts.push(`\n${other}\n`);
      continue;
    }
    const marker = el.name === "ol" ? `${n++}.` : "-";
    const body = blocks([c], ctx, depth + 1).trim().replace(
      /\n/g,
      "\n" + " ".repeat(marker.length + 1),
    );
    parts.push(`${marker} ${body}`);
  }
  return parts.join("\n").trim();
}

function table(el: Element, ctx: Ctx): string {
  const rows = findRows(el, ctx.dropped).map((cells) =>
    cells.map((c) => collapse(c.children.map((x) => inline(x, ctx)).join("")).replace(/\|/g, "\\|"))
  ).filter((r) => r.length > 0);
  if (rows.length === 0) return "";
  const width = Math.max(...rows.map((r) => r.length));
  const line = (r: string[]) => `| ${[...r, ...Array(width - r.length).fill("")].join(" | ")} |`;
  const sep = `| ${Array(width).fill("---").join(" | ")} |`;
  return [line(rows[0]), sep, ...rows.slice(1).map(line)].join("\n");
}

const isCell = (c: AnyNode): boolean => isTag(c) && (c.name === "td" || c.name === "th");

/**
 * The table's rows as their cells. Cells written without a `<tr>` (browsers make one for them,
 * by the HTML parsing rules) are one implicit row per run, so their text is not lost.
 */
function findRows(node: AnyNode, dropped: Dropped, out: Element[][] = []): Element[][] {
  let loose: Element[] = [];
  for (const c of "children" in node ? node.children : []) {
    if (!isTag(c) || dropped.has(c) || c.name === "table") continue;
    if (isCell(c)) {
      loose.push(c);
      continue;
    }
    if (loose.length) {
      out.push(loose);
      loose = [];
    }
    if (c.name === "tr") out.push(c.children.filter(isCell) as Element[]);
    else findRows(c, dropped, out);
  }
  if (loose.length) out.push(loose);
  return out;
}

function block(el: Element, ctx: Ctx, depth: number): string {
  const name = el.name;
  if (/^h[1-6]$/.test(name)) {
    const t = collapse(el.children.map((c) => inline(c, ctx)).join(""));
    return t ? `${"#".repeat(Number(name[1]))} ${t}` : "";
  }
  if (name === "ul" || name === "ol") return list(el, ctx, depth);
  if (name === "table") return table(el, ctx);
  if (name === "pre") return "```\n" + rawText(el, ctx.dropped).replace(/\n+$/, "") + "\n```";
  if (name === "hr") return "---";
  if (name === "blockquote") {
    return blocks(el.children, ctx, depth).split("\n").map((l) => `> ${l}`.trimEnd()).join("\n");
  }
  return blocks(el.children, ctx, depth);
}

function blocks(nodes: readonly AnyNode[], ctx: Ctx, depth = 0): string {
  const out: string[] = [];
  let line = "";
  const flush = () => {
    const t = line.replace(/[ \t]+/g, " ").replace(/ *\n */g, "\n").trim();
    if (t) out.push(t);
    line = "";
  };
  for (const node of nodes) {
    if (ctx.dropped.has(node)) continue;
    if (isTag(node) && BLOCK_TAGS.has(node.name)) {
      flush();
      const b = block(node, ctx, depth);
      if (b.trim()) out.push(b);
    } else line += inline(node, ctx);
  }
  flush();
  return out.join("\n\n");
}

/** The markdown of `roots`. */
export function toMarkdown(
  roots: readonly AnyNode[],
  dropped: Dropped,
  opts: RenderOptions,
): string {
  return blocks(roots, { dropped, opts }).replace(/\n{3,}/g, "\n\n").trim();
}

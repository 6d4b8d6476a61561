/**
 * Cleaned HTML serialisation of the content: structural and inline tags only, no attributes but
 * `href` (resolved), `src`/`alt` of images when asked, and table spans; text escaped.
 */
import { type AnyNode, type Dropped, isTag, isText } from "./dom.ts";
import { type RenderOptions, resolveUrl } from "./links.ts";
import { escapeHtml } from "../../toolkit/text.ts";

const KEEP = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "blockquote",
  "pre",
  "code",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "td",
  "th",
  "caption",
  "figure",
  "figcaption",
  "a",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "sub",
  "sup",
  "br",
  "hr",
  "img",
  "mark",
  "q",
  "cite",
  "abbr",
  "time",
  "small",
]);
const VOID = new Set(["br", "hr", "img"]);

function attrs(el: { name: string; attribs: Record<string, string> }, opts: RenderOptions) {
  const a = el.attribs;
  const out: string[] = [];
  if (el.name === "a" && a.href) out.push(`href="${escapeHtml(resolveUrl(a.href, opts.base))}"`);
  if (el.name === "img") {
    out.push(`src="${escapeHtml(resolveUrl(a.src ?? a["data-src"] ?? "", opts.base))}"`);
    if (a.alt) out.push(`alt="${escapeHtml(a.alt)}"`);
  }
  for (const k of ["colspan", "rowspan"]) if (a[k]) out.push(`${k}="${escapeHtml(a[k])}"`);
  return out.length ? " " + out.join(" ") : "";
}

function render(node: AnyNode, dropped: Dropped, opts: RenderOptions): string {
  if (dropped.has(node)) return "";
  if (isText(node)) return escapeHtml(node.data);
  if (!("children" in node)) return "";
  const inner = () => node.children.map((c) => render(c, dropped, opts)).join("");
  if (!isTag(node)) return inner();
  if (node.name === "img" && !opts.images) return "";
  if (!KEEP.has(node.name)) {
    return node.name === "div" || node.name === "section" ? inner() + "\n" : inner();
  }
  if (VOID.has(node.name)) return `<${node.name}${attrs(node, opts)}>`;
  return `<${node.name}${attrs(node, opts)}>${inner()}</${node.name}>`;
}

/** Cleaned HTML of `roots`. */
export function toHtml(roots: readonly AnyNode[], dropped: Dropped, opts: RenderOptions): string {
  return roots.map((r) => render(r, dropped, opts)).join("\n").replace(/\n{2,}/g, "\n").trim();
}

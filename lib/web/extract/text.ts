/**
 * Plain-text serialisation of the content: one paragraph per block element, separated by a blank
 * line, inline whitespace collapsed, `<br>` kept as a line break, list items and table cells on
 * their own lines.
 */
import { type AnyNode, type Dropped, isTag, isText } from "./dom.ts";
import { ANNOTATION_TAGS, asRead } from "../reading_text.ts";

/** Elements that start and end a block of text. */
export const BLOCK_TAGS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "body",
  "dd",
  "details",
  "dialog",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "ul",
  "caption",
  "center",
]);

class Blocks {
  done: string[] = [];
  line = "";
  push(text: string): void {
    this.line += text;
  }
  flush(): void {
    const t = this.line.split("\n").map((l) => l.replace(/\s+/g, " ").trim()).filter(Boolean)
      .join("\n");
    // A long block repeating one of the two before it (gallery or responsive caption copies):
    // kept once.
    const repeated = t.length >= 40 && this.done.slice(-2).includes(t);
    if (t !== "" && !repeated) this.done.push(t);
    this.line = "";
  }
}

function walk(node: AnyNode, dropped: Dropped, out: Blocks): void {
  if (dropped.has(node)) return;
  if (isText(node)) return out.push(asRead(node.data).replace(/\n/g, " "));
  if (!isTag(node)) {
    for (const c of "children" in node ? node.children : []) walk(c, dropped, out);
    return;
  }
  if (node.name === "br") return out.push("\n");
  if (node.name === "img" || node.name === "script" || node.name === "style") return;
  if (ANNOTATION_TAGS.has(node.name)) return;
  const block = BLOCK_TAGS.has(node.name) && node.name !== "td" && node.name !== "th";
  if (block) out.flush();
  for (const c of node.children) walk(c, dropped, out);
  if (node.name === "td" || node.name === "th") out.push(" ");
  if (block) out.flush();
}

/** The text of `roots`, paragraphs separated by a blank line. */
export function toText(roots: readonly AnyNode[], dropped: Dropped): string {
  const out = new Blocks();
  for (const root of roots) walk(root, dropped, out);
  out.flush();
  return out.done.join("\n\n");
}

/**
 * Small helpers over the htmlparser2 / domhandler tree used by main-content extraction: parsing,
 * element access, attributes, and the set of nodes dropped from the content (the tree itself is
 * never modified, so a caller's parsed document can be shared).
 */
import { ensureBody } from "../html_body.ts";
import { parseDocument } from "htmlparser2";
import { type AnyNode, type Document, type Element, isTag, isText } from "domhandler";
import { collapse } from "../../toolkit/text.ts";

export type { AnyNode, Document, Element };
export { isTag, isText };

/** Nodes removed from the content; everything below them is skipped too. */
export type Dropped = Set<AnyNode>;

/** `input` as a document: parsed when a string, as is otherwise. */
export function toDocument(input: Document | string): Document {
  return typeof input === "string" ? ensureBody(parseDocument(input)) : input;
}

/** The element children of `node`. */
export function childElements(node: AnyNode): Element[] {
  if (!("children" in node)) return [];
  return node.children.filter(isTag);
}

/** The first element named `name` in document order, or undefined. */
export function findFirst(node: AnyNode, name: string): Element | undefined {
  for (const child of "children" in node ? node.children : []) {
    if (!isTag(child)) continue;
    if (child.name === name) return child;
    const found = findFirst(child, name);
    if (found) return found;
  }
  return undefined;
}

/** Every element below `node` (document order) for which `test` holds. */
export function findAll(node: AnyNode, test: (el: Element) => boolean, out: Element[] = []) {
  for (const child of "children" in node ? node.children : []) {
    if (!isTag(child)) continue;
    if (test(child)) out.push(child);
    findAll(child, test, out);
  }
  return out;
}

/** True when `el` has a `class` or an `id` to read. */
export function hasNames(el: Element): boolean {
  return el.attribs.class !== undefined || el.attribs.id !== undefined;
}

/** Lower-cased `class` and `id` of `el`, joined by a space. */
export function classAndId(el: Element): string {
  return `${el.attribs.class ?? ""} ${el.attribs.id ?? ""}`.toLowerCase();
}

/** The raw text below `node` (no whitespace handling), skipping dropped nodes. */
export function rawText(node: AnyNode, dropped?: Dropped): string {
  if (dropped?.has(node)) return "";
  if (isText(node)) return node.data;
  if (!("children" in node)) return "";
  if (isTag(node) && (node.name === "script" || node.name === "style")) return "";
  let out = "";
  for (const child of node.children) out += rawText(child, dropped);
  return out;
}

/** True when `node` or one of its ancestors is dropped. */
export function isDroppedBelow(node: AnyNode, dropped: Dropped): boolean {
  for (let n: AnyNode | null = node; n; n = n.parent) if (dropped.has(n)) return true;
  return false;
}

/**
 * The visible text below `root` without recursion (scripts, styles and templates skipped, one
 * space between text nodes): the fallback for trees too deep for the recursive steps.
 */
export function flatText(root: AnyNode): string {
  const parts: string[] = [];
  const stack: AnyNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isText(node)) parts.push(node.data);
    else if (isTag(node) && /^(script|style|template|noscript|head)$/.test(node.name)) continue;
    else if ("children" in node) {
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
  }
  return collapse(parts.join(" "));
}

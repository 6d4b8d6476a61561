/**
 * A body for documents that have none. Browsers (the WHATWG parsing rules) close `<head>` at the
 * first element that cannot be in it and open `<body>` there; htmlparser2 does not, so a page
 * written without `<body>` (or without `</head>`) would keep its whole text inside `<head>`,
 * where text readers skip it. This moves every node from that point on into a `<body>`, as a
 * browser would.
 */
import { type AnyNode, type Document, Element, isTag, isText } from "domhandler";
import { DomUtils } from "htmlparser2";

/** Elements that belong in `<head>`; anything else starts the body. */
const HEAD_CONTENT = new Set([
  "title",
  "meta",
  "link",
  "style",
  "script",
  "base",
  "noscript",
  "template",
]);

function startsBody(node: AnyNode): boolean {
  if (isText(node)) return node.data.trim() !== "";
  return isTag(node) && !HEAD_CONTENT.has(node.name) && node.name !== "head" &&
    node.name !== "html";
}

/** The first element named `name` (an explicit stack: pathological pages nest 20,000 deep). */
function findTag(nodes: readonly AnyNode[], name: string): Element | undefined {
  const stack = [...nodes].reverse();
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (!isTag(n)) continue;
    if (n.name === name) return n;
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return undefined;
}

/** Gives `document` a `<body>` when it has none (in place). */
export function ensureBody(document: Document): Document {
  if (findTag(document.children, "body")) return document;
  const html = document.children.find((n): n is Element => isTag(n) && n.name === "html");
  const container = html ?? document;
  const head = container.children.find((n): n is Element => isTag(n) && n.name === "head");
  // The nodes that start the body: the first non-head node inside <head>, and from there on.
  const moved: AnyNode[] = [];
  if (head) {
    const at = head.children.findIndex(startsBody);
    if (at >= 0) moved.push(...head.children.slice(at));
  }
  const after = container.children.filter((n) => n !== head);
  const at = after.findIndex(startsBody);
  if (at >= 0) moved.push(...after.slice(at));
  if (moved.length === 0) return document;
  for (const n of moved) DomUtils.removeElement(n);
  const body = new Element("body", {}, []);
  for (const n of moved) DomUtils.appendChild(body, n);
  DomUtils.appendChild(container, body);
  return document;
}

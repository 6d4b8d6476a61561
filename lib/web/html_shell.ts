/**
 * Signs that a document is a client-side-rendered shell: the server sends scripts and an empty
 * mount point, and the title, text and links appear only after JavaScript runs (Search Central,
 * *Understand the JavaScript SEO basics*). Facts only; judging them is the caller's.
 */
import { type AnyNode, type Document, type Element, isTag, isText } from "domhandler";

/** What the raw document says about client-side rendering. */
export interface ShellSignals {
  /** `<script>` elements with a `src` or inline code (JSON-LD and JSON data excluded). */
  scripts: number;
  /** The id or attribute of an empty app mount point (`#root`, `#app`, `#__next`, `[ng-app]` ...), or null. */
  mount_point: string | null;
  /** Text of `<noscript>` elements, collapsed. */
  noscript_text: string;
  /** Elements with `onclick` that are not links or buttons (script-only navigation). */
  onclick_elements: number;
}

const MOUNT_IDS = /^(root|app|__next|__nuxt|___gatsby|svelte|main-app|application)$/i;
const MOUNT_ATTRS = ["ng-app", "ng-version", "data-reactroot", "data-server-rendered"];
const DATA_SCRIPTS = /json|template|text\/(?!javascript)/i;

/** Reads the shell signals of a parsed document. */
export function shellSignals(document: Document): ShellSignals {
  const out: ShellSignals = {
    scripts: 0,
    mount_point: null,
    noscript_text: "",
    onclick_elements: 0,
  };
  const noscript: string[] = [];
  const stack: AnyNode[] = [...document.children];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isTag(node)) continue;
    const name = node.name.toLowerCase();
    if (name === "script") {
      if (!DATA_SCRIPTS.test(node.attribs.type ?? "")) out.scripts++;
      continue;
    }
    if (name === "noscript") {
      noscript.push(textOf(node));
      continue;
    }
    if (node.attribs.onclick !== undefined && name !== "a" && name !== "button") {
      out.onclick_elements++;
    }
    out.mount_point ??= mountPoint(node);
    stack.push(...node.children);
  }
  out.noscript_text = noscript.join(" ").replace(/\s+/g, " ").trim();
  return out;
}

/** The element's mount-point name when it is one (and holds no text). */
function mountPoint(el: Element): string | null {
  const id = el.attribs.id ?? "";
  const attr = MOUNT_ATTRS.find((a) => el.attribs[a] !== undefined);
  if (!MOUNT_IDS.test(id) && !attr && el.name !== "app-root") return null;
  return textOf(el).trim().length > 200 ? null : id ? `#${id}` : attr ? `[${attr}]` : el.name;
}

function textOf(node: AnyNode): string {
  if (isText(node)) return node.data;
  if (!isTag(node) || node.name === "script" || node.name === "style") return "";
  return node.children.map(textOf).join(" ");
}

/**
 * The forms of a document as a visitor meets them: each form's fields (required or not, with
 * their labels) and its checkboxes that arrive already ticked. Facts only; judging the friction
 * is the caller's.
 */
import { type AnyNode, type Document, type Element, isTag, isText } from "domhandler";
import { overlayOf } from "./html_walk.ts";
import { hiddenAsServed } from "./hidden.ts";
import { collapse } from "../toolkit/text.ts";

/** One field a visitor fills in. */
export interface FormField {
  name: string;
  /** input type, or select / textarea. */
  type: string;
  required: boolean;
  label: string;
}

/** One form. */
export interface PageForm {
  action: string | null;
  fields: FormField[];
  /** Labels of checkboxes ticked in advance (consents a visitor did not give). */
  prechecked: string[];
  /**
   * The form floats over the page (a dialog, `aria-modal`, a modal or pop-up box) and is shown
   * as served (not hidden for a script to reveal later).
   */
  overlay_on_load: boolean;
}

const NOT_FILLED = new Set(["hidden", "submit", "button", "reset", "image", "checkbox", "radio"]);

function textOf(node: AnyNode): string {
  if (isText(node)) return node.data;
  if (!isTag(node) || node.name === "script" || node.name === "style" || node.name === "option") {
    return "";
  }
  return node.children.map(textOf).join(" ");
}

function elements(root: AnyNode): Element[] {
  const out: Element[] = [];
  const stack: AnyNode[] = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (isTag(n)) out.push(n);
    const children = "children" in n ? (n.children as AnyNode[]) : [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return out;
}

/** The label text of a control: its wrapping <label>, a label[for=id], aria-label or name. */
function labelOf(el: Element, labels: Map<string, string>): string {
  let p = el.parent;
  while (p && isTag(p)) {
    if (p.name === "label") return collapse(textOf(p));
    if (p.name === "form") break;
    p = p.parent;
  }
  const id = el.attribs.id;
  return (id && labels.get(id)) ||
    collapse(el.attribs["aria-label"] ?? el.attribs.placeholder ?? el.attribs.name ?? "");
}

function overlayOnLoad(form: Element): boolean {
  let overlay = false;
  for (let p: AnyNode | null = form; p && isTag(p); p = p.parent) {
    if (hiddenAsServed(p)) return false;
    if (p.name === "dialog" && p.attribs.open === undefined) return false;
    if (overlayOf(p)) overlay = true;
  }
  return overlay;
}

/** Reads the document's forms. */
export function formsOf(document: Document): PageForm[] {
  const all = elements(document);
  const labels = new Map(
    all.filter((e) => e.name === "label" && e.attribs.for).map((
      e,
    ) => [e.attribs.for, collapse(textOf(e))]),
  );
  return all.filter((e) => e.name === "form").map((form) => {
    const controls = elements(form).filter((e) => ["input", "select", "textarea"].includes(e.name));
    const fields: FormField[] = [];
    const prechecked: string[] = [];
    for (const c of controls) {
      const type = c.name === "input" ? (c.attribs.type ?? "text").toLowerCase() : c.name;
      if (type === "checkbox" && c.attribs.checked !== undefined) {
        prechecked.push(labelOf(c, labels));
      }
      if (NOT_FILLED.has(type)) continue;
      const required = c.attribs.required !== undefined || c.attribs["aria-required"] === "true";
      fields.push({ name: c.attribs.name ?? "", type, required, label: labelOf(c, labels) });
    }
    return {
      action: form.attribs.action ?? null,
      fields,
      prechecked,
      overlay_on_load: overlayOnLoad(form),
    };
  });
}

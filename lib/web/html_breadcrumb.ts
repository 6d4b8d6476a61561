/**
 * The breadcrumb trail a page shows: the first visible element marked as one (schema.org
 * `BreadcrumbList` microdata or RDFa, or an ARIA label, class or id naming a breadcrumb in the
 * languages templates use), read as its links and the current page's name after the last one.
 * Google asks that `BreadcrumbList` markup mirror the trail the page shows (Search Central,
 * *Breadcrumb (BreadcrumbList) structured data*), so a trail is never made up from the URL.
 */
import { type AnyNode, type Element, isTag } from "domhandler";

/** One step of a trail: its visible name and its `href` as written (null: the current page). */
export interface BreadcrumbStep {
  name: string;
  href: string | null;
}

/**
 * Names of a breadcrumb in labels and class names: English, German (Brotkrumen, Pfad),
 * French (fil d'Ariane), Spanish and Portuguese (migas, migalhas), Italian (briciole), Dutch
 * (kruimelpad), Polish (okruszki), Nordic (brødsmuler, brödsmulor, murupolku), Czech
 * (drobečková navigace).
 */
const NAMED =
  /bread-?crumbs?|\bcrumbs?\b|brotkrume|fil[-_ ]?d[-_ ']?ariane|\bariane\b|\bmigas?\b|migalhas?|briciol|kruimel|okruszk|br[øö]dsmul|murupolku|drobečk|\bpath-?nav/i;
/** Separators between steps, drawn as text. */
const SEPARATOR = /^[\s›>»/|→·•:\\–—-]*$/;

/** Whether an element is a breadcrumb trail. */
export function isBreadcrumb(el: Element): boolean {
  const a = el.attribs;
  if (/BreadcrumbList/.test(a.itemtype ?? "") || /BreadcrumbList/.test(a.typeof ?? "")) {
    return true;
  }
  if (!["nav", "ol", "ul", "div", "p", "section"].includes(el.name)) return false;
  return NAMED.test(`${a["aria-label"] ?? ""} ${a.class ?? ""} ${a.id ?? ""}`);
}

/**
 * The steps of a trail element: its links (read by `textOf`, image alts included), then the text
 * after the last one (the current page).
 */
export function breadcrumbSteps(
  el: Element,
  textOf: (el: Element, alts: boolean) => string,
): BreadcrumbStep[] {
  const steps: BreadcrumbStep[] = [];
  const stack: AnyNode[] = [...el.children].reverse();
  while (stack.length > 0 && steps.length < 20) {
    const node = stack.pop()!;
    if (!isTag(node) || ["script", "style", "template"].includes(node.name)) continue;
    if (node.name === "a" && node.attribs.href !== undefined) {
      const name = textOf(node, true);
      if (name) steps.push({ name, href: node.attribs.href });
      continue;
    }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  const full = textOf(el, true);
  const last = steps.at(-1)?.name;
  const tail = last ? full.slice(full.lastIndexOf(last) + last.length) : full;
  const current = tail.replace(/^[\s›>»/|→·•:\\–—-]+/, "").trim();
  if (current && !SEPARATOR.test(current) && current.length <= 120) {
    steps.push({ name: current, href: null });
  }
  return steps;
}

/**
 * An element hidden as served: the `hidden` attribute, `aria-hidden="true"`, or an inline
 * `display:none` / `visibility:hidden`. A script may reveal it later; the served page does not
 * show it. Declared once for the extraction's boilerplate and the forms reader.
 */
import type { Element } from "domhandler";

export function hiddenAsServed(el: Element): boolean {
  const a = el.attribs;
  if (a.hidden !== undefined || a["aria-hidden"] === "true") return true;
  const style = (a.style ?? "").replace(/\s+/g, "").toLowerCase();
  return style.includes("display:none") || style.includes("visibility:hidden");
}

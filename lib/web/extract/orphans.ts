/**
 * Headings that head nothing: a heading is the title of the section that follows it (HTML,
 * "headings and outlines"). When its whole section was removed, the heading is what is left of
 * the removed block and goes with it, if the block was furniture (a tag, role or name that
 * always marks boilerplate: "Related articles" over a related list, "Leave a comment" over the
 * comment form) or if nothing of the content follows it (the tail of an article). A heading over
 * a section the cleaning only thinned mid-page (a service page's tabs) still titles the page's
 * content, and a heading followed by nothing at all (a list's last card) removed nothing.
 */
import { type AnyNode, type Dropped, type Element, isTag, isText, rawText } from "./dom.ts";
import { isFurniture } from "./boilerplate.ts";

const HEADING = /^h([1-6])$/;

/** What the content holds, in document order: kept text, removed text, or a heading. */
type Item = "text" | "removed" | "furniture" | { heading: Element; rank: number };

/** Marks the headings below `roots` whose whole section was removed as furniture. */
export function dropOrphanHeadings(roots: readonly Element[], dropped: Dropped): void {
  const items: Item[] = [];
  for (const root of roots) collect(root, dropped, items);
  const lastText = items.lastIndexOf("text");
  // One backward pass: seen[r] is what follows up to the next heading of rank r or higher.
  const seen = Array.from({ length: 7 }, () => new Set<string>());
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i];
    if (typeof item === "string") {
      for (const s of seen) s.add(item);
      continue;
    }
    const section = seen[item.rank];
    const orphan = !section.has("text") &&
      (section.has("furniture") || (i > lastText && section.has("removed")));
    if (orphan) dropped.add(item.heading);
    for (let r = item.rank; r <= 6; r++) seen[r].clear();
  }
}

function collect(node: AnyNode, dropped: Dropped, out: Item[]): void {
  if (dropped.has(node)) {
    if (isTag(node) && /\S/.test(rawText(node))) {
      push(out, isFurniture(node) ? "furniture" : "removed");
    }
    return;
  }
  if (isText(node)) {
    if (/\S/.test(node.data)) push(out, "text");
    return;
  }
  if (!isTag(node) || node.name === "script" || node.name === "style") return;
  const rank = HEADING.exec(node.name)?.[1];
  if (rank) out.push({ heading: node, rank: Number(rank) });
  else if (node.name === "img") push(out, "text");
  else for (const child of node.children) collect(child, dropped, out);
}

function push(out: Item[], item: "text" | "removed" | "furniture"): void {
  if (out.at(-1) !== item) out.push(item);
}

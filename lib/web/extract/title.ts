/**
 * The page title inside the content: the benchmark's article body (and a reader) wants the
 * body without its headline. The title is known from `<title>`, `og:title` and `twitter:title`;
 * a leading block or any `<h1>` of the content that repeats one of them is dropped.
 */
import { type AnyNode, type Dropped, type Element, findAll, findFirst, rawText } from "./dom.ts";
import { collapse } from "../../toolkit/text.ts";

function normal(text: string): string {
  return collapse(text).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

/** The page's title variants (`<title>`, og:title, twitter:title), normalised, non-empty. */
export function pageTitles(doc: AnyNode): string[] {
  const out: string[] = [];
  // Titles are declared in the head; a page without one is searched whole.
  const head = findFirst(doc, "head") ?? doc;
  for (const el of findAll(head, (e) => e.name === "title" || e.name === "meta")) {
    const key = (el.attribs.property ?? el.attribs.name ?? "").toLowerCase();
    const text = el.name === "title"
      ? rawText(el)
      : key === "og:title" || key === "twitter:title"
      ? el.attribs.content ?? ""
      : "";
    const n = normal(text);
    if (n !== "" && !out.includes(n)) out.push(n);
  }
  return out;
}

/** True when `text` repeats one of `titles` (inside it, or it plus a short suffix). */
export function isTitleLike(text: string, titles: readonly string[]): boolean {
  const h = normal(text);
  if (h.length < 10) return false;
  return titles.some((t) => t.includes(h) || (h.includes(t) && h.length <= t.length + 20));
}

const BLOCKS = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "p", "div"]);

function leadingBlocks(roots: readonly Element[], dropped: Dropped, n: number): Element[] {
  const out: Element[] = [];
  const visit = (node: AnyNode): void => {
    if (out.length >= n || dropped.has(node) || !("children" in node)) return;
    const el = node as Element;
    const leaf = BLOCKS.has(el.name) &&
      !el.children.some((c) => "name" in c && BLOCKS.has((c as Element).name));
    if (leaf && collapse(rawText(el, dropped)) !== "") out.push(el);
    else el.children.forEach(visit);
  };
  roots.forEach(visit);
  return out;
}

/** Drops the title from the content: any of its first three blocks or any `<h1>` repeating it. */
export function dropTitle(roots: readonly Element[], dropped: Dropped, titles: readonly string[]) {
  if (titles.length === 0) return;
  const h1s = roots.flatMap((r) => findAll(r, (e) => e.name === "h1"));
  for (const el of [...leadingBlocks(roots, dropped, 3), ...h1s]) {
    if (!dropped.has(el) && isTitleLike(rawText(el, dropped), titles)) dropped.add(el);
  }
}

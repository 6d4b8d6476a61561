/**
 * Text statistics of every element, computed once bottom-up over the kept (non-dropped) tree:
 * text length, text inside links, commas, and paragraph count. Scoring and cleaning read these
 * instead of re-walking subtrees.
 */
import { type AnyNode, type Dropped, type Element, isTag, isText } from "./dom.ts";

/** Counts for one element and everything kept below it. */
export interface ElementStats {
  /** Characters of text, whitespace runs counted as one. */
  text: number;
  /** Characters of text inside `<a>` elements. */
  link: number;
  /** Commas (Latin and CJK). */
  commas: number;
  /** Characters of text inside `<p>` elements. */
  ptext: number;
  /** `<p>` and `<pre>` elements. */
  paragraphs: number;
  /** `<img>` elements. */
  images: number;
  /** `<li>` elements. */
  items: number;
  /** `<input>`, `<select>`, `<textarea>`, `<button>` elements. */
  inputs: number;
}

export type StatsMap = Map<Element, ElementStats>;

const COMMAS = /[,\uFF0C\u3001\u060C]/g;
const EMPTY: ElementStats = {
  text: 0,
  link: 0,
  ptext: 0,
  commas: 0,
  paragraphs: 0,
  images: 0,
  items: 0,
  inputs: 0,
};

function textStats(data: string): ElementStats {
  const text = data.replace(/\s+/g, " ").length;
  return { ...EMPTY, text, commas: data.match(COMMAS)?.length ?? 0 };
}

function add(into: ElementStats, s: ElementStats): void {
  into.text += s.text;
  into.link += s.link;
  into.ptext += s.ptext;
  into.commas += s.commas;
  into.paragraphs += s.paragraphs;
  into.images += s.images;
  into.items += s.items;
  into.inputs += s.inputs;
}

function ownCounts(el: Element, s: ElementStats): void {
  const name = el.name;
  if (name === "p" || name === "pre") s.paragraphs++;
  else if (name === "img") s.images++;
  else if (name === "li") s.items++;
  else if (name === "input" || name === "select" || name === "textarea" || name === "button") {
    s.inputs++;
  }
  if (name === "a") s.link = s.text;
  if (name === "p") s.ptext = s.text;
}

function walk(node: AnyNode, dropped: Dropped, map: StatsMap): ElementStats {
  if (dropped.has(node)) return EMPTY;
  if (isText(node)) return textStats(node.data);
  if (!isTag(node)) {
    const s = { ...EMPTY };
    for (const c of "children" in node ? node.children : []) add(s, walk(c, dropped, map));
    return s;
  }
  const s = { ...EMPTY };
  for (const child of node.children) add(s, walk(child, dropped, map));
  ownCounts(node, s);
  map.set(node, s);
  return s;
}

/** Statistics of every kept element below `root`. */
export function computeStats(root: AnyNode, dropped: Dropped): StatsMap {
  const map: StatsMap = new Map();
  walk(root, dropped, map);
  return map;
}

/** Statistics of `el`, zero when it is unknown (dropped). */
export function statsOf(map: StatsMap, el: Element): ElementStats {
  return map.get(el) ?? EMPTY;
}

/** Share of `el`'s text inside links (0 when it has no text). */
export function linkDensity(map: StatsMap, el: Element): number {
  const s = statsOf(map, el);
  return s.text === 0 ? 0 : s.link / s.text;
}

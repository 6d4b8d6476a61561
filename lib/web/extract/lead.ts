/**
 * The article's lead (standfirst, deck, summary paragraph): the prose a publisher sets between
 * the headline and the body, often in the article's header and so outside the body container
 * the scoring picks. In the news writing practice of the summary lead (the inverted pyramid) it
 * is the article's first paragraph, and a reader sees it as such. Read only when the chosen body
 * follows the page's headline (an `<h1>`) inside a common article, main or section container,
 * and only prose blocks: a few sentences, few links, no metadata names (bylines, dates, tags).
 */
import {
  type AnyNode,
  classAndId,
  type Dropped,
  type Element,
  findAll,
  isTag,
  rawText,
} from "./dom.ts";
import { collapse } from "../../toolkit/text.ts";
import { METADATA } from "./boilerplate.ts";

/** Containers a lead and its body share; the page body alone is too wide to tell. */
const SCOPES = new Set(["article", "main", "section", "div", "header"]);
const LEAD_BLOCKS = /^(p|div|h2|h3|span|strong)$/;
/** At most this many blocks make a lead; more is a teaser list or a layout, not a lead. */
const MAX_BLOCKS = 5;
const MAX_CHARS = 1_500;
/** Levels above the body's first root searched for the headline. */
const MAX_LEVELS = 6;

/**
 * `roots` with the lead blocks between the headline and the first root placed before them.
 * `headlines` are the page's `<h1>` elements.
 */
export function withLead(
  roots: Element[],
  dropped: Dropped,
  headlines: readonly Element[],
): Element[] {
  const first = roots[0];
  if (!first || headlines.length === 0) return roots;
  const holders = new Set<AnyNode>();
  for (const h of headlines) for (let a: AnyNode | null = h; a; a = a.parent) holders.add(a);
  if (roots.some((r) => holders.has(r))) return roots;
  const scope = headlineScope(first, holders);
  if (!scope) return roots;
  const lead = blocksAfterHeadline(scope, first, dropped);
  return lead.length > 0 ? [...lead, ...roots] : roots;
}

function headlineScope(first: Element, holders: Set<AnyNode>): Element | undefined {
  let level = 0;
  for (let a = first.parent; a && isTag(a) && level < MAX_LEVELS; a = a.parent, level++) {
    if (!SCOPES.has(a.name)) return undefined;
    if (holders.has(a)) return a;
  }
  return undefined;
}

/** Leaf text blocks after the scope's last headline before `first`, up to `first`. */
function blocksAfterHeadline(scope: Element, first: Element, dropped: Dropped): Element[] {
  let blocks: Element[] = [];
  let reached = false;
  const visit = (node: AnyNode): void => {
    if (reached || dropped.has(node) || !isTag(node)) return;
    if (node === first) {
      reached = true;
      return;
    }
    if (node.name === "h1") {
      blocks = [];
      return;
    }
    if (LEAD_BLOCKS.test(node.name) && isLeaf(node)) {
      if (collapse(rawText(node, dropped)) !== "") blocks.push(node);
      return;
    }
    node.children.forEach(visit);
  };
  visit(scope);
  if (!reached || blocks.length === 0) return [];
  const lead = blocks.filter((b) => readsAsLead(b, dropped));
  const chars = lead.reduce((n, b) => n + collapse(rawText(b, dropped)).length, 0);
  return lead.length <= MAX_BLOCKS && chars <= MAX_CHARS ? lead : [];
}

const BLOCK_CHILD = /^(p|div|h[1-6]|ul|ol|table|section|article|figure|header|blockquote)$/;

function isLeaf(el: Element): boolean {
  return !el.children.some((c) => isTag(c) && BLOCK_CHILD.test(c.name));
}

/** A sentence or two of prose: enough words, few of them links, not a metadata line. */
function readsAsLead(el: Element, dropped: Dropped): boolean {
  if (METADATA.test(classAndId(el))) return false;
  const text = collapse(rawText(el, dropped));
  const words = text.split(" ").length;
  if (text.length < 40 || words < 6) return false;
  const links = findAll(el, (e) => e.name === "a")
    .reduce((n, a) => n + collapse(rawText(a, dropped)).length, 0);
  return links < 0.3 * text.length;
}

/**
 * Fallbacks and semantic hints for the main content: elements marked as the article body
 * (`itemprop=articleBody`, common article-body class names), the `<article>` element with the
 * most text, and the JSON-LD `articleBody` of the page.
 */
import {
  type AnyNode,
  classAndId,
  type Dropped,
  type Element,
  findAll,
  hasNames,
  isDroppedBelow,
  rawText,
} from "./dom.ts";
import { type StatsMap, statsOf } from "./stats.ts";

/** Class/id names of article-body containers. */
export const BODY_NAME =
  /(^|\s)(article[-_]?body|articlebody|article[-_]content|article__body|article-text|story[-_]?body|storycontent|story-content|entry[-_]content|post[-_]content|post[-_]body|post__content|content[-_]body|body[-_]text|articletext|main-content|rich-text|c-entry-content)(\s|$)/;

function largest(els: readonly Element[], stats: StatsMap): Element | undefined {
  let best: Element | undefined;
  for (const el of els) {
    if (!best || statsOf(stats, el).text > statsOf(stats, best).text) best = el;
  }
  return best;
}

function kept(el: Element, dropped: Dropped): boolean {
  return !isDroppedBelow(el, dropped);
}

/** Elements declared as the article body (itemprop or class/id name), outermost first. */
export function declaredBodies(root: AnyNode, dropped: Dropped): Element[] {
  const found = findAll(
    root,
    (el) =>
      el.attribs.itemprop === "articleBody" || (hasNames(el) && BODY_NAME.test(classAndId(el))),
  ).filter((el) => kept(el, dropped));
  return found.filter((el) => !found.some((o) => o !== el && contains(o, el)));
}

function contains(outer: Element, inner: Element): boolean {
  for (let n = inner.parent; n; n = n.parent) if (n === outer) return true;
  return false;
}

/** The kept `<article>` element with the most text. */
export function largestArticle(root: AnyNode, dropped: Dropped, stats: StatsMap) {
  return largest(findAll(root, (el) => el.name === "article" && kept(el, dropped)), stats);
}

function bodiesIn(value: unknown, out: string[]): void {
  if (Array.isArray(value)) return value.forEach((v) => bodiesIn(v, out));
  if (!value || typeof value !== "object") return;
  for (const [key, v] of Object.entries(value)) {
    if (key === "articleBody" && typeof v === "string") out.push(v);
    else if (typeof v === "object") bodiesIn(v, out);
  }
}

/** The longest JSON-LD `articleBody` of the page ("" when none parses). */
export function jsonLdArticleBody(root: AnyNode): string {
  const scripts = findAll(
    root,
    (el) => el.name === "script" && /ld\+json/i.test(el.attribs.type ?? ""),
  );
  const bodies: string[] = [];
  for (const s of scripts) {
    const raw = rawTextOfScript(s).replace(/^\s*<!\[CDATA\[|\]\]>\s*$/g, "");
    try {
      bodiesIn(JSON.parse(raw), bodies);
    } catch {
      // malformed JSON-LD: ignored
    }
  }
  return bodies.sort((a, b) => b.length - a.length)[0] ?? "";
}

function rawTextOfScript(el: Element): string {
  return el.children.map((c) => ("data" in c ? String(c.data) : rawText(c))).join("");
}

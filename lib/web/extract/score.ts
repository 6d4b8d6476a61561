/**
 * Candidate scoring, in the spirit of Readability: every paragraph-like block with enough text
 * gives points (1 + commas + one per 100 characters, at most 3) to its parent and, decreasingly,
 * to four more ancestors; each ancestor starts from a tag bonus and a class/id weight; the final
 * score is discounted by link density. The best container and its qualifying siblings win.
 */
import {
  type AnyNode,
  childElements,
  classAndId,
  type Dropped,
  type Element,
  findAll,
  isTag,
  isText,
} from "./dom.ts";
import { linkDensity, type StatsMap, statsOf } from "./stats.ts";

const POSITIVE =
  /article|body|content|entry|hentry|h-entry|main|page|pagination|post|text|blog|story/;
const NEGATIVE =
  /-ad-|hidden|^hid$| hid$| hid |^hid |banner|combx|comment|com-|contact|foot|footer|footnote|gdpr|masthead|media|meta|outbrain|promo|related|scroll|share|shoutbox|sidebar|skyscraper|sponsor|shopping|tags|tool|widget/;

const COMMAS = /[,\uFF0C\u3001\u060C]/g;

const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "dl",
  "div",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "ul",
]);

/** Class/id weight of `el`: +25 for content-like names, -25 for boilerplate-like names. */
export function classWeight(el: Element): number {
  const names = classAndId(el);
  let w = 0;
  if (NEGATIVE.test(names)) w -= 25;
  if (POSITIVE.test(names)) w += 25;
  return w;
}

function tagBonus(name: string): number {
  if (name === "div" || name === "article" || name === "main" || name === "section") return 5;
  if (name === "pre" || name === "td" || name === "blockquote") return 3;
  if (/^(address|ol|ul|dl|dd|dt|li|form)$/.test(name)) return -3;
  if (/^(h[1-6]|th)$/.test(name)) return -5;
  return 0;
}

/** True for elements whose text is scored as one paragraph. */
export function isParagraphLike(el: Element, dropped: Dropped): boolean {
  if (el.name === "p" || el.name === "pre" || el.name === "td") return true;
  if (el.name !== "div" && el.name !== "section") return false;
  return !childElements(el).some((c) => !dropped.has(c) && BLOCKS.has(c.name));
}

/** Block containers whose own loose text (outside child blocks) is scored as a paragraph. */
const TEXT_CONTAINERS = new Set([
  "div",
  "section",
  "article",
  "main",
  "blockquote",
  "center",
  "font",
  "td",
]);

/** A scored run of text: its length and commas, credited from `first` upwards. */
interface Unit {
  first: Element;
  text: number;
  commas: number;
}

function directText(el: Element, dropped: Dropped, stats: StatsMap): Unit {
  const unit = { first: el, text: 0, commas: 0 };
  for (const c of el.children) {
    if (dropped.has(c)) continue;
    if (isText(c)) {
      unit.text += c.data.replace(/\s+/g, " ").trim().length;
      unit.commas += c.data.match(COMMAS)?.length ?? 0;
    } else if (isTag(c) && !BLOCKS.has(c.name)) {
      const s = statsOf(stats, c);
      unit.text += s.text;
      unit.commas += s.commas;
    }
  }
  return unit;
}

function units(root: AnyNode, dropped: Dropped, stats: StatsMap, out: Unit[] = []): Unit[] {
  for (const el of childElements(root)) {
    if (dropped.has(el)) continue;
    if (isParagraphLike(el, dropped)) {
      const s = statsOf(stats, el);
      if (el.parent && isTag(el.parent)) {
        out.push({ first: el.parent, text: s.text, commas: s.commas });
      }
      continue;
    }
    if (TEXT_CONTAINERS.has(el.name)) out.push(directText(el, dropped, stats));
    units(el, dropped, stats, out);
  }
  return out;
}

/** Raw content scores of every ancestor of a scored paragraph below `root`. */
export function scoreCandidates(root: AnyNode, dropped: Dropped, stats: StatsMap) {
  const scores = new Map<Element, number>();
  for (const u of units(root, dropped, stats)) {
    if (u.text < 25) continue;
    const points = 1 + u.commas + Math.min(Math.floor(u.text / 100), 3);
    let level = 0;
    for (let a: AnyNode | null = u.first; a && isTag(a) && level < 5; a = a.parent, level++) {
      if (!scores.has(a)) scores.set(a, tagBonus(a.name) + classWeight(a));
      const divider = level === 0 ? 1 : level === 1 ? 2 : level * 3;
      scores.set(a, scores.get(a)! + points / divider);
    }
  }
  for (const [el, score] of scores) scores.set(el, score * (1 - linkDensity(stats, el)));
  return scores;
}

function ancestors(el: Element): Element[] {
  const out: Element[] = [];
  for (let a = el.parent; a && isTag(a); a = a.parent) out.push(a);
  return out;
}

/** The best-scored container, moved up to a common ancestor when close rivals share one. */
export function topCandidate(scores: Map<Element, number>): Element | undefined {
  const ranked = [...scores].sort((a, b) => b[1] - a[1]).slice(0, 5);
  if (ranked.length === 0) return undefined;
  const [top, topScore] = ranked[0];
  const above = new Set(ancestors(top));
  const rivals = ranked.slice(1).filter(([el, s]) => s / topScore >= 0.75 && !above.has(el))
    .map(([el]) => el);
  if (rivals.length < 2) return top;
  for (const a of ancestors(top)) {
    if (a.name === "body" || a.name === "html") break;
    if (rivals.filter((r) => ancestors(r).includes(a)).length >= 2) return a;
  }
  return top;
}

/**
 * `top`, or the ancestor (up to six levels, below `<body>`) that holds clearly more paragraph
 * text at a low link density: the article split into several sibling chunks.
 */
export function widenTop(top: Element, stats: StatsMap): Element {
  let best = top;
  let level = 0;
  for (let a = top.parent; a && isTag(a) && level < 6; a = a.parent, level++) {
    if (a.name === "body" || a.name === "html") break;
    const more = statsOf(stats, a).ptext > statsOf(stats, best).ptext * 1.25;
    if (more && linkDensity(stats, a) < 0.2) best = a;
  }
  return best;
}

/** `top` and those siblings that score close to it or read like article paragraphs. */
export function withSiblings(
  top: Element,
  scores: Map<Element, number>,
  dropped: Dropped,
  stats: StatsMap,
): Element[] {
  const parent = top.parent;
  if (!parent || !isTag(parent)) return [top];
  const threshold = Math.max(10, (scores.get(top) ?? 0) * 0.2);
  const topClass = top.attribs.class ?? "";
  return childElements(parent).filter((sib) => {
    if (sib === top) return true;
    if (dropped.has(sib)) return false;
    const bonus = topClass !== "" && sib.attribs.class === topClass
      ? (scores.get(top) ?? 0) * 0.2
      : 0;
    if ((scores.get(sib) ?? -Infinity) + bonus >= threshold) return true;
    if (sib.name !== "p") return false;
    const s = statsOf(stats, sib), ld = linkDensity(stats, sib);
    return (s.text > 80 && ld < 0.25) || (s.text > 0 && ld === 0 && s.text <= 80 && s.commas > 0);
  });
}

/**
 * The page's one `<main>` landmark (or `role="main"`) when `top` holds at most half of it: the
 * HTML standard's "dominant contents of the document". A service or product page spreads its
 * content over sibling sections (hero, features, FAQ), and one section is not the page; a
 * scored block outside the landmark (a hero slider, a consent box) is not the page either.
 * Kept to landmarks that read as content (link density below 0.35).
 */
export function mainLandmark(
  root: AnyNode,
  top: Element,
  dropped: Dropped,
  stats: StatsMap,
): Element | undefined {
  const mains = findAll(
    root,
    (el) => (el.name === "main" || el.attribs.role === "main") && !dropped.has(el),
  );
  if (mains.length !== 1) return undefined;
  const main = mains[0];
  if (main === top || ancestors(main).includes(top)) return undefined;
  const more = statsOf(stats, main).text >= 2 * statsOf(stats, top).text;
  return more && linkDensity(stats, main) < 0.35 ? main : undefined;
}

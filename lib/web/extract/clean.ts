/**
 * Conditional cleaning inside the chosen content, in the spirit of Readability: containers that
 * read like link lists, image galleries, forms or stray widgets (few commas, high link density,
 * more list items than paragraphs, almost no text) are dropped.
 */
import {
  type AnyNode,
  childElements,
  type Dropped,
  type Element,
  findAll,
  rawText,
} from "./dom.ts";
import { collapse } from "../../toolkit/text.ts";
import { classWeight } from "./score.ts";
import { linkDensity, type StatsMap, statsOf } from "./stats.ts";

const CONDITIONAL = new Set([
  "div",
  "section",
  "ul",
  "ol",
  "dl",
  "table",
  "form",
  "figure",
  "header",
]);

/**
 * Readability-style content score of a container from its own text: a point per paragraph and
 * per comma, and up to three per paragraph for length. A class name's -25 ("widget", "meta")
 * drops the container only when its text does not outweigh it: page builders (Elementor,
 * HubSpot, Divi) name every block of an article a widget or module.
 */
function proseScore(el: Element, stats: StatsMap): number {
  const s = statsOf(stats, el);
  return s.paragraphs + s.commas + Math.min(3 * s.paragraphs, Math.floor(s.ptext / 100));
}

/** Paragraph text, little of it linked: what a class name cannot overrule. */
function readsAsProse(el: Element, stats: StatsMap): boolean {
  const s = statsOf(stats, el);
  return s.ptext >= 100 && s.ptext >= 0.6 * s.text && linkDensity(stats, el) < 0.25;
}

/** True when container `el` looks like a non-content widget rather than article text. */
export function looksLikeWidget(el: Element, stats: StatsMap, score = proseScore(el, stats)) {
  const weight = classWeight(el);
  if (weight + score < 0 && !readsAsProse(el, stats)) return true;
  const s = statsOf(stats, el);
  if (s.commas >= 10) return false;
  const ld = linkDensity(stats, el);
  // A table's cells and a definition list's name-value groups (HTML: "an association list")
  // describe what they link: only mostly-link ones are navigation.
  if (el.name === "table" || el.name === "dl") return ld > 0.5;
  const gallery = s.images > 1 && s.paragraphs / s.images < 0.5 && s.text < 200 * s.images;
  if (el.name !== "figure" && gallery) return true;
  if (s.inputs > s.paragraphs / 3 && s.inputs > 0) return true;
  // A list's items (or a box made of list items) are phrases with a linked word or two
  // (ingredients, sources, steps); only a list that is mostly links is a menu or teasers.
  if (el.name === "ul" || el.name === "ol" || s.items > s.paragraphs + 2) return ld > 0.5;
  if (el.name !== "figure" && s.text < 25 && (s.images === 0 || s.images > 2)) return true;
  return weight < 25 ? ld > 0.2 && s.text < 1000 || ld > 0.5 : ld > 0.5;
}

/**
 * A paragraph that is (almost) all link text: a teaser of another page. Not when the links are
 * addresses written out (an e-mail, a phone number, a URL shown as itself): that is information
 * the reader copies, such as a contact or a cited source.
 */
export function isLinkParagraph(el: Element, stats: StatsMap): boolean {
  if (statsOf(stats, el).text === 0 || linkDensity(stats, el) <= 0.8) return false;
  return !findAll(el, (e) => e.name === "a").every(writtenOut);
}

const ADDRESS = /^(mailto:|tel:)/i;
const URL_TEXT = /^(https?:\/\/|www\.)\S+$/i;

function writtenOut(a: Element): boolean {
  return ADDRESS.test(a.attribs.href ?? "") || URL_TEXT.test(collapse(rawText(a)));
}

function cleanBelow(node: AnyNode, dropped: Dropped, stats: StatsMap, rootText: number): void {
  for (const el of childElements(node)) {
    if (dropped.has(el)) continue;
    // Over-pruning guard: an element holding most of the content's text is never dropped whole.
    const most = statsOf(stats, el).text > 0.5 * rootText;
    if (!most && CONDITIONAL.has(el.name) && looksLikeWidget(el, stats)) dropped.add(el);
    else if (el.name === "p" && isLinkParagraph(el, stats)) dropped.add(el);
    else cleanBelow(el, dropped, stats, rootText);
  }
}

/** Drops widgets below each of `roots`. */
export function cleanContent(roots: readonly Element[], dropped: Dropped, stats: StatsMap): void {
  const rootText = roots.reduce((n, r) => n + statsOf(stats, r).text, 0);
  for (const root of roots) cleanBelow(root, dropped, stats, rootText);
}

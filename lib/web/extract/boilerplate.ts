/**
 * Boilerplate removal: marks the nodes that are never article content — by tag (scripts, styles,
 * navigation, page header/footer, asides, form controls), by ARIA role, by hidden state, and by
 * class/id patterns (comments, share bars, related stories, newsletters, ads, ...). Generic
 * rules only, in the spirit of Readability's "unlikely candidates" and trafilatura's pruning.
 */
import {
  type AnyNode,
  classAndId,
  type Dropped,
  type Element,
  findAll,
  findFirst,
  hasNames,
  isTag,
  isText,
} from "./dom.ts";
import { BODY_NAME } from "./fallback.ts";
import { hiddenAsServed } from "../hidden.ts";

/** Tags that never hold a page's text, whatever their size. */
const NEVER_TEXT = new Set([
  "script",
  "style",
  "template",
  "svg",
  "canvas",
  "iframe",
  "object",
  "embed",
  "button",
  "select",
  "textarea",
  "input",
  "label",
  "head",
  "link",
  "meta",
]);

/** Tags never read as content: the above, and page furniture (menus, asides, footers). */
const DROP_TAGS = new Set([
  ...NEVER_TEXT,
  "noscript",
  "nav",
  "aside",
  "footer",
  "dialog",
  "menu",
  "figcaption",
]);

const DROP_ROLES = new Set([
  "navigation",
  "banner",
  "contentinfo",
  "complementary",
  "dialog",
  "alertdialog",
  "menu",
  "menubar",
  "search",
  "toolbar",
  "tablist",
]);

/** Class/id words that mark boilerplate whatever else the name says. */
const STRONG =
  /(^|[\s_-])(comments?|commentlist|disqus|share|sharing|newsletter|related|recommended|recommendations|outbrain|taboola|cookies?|gdpr|advert\w*|ads?|adunit|ad-slot|breadcrumbs?|pagination|pager|skip-link|popup|most-popular|trending|viral|criteo|paid-content|syndication|more-stories|also-read|further-reading|caption|copyright|robots-nocontent|cta|donate|donation)s?($|[\s_-])/;

/** Class/id words of layout and page furniture: boilerplate unless the element holds long paragraphs. */
const UNLIKELY =
  /(^|[\s_-])(sidebar|social|subscribe|teaser|overlay|slideshow|slider|rating|noprint|hide|subscription|signup|promo|sponsored|modal|paywall|widget|toolbar|masthead|site-header|site-footer|footer|topbar|navbar|nav|menu|banner|byline|author|dateline|timestamp|date|meta|tags?|topics|credits?|caption-credit|print|rss|extra|community|remark|supplemental|hidden|visually-hidden|sr-only|screen-reader|tools|utility|infobox|rail|aside|follow|login|account)s?($|[\s_-])/;

/** "header" as a name of its own (`id="header"`): the page's header, not a card's or entry's. */
const PAGE_HEADER = /(^|\s)(header|(site|global|main|top)[_-]?header)(\s|$)/;

/** Embedded posts (tweets, videos) are content even inside social/share-named wrappers. */
const EMBED = /embed/;

const KEEP_TAGS = new Set(["html", "body", "main", "article"]);

/**
 * An entry's own classes (WordPress's post_class: "hentry", "type-product", "post-123",
 * "status-publish" and one "{taxonomy}-{term}" per term, such as "tag-economy" or
 * "product_tag-sale") describe the post, not the layout, so they never make the entry
 * boilerplate (developer.wordpress.org, get_post_class).
 */
const ENTRY = /(^|\s)(hentry|type-[\w-]+|post-\d+)(\s|$)/;

/** CSS utilities that clip or scroll a box's overflow: the box itself stays visible. */
const OVERFLOW = /(^|\s)[\w:-]*overflow(-[xy])?-(hidden|auto|scroll)(?=\s|$)/g;

/**
 * BEM modifiers ("block--modifier", getbem.com) name a variant or state of the block, not what
 * it is: "section--has-ads" is a section that carries ads, not an ad.
 */
const BEM_MODIFIER = /--[\w-]+/g;

/** Words naming an entry's own content ("entry", "article-body", "post-content"). */
const CONTENT_NAME = /(^|[\s_-])(entry|article|post|story|content|body)($|[\s_-])/;
const COMMENTS = /comment|disqus|reply|replies/;

/**
 * "strong" when the class/id always marks boilerplate, "weak" when only layout-like. A strong
 * word beside the entry's own content name ("entry share": a theme's share-enabled entry) is
 * weak: the text decides, unless it names comments.
 */
function nameClass(el: Element): "strong" | "weak" | undefined {
  if (!hasNames(el) || KEEP_TAGS.has(el.name) || el.attribs.itemprop === "articleBody") {
    return undefined;
  }
  const names = classAndId(el).replace(OVERFLOW, " ").replace(BEM_MODIFIER, "");
  if (names.trim() === "" || ENTRY.test(names)) return undefined;
  if (STRONG.test(names)) {
    return CONTENT_NAME.test(names) && !COMMENTS.test(names) ? "weak" : "strong";
  }
  return (UNLIKELY.test(names) || PAGE_HEADER.test(names)) && !EMBED.test(names)
    ? "weak"
    : undefined;
}

/**
 * True when `el` is page furniture by its tag, role or a name that always marks boilerplate
 * (comments, related stories, share bars, newsletters): what a leftover heading announced.
 */
export function isFurniture(el: Element): boolean {
  return isStructuralBoilerplate(el) || nameClass(el) === "strong";
}

/** True when `el` is boilerplate by its own tag, role or hidden state. */
export function isStructuralBoilerplate(el: Element): boolean {
  if (DROP_TAGS.has(el.name)) return true;
  const role = (el.attribs.role ?? "").toLowerCase();
  if (DROP_ROLES.has(role)) return true;
  if (hiddenAsServed(el)) return true;
  return el.name === "header" && !insideArticle(el);
}

function insideArticle(el: Element): boolean {
  for (let p = el.parent; p; p = p.parent) {
    if (isTag(p) && (p.name === "article" || p.name === "main")) return true;
  }
  return false;
}

/** Ancestors of declared bodies, articles and mains: never dropped by class/id. */
function declaredAncestors(root: AnyNode): Set<AnyNode> {
  const out = new Set<AnyNode>();
  const marks = findAll(
    root,
    (el) =>
      el.name === "article" || el.name === "main" || el.attribs.itemprop === "articleBody" ||
      (hasNames(el) && BODY_NAME.test(classAndId(el))),
  );
  for (const el of marks) {
    for (let n: AnyNode | null = el; n && !out.has(n); n = n.parent) out.add(n);
  }
  return out;
}

const SHAPED = /^(p|blockquote|pre|li|dd|td)$/;
const CELL = /^(li|dd|td)$/;

/** What each element holds of article-shaped text, read in one pass over the blocks. */
interface TextEvidence {
  /** Long paragraphs (`<p>` of 150+ characters). */
  paragraphs: Map<AnyNode, number>;
  /**
   * Characters in paragraphs, quotes, code blocks and phrase-length list or table items that
   * are not mostly link text: what an article is made of, as opposed to menus, bylines and tags.
   */
  shaped: Map<AnyNode, number>;
}

/**
 * Text and link-text lengths of every element (whitespace runs counted as one), and its text
 * evidence, summed bottom-up in one pass.
 */
interface Sizes extends TextEvidence {
  text: Map<AnyNode, number>;
  links: Map<AnyNode, number>;
}

/** The whitespace code points above Latin-1 (those `\s` matches). */
function isWideSpace(c: number): boolean {
  return c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
    c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** The length of `text` with each whitespace run counted as one character. */
function collapsedLength(text: string): number {
  let n = 0, space = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const ws = c === 32 || (c >= 9 && c <= 13) || c === 160 || (c > 255 && isWideSpace(c));
    if (!ws || !space) n++;
    space = ws;
  }
  return n;
}

function measure(node: AnyNode, sizes: Sizes, inLink = false): number {
  if (isText(node)) return collapsedLength(node.data);
  if (!isTag(node) && !("children" in node)) return 0;
  if (isTag(node) && (node.name === "script" || node.name === "style")) return 0;
  const link = inLink || (isTag(node) && node.name === "a");
  let text = 0, links = 0, paragraphs = 0, shaped = 0;
  for (const child of node.children) {
    text += measure(child, sizes, link);
    links += sizes.links.get(child) ?? 0;
    paragraphs += sizes.paragraphs.get(child) ?? 0;
    shaped += sizes.shaped.get(child) ?? 0;
  }
  const ownLinks = isTag(node) && node.name === "a" && !inLink ? text : links;
  if (isTag(node) && SHAPED.test(node.name)) {
    if (node.name === "p" && text >= 150) paragraphs++;
    // Phrase-length items only: a short cell or item is a label (a name, a size).
    const phrase = !(CELL.test(node.name) && text < 25);
    if (text > 0 && ownLinks <= 0.5 * text && phrase) shaped += text;
  }
  sizes.text.set(node, text);
  if (ownLinks > 0) sizes.links.set(node, ownLinks);
  if (paragraphs > 0) sizes.paragraphs.set(node, paragraphs);
  if (shaped > 0) sizes.shaped.set(node, shaped);
  return text;
}

interface Context extends TextEvidence {
  dropped: Dropped;
  sizes: Sizes;
  declared: Set<AnyNode>;
  pageText: number;
  /** False to mark by tag, role and hidden state only (class and id names ignored). */
  byName: boolean;
}

/** Names of a post's metadata (byline, date, tags): short by nature, whatever they hold. */
export const METADATA =
  /(^|[\s_-])(byline|author|dateline|timestamp|date|meta|tags?|topics|credits?)($|[\s_-])/;

/**
 * A layout word alone does not make prose boilerplate: page builders (Elementor, HubSpot,
 * Divi) name every article block a "widget" or "module", and responsive frameworks hide
 * blocks per viewport ("hidden-xs"). Metadata names stay out whatever they hold.
 */
function readsAsProse(el: Element, length: number, ctx: Context): boolean {
  if (METADATA.test(classAndId(el))) return false;
  return (ctx.shaped.get(el) ?? 0) >= Math.max(80, 0.6 * length);
}

/**
 * A table with header cells or a caption holds data: layout tables must not use them (WCAG
 * technique F46; HTML: "tables must not be used as layout aids"), so a layout word in its class
 * ("table-header") names its styling, not page furniture.
 */
function isDataTable(el: Element): boolean {
  return el.name === "table" &&
    findAll(el, (e) => e.name === "th" || e.name === "thead" || e.name === "caption").length > 0;
}

/**
 * An article's own header (the block holding its `<h1>` inside an article or main: headline,
 * lead, byline) is part of the entry; a "header" class there names that block, not the site's
 * masthead. Its metadata lines are still read by their own names.
 */
function isArticleHeader(el: Element): boolean {
  return insideArticle(el) && findFirst(el, "h1") !== undefined;
}

function droppedByName(el: Element, ctx: Context): boolean {
  const kind = nameClass(el);
  if (!kind || ctx.declared.has(el)) return false;
  const length = ctx.sizes.text.get(el) ?? 0;
  if (length >= 0.5 * ctx.pageText) return false;
  if (kind === "strong") return true;
  return (ctx.paragraphs.get(el) ?? 0) < 2 && !readsAsProse(el, length, ctx) &&
    !isDataTable(el) && !isArticleHeader(el);
}

/**
 * A hidden, aside or navigation container that holds most of a page's text is the page: a
 * script reveals it (anti-flicker wrappers, streamed server rendering, unclosed asides), and
 * Google indexes the rendered page. Furniture is never most of a page.
 */
function holdsThePage(el: Element, ctx: Context): boolean {
  return !NEVER_TEXT.has(el.name) && ctx.pageText >= 500 &&
    (ctx.sizes.text.get(el) ?? 0) > 0.5 * ctx.pageText;
}

function mark(node: AnyNode, ctx: Context): void {
  for (const child of "children" in node ? node.children : []) {
    if (child.type === "comment" || child.type === "directive") {
      ctx.dropped.add(child);
    } else if (isTag(child)) {
      const structural = isStructuralBoilerplate(child) && !holdsThePage(child, ctx);
      if (structural || (ctx.byName && droppedByName(child, ctx))) ctx.dropped.add(child);
      else mark(child, ctx);
    }
  }
}

/** Marks every boilerplate node below `root` (comments included) in `dropped`; returns it. */
export function markBoilerplate(
  root: AnyNode,
  dropped: Dropped = new Set(),
  byName = true,
): Dropped {
  const body = findFirst(root, "body") ?? root;
  const sizes: Sizes = {
    text: new Map(),
    links: new Map(),
    paragraphs: new Map(),
    shaped: new Map(),
  };
  measure(root, sizes);
  const declared = declaredAncestors(root);
  const pageText = sizes.text.get(body) ?? 0;
  const { paragraphs, shaped } = sizes;
  mark(root, { dropped, declared, sizes, paragraphs, shaped, pageText, byName });
  return dropped;
}

/**
 * The single walk over a parsed document that fills a `PageModel` (URLs stay raw here;
 * html.ts resolves them once the `<base href>` is known). The walk is iterative (an explicit
 * stack), so a deeply nested junk page cannot overflow the call stack, and every list and the
 * text are capped.
 */
import { type AnyNode, type Document, type Element, isTag, isText } from "domhandler";
import type { PageModel, PageRegion } from "./html.ts";
import { parseJsonLdBlock } from "./html_jsonld.ts";
import { parseRobotsContent } from "./html_robots.ts";
import { countWords } from "./word_count.ts";
import { breadcrumbSteps, isBreadcrumb } from "./html_breadcrumb.ts";
import { ANNOTATION_TAGS, asRead } from "./reading_text.ts";
import { collapse } from "../toolkit/text.ts";

/** Visible text is collected up to this many characters. */
export const MAX_TEXT_CHARS = 2_000_000;

/** Caps on collected lists (a page over them is reported in `limits`). */
const MAX_ITEMS = {
  links: 50_000,
  images: 20_000,
  headings: 5_000,
  json_ld: 1_000,
  blocks: 5_000,
  buttons: 2_000,
} as const;

/** Elements whose text is a paragraph-level block (where a sentence can take a link). */
const TEXT_BLOCKS = new Set(["p", "li", "blockquote", "dd", "td", "figcaption"]);

/** Elements whose content is not visible text. */
const HIDDEN = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "math",
  "head",
  "title",
  "iframe",
  "object",
  "canvas",
]);

/** Elements that separate words (text on either side is not one word). */
const BLOCKS = new Set(
  ("address article aside blockquote br dd details dialog div dl dt fieldset figcaption figure " +
    "footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody " +
    "td tfoot th thead tr ul option button label input select textarea img").split(" "),
);

const REGION_OF: Record<string, PageRegion> = {
  nav: "nav",
  header: "header",
  footer: "footer",
  main: "main",
  article: "article",
  aside: "aside",
};
const ROLE_REGION: Record<string, PageRegion> = {
  navigation: "nav",
  banner: "header",
  contentinfo: "footer",
  main: "main",
  article: "article",
  complementary: "aside",
};

/** Class or id tokens of widgets that float over the page: consent banners, cookie notices, chats. */
const OVERLAY_NAME =
  /(^|[\s_-])(cookies?|consent|gdpr|cmp|onetrust|cookiebot|usercentrics|chat-widget|livechat|intercom|drift|crisp|tawk|zendesk|hubspot-messages|modal|popup|interstitial)($|[\s_-])/i;

/** The overlay region of an element that is one. */
export function overlayOf(el: Element): PageRegion | undefined {
  const role = (el.attribs.role ?? "").toLowerCase();
  if (el.name === "dialog" || role === "dialog" || role === "alertdialog") return "overlay";
  if (el.attribs["aria-modal"] === "true") return "overlay";
  const names = `${el.attribs.class ?? ""} ${el.attribs.id ?? ""}`;
  return el.name !== "body" && el.name !== "html" && OVERLAY_NAME.test(names)
    ? "overlay"
    : undefined;
}

/**
 * A link styled or declared as a button: role="button", or a class word for a button in the
 * languages templates are written in (en, fr, pt, es, it, nl, sv/no/da, pl, fi).
 */
const BUTTON_CLASS =
  /(^|[\s_-])(btn|button|cta|bouton|bot[aã]o|bot[oó]n|pulsante|knop|knapp|knappen|przycisk|painike)($|[\s_-])/i;

/** What an element inherits from its ancestors. */
interface WalkContext {
  regions: PageRegion[];
  hidden: boolean;
  svg: boolean;
}

/** Mutable state of one walk. */
interface WalkState {
  page: PageModel;
  text: string[];
  textChars: number;
  jsonLdCount: number;
}

/** A page with every field empty. */
export function emptyPage(url: string | null): PageModel {
  return {
    url,
    base_url: url,
    base_href: null,
    title: null,
    title_source: null,
    title_tag: null,
    title_tag_count: 0,
    meta_description: null,
    meta_description_count: 0,
    meta: {},
    robots_meta: [],
    x_robots_tag: [],
    noindex: false,
    nofollow: false,
    canonical: null,
    canonicals: [],
    hreflang: [],
    open_graph: {},
    twitter: {},
    lang: null,
    lang_source: null,
    html_lang: null,
    xml_lang: null,
    content_language: null,
    charset: null,
    viewport: null,
    headings: [],
    blocks: [],
    buttons: [],
    script_anchors: [],
    time_datetimes: [],
    byline_texts: [],
    breadcrumb: [],
    facts: [],
    links: [],
    images: [],
    json_ld: [],
    json_ld_types: [],
    microdata: { items: 0, types: [] },
    rdfa: { present: false, types: [] },
    text: "",
    word_count: 0,
    text_language: null,
    limits: [],
  };
}

/** Text content of `root` (iterative), with image alts when `alts` is set. */
export function textOf(root: Element, alts = false, limit = 10_000): string {
  const out: string[] = [];
  let size = 0;
  const stack: AnyNode[] = [...root.children].reverse();
  while (stack.length > 0 && size < limit) {
    const node = stack.pop()!;
    if (isText(node)) {
      out.push(node.data);
      size += node.data.length;
    } else if (isTag(node)) {
      if (node.name === "script" || node.name === "style" || node.name === "template") continue;
      if (alts && node.name === "img" && node.attribs.alt) out.push(` ${node.attribs.alt} `);
      if (BLOCKS.has(node.name)) out.push(" ");
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
  }
  return collapse(out.join("")).slice(0, limit);
}

/** The context `el`'s children inherit. */
function childContext(el: Element, ctx: WalkContext): WalkContext {
  const region = overlayOf(el) ?? REGION_OF[el.name] ??
    ROLE_REGION[(el.attribs.role ?? "").toLowerCase()];
  const hidden = HIDDEN.has(el.name) || ANNOTATION_TAGS.has(el.name) ||
    el.attribs.hidden !== undefined;
  const svg = el.name === "svg";
  if (!region && !(hidden && !ctx.hidden) && !(svg && !ctx.svg)) return ctx;
  return {
    regions: region ? [...ctx.regions, region] : ctx.regions,
    hidden: ctx.hidden || hidden,
    svg: ctx.svg || svg,
  };
}

/** Walks `doc` once, filling `page` (URLs unresolved) and its text. */
export function walkDocument(doc: Document, page: PageModel): void {
  const state: WalkState = { page, text: [], textChars: 0, jsonLdCount: 0 };
  const root: WalkContext = { regions: [], hidden: false, svg: false };
  type Frame = { node: AnyNode; ctx: WalkContext } | null; // null: a block ends
  const stack: Frame[] = [];
  for (let i = doc.children.length - 1; i >= 0; i--) {
    stack.push({ node: doc.children[i], ctx: root });
  }
  while (stack.length > 0) {
    const frame = stack.pop();
    if (frame === null || frame === undefined) {
      addText(state, " ");
      continue;
    }
    const { node, ctx } = frame;
    if (isText(node)) {
      if (!ctx.hidden) addText(state, asRead(node.data));
      continue;
    }
    if (!isTag(node)) continue;
    visitElement(node, ctx, state);
    const inner = childContext(node, ctx);
    const block = BLOCKS.has(node.name);
    if (block) {
      addText(state, " ");
      stack.push(null);
    }
    for (let i = node.children.length - 1; i >= 0; i--) {
      stack.push({ node: node.children[i], ctx: inner });
    }
  }
  finishText(state);
}

function addText(state: WalkState, data: string): void {
  if (state.textChars >= MAX_TEXT_CHARS) return;
  const piece = data.slice(0, MAX_TEXT_CHARS - state.textChars);
  state.text.push(piece);
  state.textChars += piece.length;
  if (state.textChars >= MAX_TEXT_CHARS) {
    state.page.limits.push(`text collected up to ${MAX_TEXT_CHARS} characters`);
  }
}

function finishText(state: WalkState): void {
  const page = state.page;
  page.text = collapse(state.text.join(""));
  page.word_count = countWords(page.text);
  page.json_ld_types = [...new Set(page.json_ld.flatMap((b) => b.types))].sort();
  page.microdata.types = [...new Set(page.microdata.types)];
  page.rdfa.types = [...new Set(page.rdfa.types)];
}

/** Pushes `item` onto `list` unless the cap is reached (reported once). */
function capped<T>(page: PageModel, list: T[], item: T, name: keyof typeof MAX_ITEMS): void {
  if (list.length < MAX_ITEMS[name]) {
    list.push(item);
    return;
  }
  const message = `${name} capped at ${MAX_ITEMS[name]}`;
  if (!page.limits.includes(message)) page.limits.push(message);
}

/** Records what one element contributes. */
function visitElement(el: Element, ctx: WalkContext, state: WalkState): void {
  const page = state.page;
  structuredDataAttributes(el, page);
  switch (el.name) {
    case "html":
      if (page.html_lang === null && el.attribs.lang !== undefined) {
        page.html_lang = el.attribs.lang.trim() || null;
      }
      if (page.xml_lang === null && el.attribs["xml:lang"] !== undefined) {
        page.xml_lang = el.attribs["xml:lang"].trim() || null;
      }
      return;
    case "title":
      if (ctx.svg) return;
      page.title_tag_count++;
      // The first title with text: saved pages sometimes carry an empty one before it.
      if (!page.title_tag) page.title_tag = textOf(el);
      return;
    case "base":
      if (page.base_href === null && el.attribs.href !== undefined) {
        page.base_href = el.attribs.href;
      }
      return;
    case "meta":
      return visitMeta(el, page);
    case "link":
      return visitLinkTag(el, page);
    case "a":
      return visitAnchor(el, ctx, page);
    case "img":
      return visitImage(el, page);
    case "time":
      // Dates the page shows with a machine-readable value (bylines: published, updated).
      if (!ctx.hidden && el.attribs.datetime && page.time_datetimes.length < 50) {
        page.time_datetimes.push(el.attribs.datetime.trim());
      }
      return;
    case "script":
      return visitScript(el, state);
    case "button":
      if (!ctx.hidden) {
        capped(
          page,
          page.buttons,
          { text: textOf(el, true), regions: [...ctx.regions] },
          "buttons",
        );
      }
      return;
    case "input":
      if (!ctx.hidden && /^(submit|button)$/i.test(el.attribs.type ?? "") && el.attribs.value) {
        capped(
          page,
          page.buttons,
          { text: collapse(el.attribs.value), regions: [...ctx.regions] },
          "buttons",
        );
      }
      return;
  }
  const bylineRegion = !ctx.regions.some((r) => NOT_BYLINE_REGIONS.has(r));
  if (!ctx.hidden && bylineRegion && page.byline_texts.length < 10 && isBylineElement(el)) {
    const text = textOf(el, false, 200);
    if (text.length > 1 && text.length <= 120) page.byline_texts.push(text);
  }
  if (!ctx.hidden && page.breadcrumb.length === 0 && isBreadcrumb(el)) {
    page.breadcrumb = breadcrumbSteps(el, textOf).map((s) => ({ ...s, url: null }));
  }
  if ((el.name === "tr" || el.name === "dt") && !ctx.hidden && page.facts.length < 200) {
    const chrome = ctx.regions.some((r) => r !== "main" && r !== "article");
    const pair = chrome ? null : factOf(el);
    if (pair) page.facts.push(pair);
  }
  if (/^h[1-6]$/.test(el.name) && !ctx.svg) {
    capped(page, page.headings, {
      level: Number(el.name[1]),
      text: textOf(el, true),
      regions: [...ctx.regions],
      order: state.textChars,
    }, "headings");
  }
  if (TEXT_BLOCKS.has(el.name) && !ctx.hidden) visitBlock(el, ctx, page, state.textChars);
}

/** A two-cell row's label and value, or a `<dt>` with the `<dd>` after it. */
function factOf(el: Element): { label: string; value: string } | null {
  let cells: Element[];
  if (el.name === "tr") {
    cells = el.children.filter((c): c is Element =>
      isTag(c) && (c.name === "th" || c.name === "td")
    );
  } else {
    let next = el.nextSibling;
    while (next && !isTag(next)) next = next.nextSibling;
    cells = next && isTag(next) && next.name === "dd" ? [el, next] : [];
  }
  if (cells.length !== 2) return null;
  const label = textOf(cells[0], false, 200), value = textOf(cells[1], false, 300);
  return label && value ? { label: label.replace(/[:：]\s*$/, ""), value } : null;
}

/** Class words of a byline or author name ("author", "author-name", "c-byline__author"). */
const BYLINE_CLASS = /(^|[\s_-])(author|byline|authorname|author-name|author_name)(?=$|[\s_-])/i;
/** Class words of the author's picture, biography or box: not the name. */
const NOT_NAME_CLASS =
  /(img|image|avatar|photo|pic|bio|description|box|wrap|social|link-list|comment|reply|review|testimonial)/i;
/** Landmarks whose author names are not the page's (site footer, sidebar, menus, dialogs). */
const NOT_BYLINE_REGIONS: ReadonlySet<PageRegion> = new Set(["nav", "footer", "aside", "overlay"]);

/** An element that holds the byline or author name (schema.org itemprop, or class words). */
function isBylineElement(el: Element): boolean {
  if (el.attribs.itemprop === "author") return true;
  const cls = el.attribs.class ?? "";
  return BYLINE_CLASS.test(cls) && !NOT_NAME_CLASS.test(cls);
}

/** A paragraph-level block: its text, where it sits, and the link texts already in it. */
function visitBlock(el: Element, ctx: WalkContext, page: PageModel, order: number): void {
  const text = textOf(el);
  if (text === "") return;
  const linked: string[] = [];
  const hrefs: string[] = [];
  const stack = [...el.children];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isTag(node)) continue;
    if (node.name === "a" && node.attribs.href !== undefined) {
      linked.push(textOf(node));
      hrefs.push(node.attribs.href);
      continue;
    }
    stack.push(...node.children);
  }
  capped(
    page,
    page.blocks,
    { tag: el.name, text, regions: [...ctx.regions], linked, hrefs, order },
    "blocks",
  );
}

function structuredDataAttributes(el: Element, page: PageModel): void {
  const a = el.attribs;
  if (a.itemscope !== undefined) {
    page.microdata.items++;
    if (a.itemtype) page.microdata.types.push(...a.itemtype.trim().split(/\s+/).slice(0, 20));
  }
  if (a.typeof !== undefined || a.vocab !== undefined) page.rdfa.present = true;
  if (a.typeof) page.rdfa.types.push(...a.typeof.trim().split(/\s+/).slice(0, 20));
  if (a.property !== undefined && el.name !== "meta") page.rdfa.present = true;
}

function setFirst(map: Record<string, string>, key: string, value: string): void {
  if (key && !Object.hasOwn(map, key)) map[key] = value;
}

function visitMeta(el: Element, page: PageModel): void {
  const a = el.attribs;
  const name = (a.name ?? "").trim().toLowerCase();
  // RDFa allows several space-separated properties (`property="og:title dc:title"`).
  const properties = (a.property ?? "").trim().toLowerCase().split(/\s+/).filter(Boolean);
  const content = a.content ?? "";
  const equiv = (a["http-equiv"] ?? "").trim().toLowerCase();
  if (a.charset !== undefined && page.charset === null) page.charset = a.charset.trim() || null;
  if (equiv === "content-type" && page.charset === null) {
    page.charset = /charset\s*=\s*["']?([\w.:-]+)/i.exec(content)?.[1] ?? null;
  }
  if (equiv === "content-language" && page.content_language === null) {
    page.content_language = content.split(",")[0].trim() || null;
  }
  for (const key of [name, ...properties]) setFirst(page.meta, key, content);
  if (a.itemprop?.trim().toLowerCase() === "inlanguage") setFirst(page.meta, "inlanguage", content);
  if (name === "description") {
    page.meta_description_count++;
    if (page.meta_description === null) page.meta_description = collapse(content);
  }
  if (name === "viewport" && page.viewport === null) page.viewport = content.trim();
  if (name === "robots" || name === "googlebot" || /bot$/.test(name)) {
    page.robots_meta.push(parseRobotsContent(content, { source: "meta", agent: name }));
  }
  for (const key of [...properties, name]) {
    if (key.startsWith("og:")) setFirst(page.open_graph, key, collapse(content));
    if (key.startsWith("twitter:")) setFirst(page.twitter, key, collapse(content));
  }
}

function relTokens(el: Element): string[] {
  return (el.attribs.rel ?? "").toLowerCase().split(/\s+/).filter(Boolean);
}

function visitLinkTag(el: Element, page: PageModel): void {
  const rel = relTokens(el);
  const href = el.attribs.href;
  if (href === undefined) return;
  if (rel.includes("canonical")) page.canonicals.push({ href, url: null });
  const lang = el.attribs.hreflang;
  if (rel.includes("alternate") && lang !== undefined) {
    page.hreflang.push({ lang: lang.trim(), href, url: null });
  }
}

function visitAnchor(el: Element, ctx: WalkContext, page: PageModel): void {
  const href = el.attribs.href;
  if (href === undefined) {
    // An <a> without href that a script makes clickable: users can follow it, crawlers cannot.
    if (el.attribs.onclick !== undefined && page.script_anchors.length < 1_000) {
      page.script_anchors.push(textOf(el, true) || collapse(el.attribs["aria-label"] ?? ""));
    }
    return;
  }
  const rel = relTokens(el);
  const plain = textOf(el);
  const withAlts = plain ? plain : textOf(el, true);
  const text = withAlts || collapse(el.attribs["aria-label"] ?? el.attribs.title ?? "");
  capped(page, page.links, {
    position: page.links.length,
    href,
    url: null,
    internal: null,
    crawlable: true,
    not_crawlable_reason: null,
    rel,
    nofollow: rel.includes("nofollow"),
    ugc: rel.includes("ugc"),
    sponsored: rel.includes("sponsored"),
    text,
    image_link: !plain && withAlts !== "",
    button_like: (el.attribs.role ?? "").toLowerCase() === "button" ||
      BUTTON_CLASS.test(el.attribs.class ?? ""),
    regions: [...ctx.regions],
  }, "links");
}

function visitImage(el: Element, page: PageModel): void {
  const a = el.attribs;
  const alt = a.alt === undefined ? null : collapse(a.alt);
  capped(page, page.images, {
    position: page.images.length,
    src: a.src ?? "",
    url: null,
    alt,
    alt_state: alt === null ? "missing" : alt === "" ? "empty" : "present",
    width: a.width ?? null,
    height: a.height ?? null,
    loading: a.loading?.trim().toLowerCase() ?? null,
  }, "images");
}

function visitScript(el: Element, state: WalkState): void {
  const type = (el.attribs.type ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/ld+json") return;
  const raw = el.children.map((c) => (isText(c) ? c.data : "")).join("");
  const block = parseJsonLdBlock(raw, state.jsonLdCount++);
  capped(state.page, state.page.json_ld, block, "json_ld");
}

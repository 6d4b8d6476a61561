/**
 * Reads a sitemap in one streaming pass (htmlparser2 in XML mode): urlset and sitemap index
 * (with image, video, news and hreflang extensions), plain-text sitemaps, RSS and Atom feeds.
 * A DOCTYPE is refused outright, so no entity is ever declared, let alone expanded.
 * Entries past the protocol's 50,000 are counted, not kept. Never throws on malformed XML:
 * what is odd is recorded for the audit's checks.
 */
import { XMLValidator } from "fast-xml-parser";
import { Parser } from "htmlparser2";
import { SitemapError } from "./decode.ts";
import { SITEMAP_LIMITS } from "./limits.ts";

/** What kind of file this is. */
export type SitemapKind = "urlset" | "sitemapindex" | "text" | "rss" | "atom" | "unknown";

/** One `<url>` of a urlset (or an item of a text sitemap or feed). */
export interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  changefreq: string | null;
  priority: string | null;
  images: string[];
  videos: number;
  news: boolean;
  alternates: { hreflang: string; href: string }[];
}

/** One `<sitemap>` of a sitemap index. */
export interface ChildSitemap {
  loc: string;
  lastmod: string | null;
}

/** What one pass read. */
export interface ParsedSitemap {
  kind: SitemapKind;
  /** The root element's default namespace, or null. */
  namespace: string | null;
  urls: SitemapUrl[];
  sitemaps: ChildSitemap[];
  /** Entries seen (kept or not). */
  total: number;
  /** Entries without a `<loc>`; in an index, bare URLs inside `<sitemap>` are recovered. */
  missingLoc: number;
  /** Element names the protocol does not know (unprefixed), in first-seen order. */
  unknownElements: string[];
  /**
   * The first well-formedness error of an XML file (an unescaped `&`, a tag left open), with
   * its line and column, or null. The reader above recovers; strict consumers may not.
   */
  xmlError?: { line: number; column: number; message: string; text: string } | null;
}

/** The local name of a possibly prefixed element ("image:loc" -> "loc"). */
function local(name: string): string {
  const at = name.lastIndexOf(":");
  return (at >= 0 ? name.slice(at + 1) : name).toLowerCase();
}

const KNOWN = new Set([
  "urlset",
  "url",
  "loc",
  "lastmod",
  "changefreq",
  "priority",
  "sitemapindex",
  "sitemap",
]);

/** Parses sitemap text (already inflated and decoded). */
export function parseSitemap(text: string, options: { baseUrl?: string } = {}): ParsedSitemap {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith("<")) return parseText(trimmed);
  const parsed = new Reader(options.baseUrl).read(trimmed);
  return { ...parsed, xmlError: xmlErrorOf(text) };
}

/** The first well-formedness error of `text` (fast-xml-parser's validator), or null. */
function xmlErrorOf(text: string): ParsedSitemap["xmlError"] {
  const result = XMLValidator.validate(text);
  if (result === true) return null;
  const { line, col, msg } = result.err;
  const source = text.split("\n")[line - 1] ?? "";
  return { line, column: col, message: msg, text: source.trim().slice(0, 200) };
}

/** A plain-text sitemap: one absolute URL a line. */
function parseText(text: string): ParsedSitemap {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== "");
  const urls = lines.slice(0, SITEMAP_LIMITS.maxEntriesKept).map((loc) => entry(loc));
  return {
    kind: "text",
    namespace: null,
    urls,
    sitemaps: [],
    total: lines.length,
    missingLoc: 0,
    unknownElements: [],
  };
}

function entry(loc: string): SitemapUrl {
  return {
    loc,
    lastmod: null,
    changefreq: null,
    priority: null,
    images: [],
    videos: 0,
    news: false,
    alternates: [],
  };
}

/** The streaming reader: a stack of open elements and the entry being read. */
class Reader {
  private out: ParsedSitemap = {
    kind: "unknown",
    namespace: null,
    urls: [],
    sitemaps: [],
    total: 0,
    missingLoc: 0,
    unknownElements: [],
  };
  private stack: string[] = [];
  private text = "";
  private current: SitemapUrl | null = null;
  private child: ChildSitemap | null = null;
  private bare = "";

  constructor(private readonly baseUrl?: string) {}

  read(xml: string): ParsedSitemap {
    const parser = new Parser({
      onprocessinginstruction: (name) => {
        if (name.toLowerCase() === "!doctype" || name.toLowerCase() === "!entity") {
          throw new SitemapError(
            "dtd_refused",
            "the sitemap declares a DOCTYPE/DTD: refused (entity expansion is a known attack, and sitemaps never need one)",
          );
        }
      },
      onopentag: (name, attrs) => this.open(name, attrs),
      ontext: (t) => {
        this.text += t;
      },
      onclosetag: (name) => this.close(name),
    }, { xmlMode: true, decodeEntities: true });
    parser.write(xml);
    parser.end();
    return this.out;
  }

  private open(name: string, attrs: Record<string, string>): void {
    const tag = local(name);
    const depth = this.stack.length;
    this.stack.push(tag);
    this.text = "";
    if (depth === 0) return this.root(tag, attrs);
    if (!name.includes(":") && !KNOWN.has(tag) && this.isSitemapXml()) this.unknown(name);
    if (tag === "url" && this.out.kind === "urlset") this.current = entry("");
    if ((tag === "item" || tag === "entry") && this.isFeed()) this.current = entry("");
    if (tag === "sitemap" && this.out.kind === "sitemapindex") {
      this.child = { loc: "", lastmod: null };
      this.bare = "";
    }
    if (tag === "link") this.link(attrs);
    if (tag === "video" && this.current) this.current.videos++;
    if (tag === "news" && this.current) this.current.news = true;
  }

  private root(tag: string, attrs: Record<string, string>): void {
    this.out.namespace = attrs.xmlns ?? null;
    this.out.kind = tag === "urlset" || tag === "sitemapindex"
      ? tag
      : tag === "rss" || tag === "rdf"
      ? "rss"
      : tag === "feed"
      ? "atom"
      : "unknown";
  }

  private isSitemapXml(): boolean {
    return this.out.kind === "urlset" || this.out.kind === "sitemapindex";
  }

  private isFeed(): boolean {
    return this.out.kind === "rss" || this.out.kind === "atom";
  }

  private unknown(name: string): void {
    if (!this.out.unknownElements.includes(name)) this.out.unknownElements.push(name);
  }

  /** `<xhtml:link rel="alternate" hreflang href>` in a urlset; `<link href>` in Atom. */
  private link(attrs: Record<string, string>): void {
    if (!this.current) return;
    if (this.out.kind === "urlset" && attrs.hreflang && attrs.href) {
      this.current.alternates.push({ hreflang: attrs.hreflang, href: attrs.href.trim() });
    }
    if (this.out.kind === "atom" && attrs.href && (attrs.rel ?? "alternate") === "alternate") {
      if (this.current.loc === "") this.current.loc = this.resolve(attrs.href.trim());
    }
  }

  private close(name: string): void {
    const tag = local(name);
    const value = this.text.trim();
    const parent = this.stack[this.stack.length - 2];
    this.stack.pop();
    if (this.child) this.closeChild(tag, parent, value);
    else if (this.current) this.closeUrl(tag, parent, value);
    this.text = "";
  }

  private closeUrl(tag: string, parent: string | undefined, value: string): void {
    const cur = this.current!;
    if (tag === "loc" && parent === "image") cur.images.push(value);
    else if (tag === "loc" && parent === "url") cur.loc = value;
    else if (tag === "lastmod" && parent === "url") cur.lastmod = value;
    else if (tag === "changefreq") cur.changefreq = value;
    else if (tag === "priority") cur.priority = value;
    else if (tag === "link" && this.out.kind === "rss" && value) cur.loc ||= this.resolve(value);
    else if (tag === "guid" && this.out.kind === "rss" && value && !cur.loc) {
      cur.loc = this.resolve(value);
    }
    if (tag === "url" || tag === "item" || tag === "entry") this.finishUrl(cur);
  }

  private finishUrl(cur: SitemapUrl): void {
    this.current = null;
    this.out.total++;
    if (cur.loc === "") {
      this.out.missingLoc++;
      return;
    }
    if (this.out.urls.length < SITEMAP_LIMITS.maxEntriesKept) this.out.urls.push(cur);
  }

  private closeChild(tag: string, parent: string | undefined, value: string): void {
    const child = this.child!;
    if (tag === "loc" && parent === "sitemap") child.loc = value;
    else if (tag === "lastmod" && parent === "sitemap") child.lastmod = value;
    else if (tag === "sitemap") {
      this.child = null;
      this.out.total++;
      // A bare URL inside <sitemap> (no <loc>) is recovered, and counted as missing its <loc>.
      if (child.loc === "") {
        this.out.missingLoc++;
        if (/^https?:\/\//i.test(value)) child.loc = value;
      }
      if (child.loc !== "" && this.out.sitemaps.length < SITEMAP_LIMITS.maxEntriesKept) {
        this.out.sitemaps.push(child);
      }
    }
  }

  private resolve(href: string): string {
    try {
      return new URL(href, this.baseUrl).href;
    } catch {
      return href;
    }
  }
}

/**
 * A sitemap that is not well-formed XML (an unescaped `&`, a tag left open). The sitemaps.org
 * protocol requires UTF-8 XML with entities escaped (`&amp;`, `&lt;` ...), and Search Console
 * reports such a file as having errors: a strict parser stops at the first one, so the URLs after
 * it may never be read (Search Central, *Build and submit a sitemap*; sitemaps.org, entity
 * escaping). Critical: the whole file is at stake.
 */
import type { Check } from "./types.ts";
import { agree, sitemapFiles } from "./types.ts";

export const malformedXml: Check = {
  id: "malformed_xml",
  severity: "high",
  source: {
    title: "Build and submit a sitemap (sitemap formats; entity escaping per sitemaps.org)",
    url: "https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap",
  },
  method:
    "each XML sitemap file checked for well-formedness (fast-xml-parser's validator): the first error with its line and column",
  assess(f) {
    const bad = f.files.filter((x) => x.parsed.xmlError);
    if (bad.length === 0) return null;
    const lines = bad.map((x) => {
      const e = x.parsed.xmlError!;
      return `${
        x.url ?? "sitemap_xml"
      } line ${e.line}, column ${e.column}: ${e.message} (${e.text})`;
    });
    const amp = bad.some((x) => /&/.test(x.parsed.xmlError!.message));
    return {
      title: `${sitemapFiles(bad.length)} ${agree(bad.length, "is", "are")} not well-formed XML`,
      count: bad.length,
      examples: lines,
      why:
        "A sitemap that does not parse as XML may not be processed at all: a strict parser stops at the first error and the URLs after it are never read.",
      fix: amp
        ? "Escape special characters in the generator: & as &amp; (also ' \" < > as &apos; &quot; &lt; &gt;), then re-validate the file and resubmit it in Search Console."
        : "Fix the XML at the line given (close every tag, escape & < > in values) in the generator, then re-validate and resubmit.",
    };
  },
};

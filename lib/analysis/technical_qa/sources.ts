/**
 * The Google Search Central pages the technical QA implements, declared once; each check names
 * the one it rests on and its findings cite it.
 */
import type { Source } from "../../agent/checks.ts";

const DOCS = "https://developers.google.com/search/docs";

export const GOOGLE = {
  robotsMeta: {
    title: "Robots meta tag, data-nosnippet, and X-Robots-Tag specifications",
    url: `${DOCS}/crawling-indexing/robots-meta-tag`,
  },
  noindex: {
    title: "Block Search indexing with noindex",
    url: `${DOCS}/crawling-indexing/block-indexing`,
  },
  robotsTxt: {
    title: "How Google interprets the robots.txt specification",
    url: `${DOCS}/crawling-indexing/robots/robots_txt`,
  },
  httpStatus: {
    title: "HTTP status codes, network and DNS errors, and Google Search",
    url: `${DOCS}/crawling-indexing/http-network-errors`,
  },
  soft404: {
    title: "HTTP status codes, network and DNS errors, and Google Search: soft 404 errors",
    url: `${DOCS}/crawling-indexing/http-network-errors#soft-404-errors`,
  },
  canonical: {
    title: 'How to specify a canonical URL with rel="canonical" and other methods',
    url: `${DOCS}/crawling-indexing/consolidate-duplicate-urls`,
  },
  redirects: {
    title: "Redirects and Google Search",
    url: `${DOCS}/crawling-indexing/301-redirects`,
  },
  hreflang: {
    title: "Tell Google about localized versions of your page",
    url: `${DOCS}/specialty/international/localized-versions`,
  },
  multilingual: {
    title: "Managing multi-regional and multilingual sites",
    url: `${DOCS}/specialty/international/managing-multi-regional-sites`,
  },
  javascript: {
    title: "Understand the JavaScript SEO basics",
    url: `${DOCS}/crawling-indexing/javascript/javascript-seo-basics`,
  },
  links: {
    title: "Link best practices for Google",
    url: `${DOCS}/crawling-indexing/links-crawlable`,
  },
  titleLinks: {
    title: "Influencing your title links in search results",
    url: `${DOCS}/appearance/title-link`,
  },
  snippets: {
    title: "Control your snippets in search results",
    url: `${DOCS}/appearance/snippet`,
  },
  structuredData: {
    title: "General structured data guidelines",
    url: `${DOCS}/appearance/structured-data/sd-policies`,
  },
  reviewSnippet: {
    title: "Review snippet (Review, AggregateRating) structured data: self-serving reviews",
    url: `${DOCS}/appearance/structured-data/review-snippet`,
  },
  images: { title: "Google image SEO best practices", url: `${DOCS}/appearance/google-images` },
  mobile: {
    title: "Mobile site and mobile-first indexing best practices",
    url: `${DOCS}/crawling-indexing/mobile/mobile-sites-mobile-first-indexing`,
  },
  starterGuide: { title: "SEO Starter Guide", url: `${DOCS}/fundamentals/seo-starter-guide` },
  helpfulContent: {
    title: "Creating helpful, reliable, people-first content",
    url: `${DOCS}/fundamentals/creating-helpful-content`,
  },
} as const satisfies Record<string, Source>;

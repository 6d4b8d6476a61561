/** The result's summary blocks, read from the facts and the findings (no judgement here). */
import type { PageModel } from "../../web/html.ts";
import { featureOf } from "../understanding/rich_results/features.ts";
import { markupErrors } from "./checks/structured_data.ts";
import { sameUrlKey } from "./facts.ts";
import type { Facts } from "./facts.ts";
import { blockingDirectives } from "./checks/is_crawlable.ts";
import { skippedLevels } from "./checks/headings.ts";
import type { TechnicalQaResult as R } from "./result.ts";
import { plural } from "../../toolkit/prose.ts";

/** Indexable unless the status, a robots directive or robots.txt says no. */
export function indexabilityOf(f: Facts): R["indexability"] {
  const reasons: string[] = [];
  if (f.status !== null && f.status >= 400) reasons.push(`HTTP status ${f.status}`);
  if (f.state.kind === "soft_404") {
    reasons.push(`soft 404: ${f.state.evidence} on a page that answers as live`);
  }
  if (f.form !== "markdown") reasons.push(...blockingDirectives(f));
  if (f.robots && !f.robots.allowed) reasons.push(`robots.txt disallows ${f.url} for Googlebot`);
  const indexable = reasons.length === 0;
  if (f.form === "markdown") reasons.push("not checked: markdown has no robots directives");
  else if (f.form === "html") reasons.push("not checked: status and robots.txt need url input");
  else if (f.robots === null) reasons.push("not checked: robots.txt could not be read");
  return { indexable, reasons };
}

/** Title, description and languages as read. */
export function metadataOf(f: Facts): R["metadata"] {
  const p = f.page;
  return {
    title: p.title,
    title_length: p.title?.length ?? 0,
    meta_description: p.meta_description,
    description_length: p.meta_description?.trim().length ?? 0,
    lang: p.lang,
    detected_language: p.text_language,
  };
}

/** The declared canonical against the expected one. */
export function canonicalOf(f: Facts): R["canonical"] {
  const declared = f.page.canonical;
  const expected = f.expected_canonical;
  const matches = expected === null
    ? null
    : declared !== null && sameUrlKey(declared) === sameUrlKey(expected);
  return { declared, expected, matches };
}

/** The h1 texts and the outline's level counts. */
export function headingsOf(f: Facts): R["headings"] {
  const outline = { h1: 0, h2: 0, h3: 0, h4: 0, h5: 0, h6: 0 };
  for (const h of f.page.headings) outline[`h${h.level}` as keyof typeof outline]++;
  return {
    h1: f.page.headings.filter((h) => h.level === 1).map((h) => h.text),
    outline,
    skipped_levels: skippedLevels(f.page.headings),
  };
}

/** Structured data as Google reads it: types, blocks, errors, and features Google no longer shows. */
export function structuredDataOf(f: Facts): R["structured_data"] {
  const blocks = f.page.json_ld.filter((b) => !b.empty);
  const types = [...new Set(f.markup.entities.map((e) => e.type))];
  const notShown = types.flatMap((type) => {
    const found = featureOf(type);
    return found && found.feature.status !== "active"
      ? [{ type, feature: found.feature.feature, note: found.feature.note ?? "" }]
      : [];
  });
  const errors = markupErrors(f);
  return {
    types: [...new Set([...f.page.json_ld_types, ...types])].sort(),
    blocks: blocks.length,
    valid_blocks: blocks.filter((b) => b.data !== null && !b.repaired).length,
    items: f.markup.entities.filter((e) => e.format !== "jsonld").length,
    errors,
    warnings: f.markup.issues.filter((i) => i.severity === "warning").length,
    not_shown: notShown,
    by_block: byBlock(f, errors),
  };
}

/**
 * Each block's (or item's) errors and warnings with the property path they are at. Validator
 * issues name the top-level type and syntax, so two blocks of one type share their issues.
 */
function byBlock(f: Facts, errors: readonly string[]): R["structured_data"]["by_block"] {
  const unread = f.markup.unread.map((b) => ({
    block: b.block,
    types: b.types,
    errors: errors.filter((e) => e.startsWith(`${b.block} `)).slice(0, 20),
    warnings: [],
  }));
  const seen = new Set<string>();
  const read = f.markup.entities.flatMap((e) => {
    const key = `${e.block}|${e.type}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const warnings = f.markup.issues
      .filter((i) =>
        i.severity === "warning" && i.type === e.type && i.format === e.format &&
        !/invalid type for attribute/i.test(i.message) // an invalid value is listed as an error
      )
      .map((i) => `${i.path || i.type}: ${i.message}`);
    return [{
      block: e.block,
      types: [e.type],
      errors: errors.filter((x) =>
        x.startsWith(`${e.block} ${e.type}`) || x.startsWith(`${e.block}: "${e.type}"`)
      )
        .slice(0, 20),
      warnings: warnings.slice(0, 20),
    }];
  });
  return [...unread, ...read].slice(0, 20);
}

/** Link counts: internal, external, nofollow internal, uncrawlable. */
export function internalLinksOf(f: Facts): R["internal_links"] {
  const links = f.page.links;
  const internal = links.filter((l) => l.crawlable && l.internal === true);
  return {
    internal: internal.length,
    external: links.filter((l) => l.crawlable && l.internal === false).length,
    nofollow: internal.filter((l) => l.nofollow).length,
    not_crawlable: links.filter((l) => !l.crawlable).length,
  };
}

/** Image counts by alt state. */
export function imageAltOf(f: Facts): R["image_alt"] {
  const images = f.page.images;
  return {
    total: images.length,
    missing: images.filter((i) => i.alt_state === "missing").length,
    empty: images.filter((i) => i.alt_state === "empty").length,
  };
}

/** The counts the raw-vs-rendered comparison shows. */
function viewOf(p: PageModel) {
  return {
    title: p.title_tag,
    words: p.word_count,
    headings: p.headings.length,
    links: p.links.filter((l) => l.crawlable).length,
  };
}

/** What was audited: the raw HTML, or for a rendered shell the rendered DOM beside the raw one. */
export function renderingOf(f: Facts): R["rendering"] {
  const r = f.rendered;
  if (f.raw_page && r) {
    const raw = viewOf(f.raw_page);
    const rendered = viewOf(f.page);
    const onlyRendered = [
      ...(rendered.title && rendered.title !== raw.title ? [`title "${rendered.title}"`] : []),
      ...f.page.headings.filter((h) => !f.raw_page!.headings.some((x) => x.text === h.text))
        .slice(0, 5).map((h) => `h${h.level} "${h.text}"`),
      ...(rendered.links > raw.links ? [plural(rendered.links - raw.links, "crawlable link")] : []),
    ];
    return {
      mode: "rendered",
      note: `The page was rendered in headless Chromium (${r.elapsed_ms} ms${
        r.settled ? "" : ", cut at the time limit before the network settled"
      }${
        r.blocked.length
          ? `; ${plural(r.blocked.length, "request")} refused by the fetch guard`
          : ""
      }) and audited on its rendered DOM; robots directives of the raw HTML still count.`,
      comparison: { raw, rendered, only_rendered: onlyRendered, settled: r.settled },
    };
  }
  const failed = r?.error ? ` Rendering was attempted and failed: ${r.error}.` : "";
  return {
    mode: "raw_html",
    note:
      (f.state.kind === "shell"
        ? "The raw HTML was audited and JavaScript was not rendered: this page's title, headings, text and links exist only after rendering, so they are not assessed here."
        : "The raw HTML was audited; JavaScript was not rendered.") + failed,
    comparison: null,
  };
}

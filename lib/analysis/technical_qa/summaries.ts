/** The result's summary blocks, read from the facts and the findings (no judgement here). */
import { sameUrlKey } from "./facts.ts";
import type { Facts } from "./facts.ts";
import { blockingDirectives } from "./checks/is_crawlable.ts";
import { skippedLevels } from "./checks/headings.ts";
import type { TechnicalQaResult as R } from "./result.ts";

/** Indexable unless the status, a robots directive or robots.txt says no. */
export function indexabilityOf(f: Facts): R["indexability"] {
  const reasons: string[] = [];
  if (f.status !== null && f.status >= 400) reasons.push(`HTTP status ${f.status}`);
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

/** JSON-LD types, blocks and their parse errors. */
export function structuredDataOf(f: Facts): R["structured_data"] {
  const blocks = f.page.json_ld.filter((b) => !b.empty);
  return {
    types: f.page.json_ld_types,
    blocks: blocks.length,
    valid_blocks: blocks.filter((b) => b.data !== null).length,
    errors: blocks.flatMap((b) =>
      b.error ? [`block ${b.index + 1}${b.repaired ? " (repaired)" : ""}: ${b.error}`] : []
    ),
  };
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

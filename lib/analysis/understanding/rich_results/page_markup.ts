/**
 * A page's own structured data: its JSON-LD blocks (as the page parser read them, repairs
 * noted) and its Microdata and RDFa items (npm `@marbec/web-auto-extractor`, the extractor the
 * validator's authors use), each entity validated with Google's rich-result rules. A JSON-LD
 * block that parses only after repair is not validated: Google does not repair it, it drops it
 * (Search Central, *General structured data guidelines*, technical guidelines).
 */
import WebAutoExtractor from "@marbec/web-auto-extractor";
import type { JsonLdBlock } from "../../../web/html_jsonld.ts";
import type { PageModel } from "../../../web/html.ts";
import {
  type MarkupByFormat,
  type MarkupFormat,
  validateMarkup,
  type ValidatorIssue,
} from "./validate.ts";

/** One top-level entity of the page's markup. */
export interface MarkupEntity {
  format: MarkupFormat;
  /** "JSON-LD block 2", "Microdata item". */
  block: string;
  type: string;
  data: Record<string, unknown>;
}

/** A JSON-LD block Google cannot read as written. */
export interface UnreadBlock {
  block: string;
  types: string[];
  state: "broken" | "repaired";
  error: string;
}

/** The page's markup as Google reads it. */
export interface PageMarkup {
  entities: MarkupEntity[];
  unread: UnreadBlock[];
  issues: ValidatorIssue[];
}

type Extractor = new (o?: Record<string, unknown>) => {
  parse(html: string): Partial<Record<string, Record<string, unknown[]>>>;
};

/** `{ @graph: [...] }` and arrays flattened to their entities. */
export function entitiesOfJson(data: unknown): Record<string, unknown>[] {
  if (Array.isArray(data)) return data.flatMap(entitiesOfJson);
  if (data === null || typeof data !== "object") return [];
  const o = data as Record<string, unknown>;
  if (Array.isArray(o["@graph"])) return entitiesOfJson(o["@graph"]);
  return o["@type"] === undefined ? [] : [o];
}

function typeOf(e: Record<string, unknown>): string {
  const t = e["@type"];
  return String(Array.isArray(t) ? t[0] : t);
}

function jsonLdEntities(
  blocks: readonly JsonLdBlock[],
): { entities: MarkupEntity[]; unread: UnreadBlock[] } {
  const entities: MarkupEntity[] = [];
  const unread: UnreadBlock[] = [];
  for (const b of blocks.filter((x) => !x.empty)) {
    const block = `JSON-LD block ${b.index + 1}`;
    if (b.data === null || b.repaired) {
      const state = b.data === null ? "broken" : "repaired";
      unread.push({ block, types: b.types, state, error: b.error ?? "invalid JSON" });
      continue;
    }
    for (const data of entitiesOfJson(b.data)) {
      entities.push({ format: "jsonld", block, type: typeOf(data), data });
    }
  }
  return { entities, unread };
}

function itemEntities(page: PageModel, html: string | null): MarkupEntity[] {
  if (!html || (page.microdata.items === 0 && !page.rdfa.present)) return [];
  try {
    const Extract = ((WebAutoExtractor as unknown as { default?: Extractor }).default ??
      WebAutoExtractor) as unknown as Extractor;
    const found = new Extract({}).parse(html);
    return (["microdata", "rdfa"] as const).flatMap((format) =>
      Object.values(found[format] ?? {}).flat().flatMap((x) =>
        x !== null && typeof x === "object" && (x as Record<string, unknown>)["@type"]
          ? [{
            format,
            block: format === "microdata" ? "Microdata item" : "RDFa item",
            type: typeOf(x as Record<string, unknown>),
            data: x as Record<string, unknown>,
          }]
          : []
      )
    );
  } catch {
    return [];
  }
}

/** The page's structured data as read, without the validator (its `issues` empty). */
export function readMarkupSync(page: PageModel, html: string | null = null): PageMarkup {
  const { entities: ld, unread } = jsonLdEntities(page.json_ld);
  return { entities: [...ld, ...itemEntities(page, html)], unread, issues: [] };
}

/** Reads and validates the page's structured data. */
export async function readPageMarkup(page: PageModel, html: string | null): Promise<PageMarkup> {
  const { entities, unread } = readMarkupSync(page, html);
  const grouped: MarkupByFormat = {};
  for (const e of entities) {
    ((grouped[e.format] ??= {})[e.type] ??= []).push(e.data);
  }
  const issues = entities.length > 0 ? await validateMarkup(grouped) : [];
  return { entities, unread, issues };
}

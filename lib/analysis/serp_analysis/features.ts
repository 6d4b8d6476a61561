/**
 * The features of a result page: every non-organic type, where it first shows among all
 * elements (above the first organic result or not), and what it holds (questions, cited
 * sources, businesses, the snippet's owner).
 */
import type { Serp, SerpItem } from "../../providers/serp_types.ts";
import { itemHost, onAnyDomain } from "../search/domains.ts";
import { featureInfo } from "./catalogue.ts";
import type { AnalyzeSerpResult, SerpFeature } from "./result.ts";

/** At most this many questions, citations and businesses are listed. */
const MAX_LISTED = 20;

/** The target's host as a comparison key, or null when no target was given. */
export type TargetHost = string | null;

/** The non-organic items of the page grouped by type, in page order. */
function itemsByType(serp: Serp): Map<string, SerpItem[]> {
  const groups = new Map<string, SerpItem[]>();
  const sorted = [...serp.items].sort((a, b) => a.rank_absolute - b.rank_absolute);
  for (const item of sorted.filter((i) => i.type !== "organic")) {
    groups.set(item.type, [...(groups.get(item.type) ?? []), item]);
  }
  return groups;
}

/** Whether an item is the target's, or cites it (an AI overview's references). */
function holdsTarget(item: SerpItem, target: string): boolean {
  const hosts = [itemHost(item), ...(item.references ?? []).map((r) => itemHost(r))];
  return hosts.some((h) => onAnyDomain(h, [target]));
}

/** One feature from its items (none when the provider only listed its type). */
function featureOf(
  type: string,
  items: SerpItem[],
  context: { firstOrganic: number | null; target: TargetHost },
): SerpFeature {
  const info = featureInfo(type);
  const first = items.length > 0 ? Math.max(1, items[0].rank_absolute) : null;
  // With no organic result on the page, every feature shown is above it.
  const above = first === null
    ? null
    : context.firstOrganic === null || first < context.firstOrganic;
  const target = context.target;
  return {
    type,
    label: info.label,
    group: info.group,
    won_by: info.won_by,
    items: items.length,
    first_rank_absolute: first,
    above_first_organic: above,
    holds_target: target === null ? null : items.some((i) => holdsTarget(i, target)),
  };
}

/** Every feature of the page, top first; types only listed (position unknown) last. */
export function detectFeatures(
  serp: Serp | null,
  context: { firstOrganic: number | null; target: TargetHost },
): SerpFeature[] {
  if (!serp) return [];
  const groups = itemsByType(serp);
  const listedOnly = serp.item_types.filter((t) => t !== "organic" && !groups.has(t));
  return [
    ...[...groups].map(([type, items]) => featureOf(type, items, context)),
    ...[...new Set(listedOnly)].map((type) => featureOf(type, [], context)),
  ];
}

/** What the features hold: questions, AI overview sources, local businesses, snippet owner. */
export function featureDetails(serp: Serp | null): AnalyzeSerpResult["feature_details"] {
  const items = serp ? [...serp.items].sort((a, b) => a.rank_absolute - b.rank_absolute) : [];
  const ofType = (type: string) => items.filter((i) => i.type === type);
  const questions = ofType("people_also_ask").flatMap((i) => i.questions ?? []);
  const references = ofType("ai_overview").flatMap((i) => i.references ?? []);
  const snippet = ofType("featured_snippet")[0];
  return {
    people_also_ask: [...new Set(questions.map((q) => q.trim()).filter(Boolean))]
      .slice(0, MAX_LISTED),
    ai_overview_citations: uniqueBy(references, (r) => r.url).slice(0, MAX_LISTED)
      .map((r) => ({ domain: itemHost(r) || r.domain, url: r.url, title: r.title })),
    local_pack: ofType("local_pack").slice(0, MAX_LISTED)
      .map((i) => ({ title: i.title, domain: itemHost(i) || null, url: i.url })),
    featured_snippet: snippet
      ? { domain: itemHost(snippet), url: snippet.url, title: snippet.title }
      : null,
  };
}

/** The first of each key, in order. */
function uniqueBy<T>(list: readonly T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const t of list) {
    if (seen.has(key(t))) continue;
    seen.add(key(t));
    out.push(t);
  }
  return out;
}

/** Duplicate prospect rows merged into the first (see `method.dedupe`). */
import { exclusion } from "./exclusion.ts";
import type { Prospect } from "./facts.ts";
import { addLists, newProspect } from "./prepare.ts";
import { urlKey } from "./hosts.ts";
import type { ProspectInput } from "./input.ts";
import type { ExcludedProspect } from "./result.ts";

/** The higher of a kept value and a row's value, either of which may be missing. */
function maxOf(a: number | null, b: number | undefined): number | null {
  if (b === undefined) return a;
  return a === null ? b : Math.max(a, b);
}

/** Merges a duplicate row into the kept prospect (see `method.dedupe`). */
function merge(p: Prospect, raw: ProspectInput, index: number, targetKey: string | null): void {
  p.merged.push(index);
  const url = raw.source_url?.trim() || null;
  if (p.url === null && url) {
    p.url = url;
    p.urlKey = urlKey(url);
  }
  p.title ??= raw.title?.trim() || null;
  p.sourceType ??= raw.source_type?.trim() || null;
  addLists(p, raw, targetKey);
  p.rank = maxOf(p.rank, raw.rank);
  p.domainRank = maxOf(p.domainRank, raw.domain_rank);
  p.pageRank = maxOf(p.pageRank, raw.page_rank);
  p.spam = maxOf(p.spam, raw.spam_score);
  if (raw.dofollow === true) p.dofollow = true;
  else if (raw.dofollow === false && p.dofollow === null) p.dofollow = false;
  p.broken ||= raw.broken_link === true;
  p.lost ||= raw.lost_link === true;
}

/**
 * Same source_url, or the same domain when either row has no source_url: one prospect.
 * Rows on one domain with different URLs stay separate (different pages, different pitches).
 */
export function dedupe(
  rows: readonly ProspectInput[],
  targetKey: string | null,
  excluded: ExcludedProspect[],
): Prospect[] {
  const out: Prospect[] = [];
  const byUrl = new Map<string, Prospect>();
  const byDomain = new Map<string, Prospect[]>();
  rows.forEach((raw, index) => {
    const fresh = newProspect(raw, index, targetKey);
    const onDomain = byDomain.get(fresh.domainKey) ?? [];
    let into: Prospect | undefined;
    let why = "";
    if (fresh.urlKey !== null && byUrl.has(fresh.urlKey)) {
      into = byUrl.get(fresh.urlKey);
      why = "same source_url";
    } else if (fresh.urlKey === null && onDomain.length > 0) {
      into = onDomain[0];
      why = "same source_domain and no source_url";
    } else if (fresh.urlKey !== null) {
      into = onDomain.find((p) => p.urlKey === null);
      why = "same source_domain as a row without source_url";
    }
    if (into) {
      merge(into, raw, index, targetKey);
      if (into.urlKey !== null) byUrl.set(into.urlKey, into);
      excluded.push({
        ...exclusion(fresh, "duplicate", `${why} as row ${into.index}; merged into it`),
        duplicate_of: into.index,
      });
      return;
    }
    out.push(fresh);
    if (fresh.urlKey !== null) byUrl.set(fresh.urlKey, fresh);
    byDomain.set(fresh.domainKey, [...onDomain, fresh]);
  });
  return out;
}

/** Prospect rows and owned assets read into the facts the steps use. */
import { byText, normalizeText } from "../../toolkit/text.ts";
import type { Asset, Prospect, Topic } from "./facts.ts";
import { sameSite, siteKeyOf, urlKey } from "./hosts.ts";
import type { OwnedAssetInput, ProspectInput } from "./input.ts";
import { coreTerms, LINKABLE_RE, pathWords } from "./terms.ts";

/** A prospect topic with its core stems, or null when it has none. */
function prepareTopic(raw: string): Topic | null {
  const text = raw.trim();
  const core = coreTerms(text);
  if (core.size === 0) return null;
  return { text, key: [...core].sort(byText).join(" "), core };
}

/** An owned asset with its stemmed terms and whether it is linkable. */
export function prepareAsset(a: OwnedAssetInput, index: number): Asset {
  const text = [
    ...(a.topics ?? []),
    a.title ?? "",
    a.linkable_reason ?? "",
    pathWords(a.url),
  ].join(" \n ");
  const kind = normalizeText(`${a.page_type ?? ""} ${a.title ?? ""}`);
  return {
    index,
    url: a.url.trim(),
    title: a.title?.trim() || null,
    linkableReason: a.linkable_reason?.trim() || null,
    terms: coreTerms(text),
    linkable: Boolean(a.linkable_reason?.trim()) || LINKABLE_RE.test(kind),
  };
}

/** The prospect of a row, before any duplicate is merged into it. */
export function newProspect(raw: ProspectInput, index: number, targetKey: string | null): Prospect {
  const host = siteKeyOf(raw.source_domain);
  const domainKey = host?.key ?? raw.source_domain.trim().toLowerCase();
  const url = raw.source_url?.trim() || null;
  const p: Prospect = {
    index,
    domain: host?.display ?? domainKey,
    domainKey,
    url,
    urlKey: url ? urlKey(url) : null,
    title: raw.title?.trim() || null,
    sourceType: raw.source_type?.trim() || null,
    topics: [],
    competitors: new Map(),
    linksToTarget: false,
    rank: raw.rank ?? null,
    domainRank: raw.domain_rank ?? null,
    pageRank: raw.page_rank ?? null,
    spam: raw.spam_score ?? null,
    dofollow: raw.dofollow ?? null,
    broken: raw.broken_link === true,
    lost: raw.lost_link === true,
    merged: [],
  };
  addLists(p, raw, targetKey);
  return p;
}

/** Adds a row's topics and linked competitors (the target noted as linking) to a prospect. */
export function addLists(p: Prospect, raw: ProspectInput, targetKey: string | null): void {
  for (const t of raw.topics ?? []) {
    const topic = prepareTopic(t);
    if (topic && !p.topics.some((x) => x.key === topic.key)) p.topics.push(topic);
  }
  for (const c of raw.linked_competitors ?? []) {
    const host = siteKeyOf(c);
    if (!host) continue;
    if (targetKey !== null && sameSite(host.key, targetKey)) p.linksToTarget = true;
    else if (!p.competitors.has(host.key)) p.competitors.set(host.key, host.display);
  }
}

/** What to do with every page but the kept one, and the steps to do it. */
import { phraseContains, toPhrase } from "../page_match.ts";
import { byText, round } from "../text.ts";
import type { Page } from "./pages.ts";
import { intentsDiffer, type PairResult } from "./pair.ts";
import { ownQueryClicks } from "./preferred.ts";
import type { PageSignal, Remediation, RemediationAction } from "./result.ts";
import { PRIORITY, SEVERITY_BANDS } from "./thresholds.ts";

const THIN_TYPE = /(tag|archive|author|search|pagination|paginated|filter|facet|attachment)/;
const THIN_PATH = /\/(tag|tags|author|authors|search|page\/\d+|archive|archives)(\/|$)/;
const VARIANT_TYPE = /(product|category|collection|listing|catalog|plp|pdp)/;

function isVariant(p: Page, k: Page, r: PairResult): boolean {
  if (p.u.key.includes("?")) return true;
  if (p.u.path === k.u.path) return true;
  const type = (p.pageType ?? "").toLowerCase();
  return type !== "" && type === (k.pageType ?? "").toLowerCase() && VARIANT_TYPE.test(type) &&
    (r.titleSimilarity ?? 0) >= 0.8;
}

interface RemediateContext {
  pages: Page[];
  edges: Map<number, PairResult[]>;
  conflictId: Map<PairResult, string>;
  clusterId: string;
}

/** Remediation of every page but the preferred one, visited outward from it. */
export function remediate(ranked: readonly number[], ctx: RemediateContext): Remediation[] {
  const { pages, edges } = ctx;
  const rank = new Map(ranked.map((id, i) => [id, i]));
  const keeper = new Map<number, number>([[ranked[0], ranked[0]]]);
  const processed = new Set<number>([ranked[0]]);
  const out: Remediation[] = [];
  let layer = [ranked[0]];
  while (layer.length > 0) {
    const next = new Set<number>();
    for (const id of layer) {
      for (const r of edges.get(id) ?? []) {
        const other = r.a === id ? r.b : r.a;
        if (!processed.has(other)) next.add(other);
      }
    }
    const order = [...next].sort((x, y) => rank.get(x)! - rank.get(y)!);
    for (const id of order) {
      const links = (edges.get(id) ?? []).filter((r) => processed.has(r.a === id ? r.b : r.a))
        .sort((x, y) => {
          const ox = x.a === id ? x.b : x.a;
          const oy = y.a === id ? y.b : y.a;
          return y.score - x.score || rank.get(ox)! - rank.get(oy)!;
        });
      const r = links[0];
      const neighbour = r.a === id ? r.b : r.a;
      const keep = keeper.get(neighbour)!;
      const step = decide(pages[id], pages[keep], r, ctx);
      out.push(step);
      keeper.set(id, step.action === "differentiate" ? id : keep);
      processed.add(id);
    }
    layer = order;
  }
  return out;
}

function decide(p: Page, k: Page, r: PairResult, ctx: RemediateContext): Remediation {
  const types = new Set(r.reasons.map((x) => x.type));
  const share = r.a === p.id ? r.shareA : r.shareB;
  const topic = r.sharedKeywords[0] ?? r.sharedQueries.find((q) => q.contested)?.query ??
    k.primary?.text ?? null;
  const make = (
    action: RemediationAction,
    reason: string,
    priority: "high" | "medium" | "low" = PRIORITY[r.severity],
  ): Remediation => ({
    url: p.url,
    cluster_id: ctx.clusterId,
    action,
    relative_to: k.url,
    priority,
    reason,
    conflict_id: ctx.conflictId.get(r)!,
    suggested_keyword: null,
    suggestion_source: null,
    steps: stepsFor(action, p, k, topic),
  });

  if (p.indexable === false) {
    return make(
      "noindex",
      types.has("noindex_with_canonical")
        ? `${p.url} is already non-indexable; keep the noindex and drop its canonical to ${p.canonicalRaw} so the signals agree`
        : `${p.url} is already non-indexable; keep it out of the index and out of the sitemap`,
      types.has("noindex_still_ranking") ? "medium" : "low",
    );
  }
  if (
    types.has("canonical_loop") || types.has("canonical_chain") ||
    types.has("canonical_to_non_indexable")
  ) {
    const what = types.has("canonical_loop")
      ? "breaks the canonical loop"
      : types.has("canonical_chain")
      ? "replaces the canonical chain with one hop"
      : "stops pointing the canonical at a non-indexable page";
    return make(
      "canonicalise",
      `Pointing ${p.url}'s canonical straight at ${k.url} ${what}`,
      "high",
    );
  }
  if (types.has("canonical_ignored")) {
    if (isVariant(p, k, r)) {
      return make(
        "canonicalise",
        `Google ignores ${p.url}'s canonical; as a URL variant it must stay, so make its content match ${k.url} and link only to ${k.url}`,
      );
    }
    return make(
      "redirect_301",
      `Google ignores ${p.url}'s canonical to ${k.url} (it still gets traffic on shared queries); a 301 is a directive, not a hint`,
    );
  }
  // Different intents stay separate pages unless Google already treats them as one (60%+ of
  // the page's query demand is contested).
  if (intentsDiffer(p.intent, k.intent) && (share ?? 0) < 0.6) {
    return differentiate(
      p,
      k,
      r,
      make,
      `${p.url} serves ${p.intent.intents.join("/")} intent and ${k.url} ${
        k.intent.intents.join("/")
      }; give each its own query instead of merging`,
    );
  }
  const ownClicks = ownQueryClicks(p, k);
  if (ownClicks >= 50 && ownClicks >= 0.5 * (p.clicks ?? 0)) {
    return differentiate(
      p,
      k,
      r,
      make,
      `${p.url} wins queries of its own (${ownClicks} clicks on queries ${k.url} does not rank for); keep both and leave the contested query to ${k.url}`,
    );
  }
  const strong = r.score >= SEVERITY_BANDS.high || (share ?? 0) >= 0.5 || r.samePrimary ||
    (r.titleSimilarity ?? 0) >= 0.8;
  if (!strong) {
    return differentiate(
      p,
      k,
      r,
      make,
      `Overlap is partial (score ${r.score}); sharpen ${p.url} on what only it covers`,
    );
  }
  if (isVariant(p, k, r)) {
    return make(
      "canonicalise",
      `${p.url} is a variant of ${k.url} (parameters, same path or same product/category title); keep it for users and canonicalise it`,
    );
  }
  if (THIN_TYPE.test((p.pageType ?? "").toLowerCase()) || THIN_PATH.test(p.u.path)) {
    return make(
      "noindex",
      `${p.url} is an archive/tag/search-type page competing with ${k.url}; keep it for navigation but out of the index`,
    );
  }
  const kClicks = k.clicks ?? 0;
  const pClicks = p.clicks ?? 0;
  const weak = (pClicks === 0 || (kClicks > 0 && pClicks <= 0.1 * kClicks)) &&
    (p.backlinks ?? 0) === 0;
  if (weak) {
    return make(
      "redirect_301",
      `${p.url} has ${pClicks} clicks${
        kClicks > 0
          ? ` (${round(kClicks > 0 ? (pClicks / kClicks) * 100 : 0, 0)}% of the kept page's)`
          : ""
      } and no backlinks on record, and overlaps strongly (score ${r.score}): redirect it`,
    );
  }
  return make(
    "merge",
    `${p.url} overlaps strongly (score ${r.score}) but has value of its own (${pClicks} clicks, ${
      p.backlinks === null ? "backlinks not supplied" : `${p.backlinks} backlinks`
    }): move its unique content into ${k.url}, then 301 it`,
  );
}

export function differentiate(
  p: Page,
  k: Page,
  r: PairResult,
  make: (a: RemediationAction, reason: string, priority?: "high" | "medium" | "low") => Remediation,
  reason: string,
): Remediation {
  const taken = new Set<string>([...k.targeted, ...k.queries.keys()]);
  for (const q of r.sharedQueries) taken.add(q.phrase.key);
  let suggestion: string | null = null;
  let source: Remediation["suggestion_source"] = null;
  const own = [...p.queries.entries()].filter(([key, q]) =>
    !taken.has(key) && q.phrase.stems.length > 0
  )
    .sort((x, y) =>
      (y[1].clicks ?? 0) - (x[1].clicks ?? 0) ||
      (y[1].impressions ?? 0) - (x[1].impressions ?? 0) ||
      byText(x[1].text, y[1].text)
    );
  if (own.length > 0) {
    suggestion = own[0][1].text;
    source = "unique_query";
  } else {
    const target = [...p.targetedText.entries()].find(([key]) => !taken.has(key));
    if (target) {
      suggestion = target[1];
      source = "unique_target_keyword";
    }
  }
  if (!suggestion) {
    const base = r.sharedKeywords[0] ?? r.sharedQueries[0]?.query ?? p.primary?.text ?? p.title;
    suggestion = modifierFor(base, p).slice(0, 200).trim();
    source = "intent_modifier";
  }
  const step = make("differentiate", reason);
  return {
    ...step,
    suggested_keyword: suggestion,
    suggestion_source: source,
    steps: [
      `Retarget ${p.url} to "${suggestion}": title, H1 and introduction`,
      ...step.steps,
    ],
  };
}

function modifierFor(base: string, p: Page): string {
  const lower = base.toLowerCase();
  const intent = p.intent.intents[0] ?? "informational";
  if (intent === "transactional") {
    return /pric|plan/.test(`${p.pageType ?? ""} ${p.u.path}`) ? `${base} pricing` : `buy ${base}`;
  }
  if (intent === "commercial") {
    return /\b(best|top)\b/.test(lower) ? `${base} comparison` : `best ${base}`;
  }
  if (intent === "navigational") return `${base} overview`;
  return /\b(how|guide|tutorial)\b/.test(lower) ? `${base} examples` : `${base} guide`;
}

function stepsFor(action: RemediationAction, p: Page, k: Page, topic: string | null): string[] {
  const about = topic ? ` for "${topic}"` : "";
  switch (action) {
    case "merge":
      return [
        `Move the sections of ${p.url} that ${k.url} lacks into ${k.url}`,
        `301-redirect ${p.url} to ${k.url}`,
        `Point internal links at ${k.url} and remove ${p.url} from the XML sitemap`,
        `Check ${k.url}'s rankings${about} after 2-4 weeks`,
      ];
    case "redirect_301":
      return [
        `301-redirect ${p.url} to ${k.url}`,
        `Point internal links at ${k.url} and remove ${p.url} from the XML sitemap`,
      ];
    case "canonicalise":
      return [
        `Set <link rel="canonical" href="${k.url}"> on ${p.url}`,
        `Make ${k.url}'s canonical self-referencing`,
        `Link internally to ${k.url}, not ${p.url}`,
      ];
    case "noindex":
      return [
        `Keep <meta name="robots" content="noindex,follow"> on ${p.url} and leave it crawlable`,
        `Remove ${p.url} from the XML sitemap and point links${about} at ${k.url}`,
      ];
    case "differentiate":
      return [
        ...(topic
          ? [
            phraseContains(p.titlePhrase, toPhrase(topic))
              ? `Remove "${topic}" from ${p.url}'s title and H1`
              : `Keep "${topic}" out of ${p.url}'s title and H1`,
          ]
          : []),
        `Link from ${p.url} to ${k.url}${topic ? ` with the anchor "${topic}"` : ""}`,
      ];
  }
}

export function mainKeywordOf(results: readonly PairResult[], pref: Page): string {
  const weights = new Map<string, { text: string; weight: number; count: number }>();
  for (const r of results) {
    for (const q of r.sharedQueries) {
      if (!q.contested) continue;
      const e = weights.get(q.phrase.key) ?? { text: q.query, weight: 0, count: 0 };
      e.weight += q.weight;
      e.count++;
      weights.set(q.phrase.key, e);
    }
  }
  const top =
    [...weights.values()].sort((x, y) =>
      y.weight - x.weight || y.count - x.count || byText(x.text, y.text)
    )[0];
  const text = top?.text ?? topSharedKeywords(results)[0] ?? pref.primary?.text ?? pref.title;
  return text.slice(0, 200).trim() || pref.title.slice(0, 200);
}

export function topSharedKeywords(results: readonly PairResult[]): string[] {
  const counts = new Map<string, number>();
  for (const r of results) {
    for (const k of r.sharedKeywords) counts.set(k, (counts.get(k) ?? 0) + 1);
    for (const q of r.sharedQueries) {
      if (q.contested) counts.set(q.query, (counts.get(q.query) ?? 0) + 1);
    }
  }
  return [...counts].sort((x, y) => y[1] - x[1] || byText(x[0], y[0])).slice(0, 10).map(([k]) => k);
}

export function pageSignal(
  p: Page,
  status: "loop" | "chain" | undefined,
  cluster: string | undefined,
): PageSignal {
  const top = [...p.queries.values()].sort((x, y) =>
    (y.clicks ?? 0) - (x.clicks ?? 0) || (y.impressions ?? 0) - (x.impressions ?? 0) ||
    byText(x.text, y.text)
  ).slice(0, 5);
  const canonicalStatus: PageSignal["canonical_status"] = status ??
    (p.canonicalKey === null
      ? "none"
      : p.canonicalKey === p.u.key
      ? "self"
      : p.canonicalTarget !== null
      ? "points_to_supplied_page"
      : "points_outside_set");
  return {
    url: p.url,
    normalized_url: p.u.key,
    merged_urls: p.merged,
    title: p.title,
    page_type: p.pageType,
    intent: p.intent.intents,
    intent_source: p.intent.source,
    primary_keyword: p.primary?.text ?? null,
    primary_topic_stems: (p.primary ?? p.titlePhrase).stems.slice(0, 8),
    target_keywords: p.targets.map((x) => x.text),
    ranking_query_count: p.queries.size,
    top_queries: top.map((q) => ({ query: q.text, clicks: q.clicks, impressions: q.impressions })),
    clicks: p.clicks,
    impressions: p.impressions,
    avg_position: p.avgPosition,
    backlinks: p.backlinks,
    metrics_source: p.metricsSource,
    indexable: p.indexable,
    canonical_url: p.canonicalRaw,
    canonical_status: canonicalStatus,
    competing: p.competing,
    cluster_id: cluster ?? null,
  };
}

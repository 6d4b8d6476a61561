/** What the analysis read from one page, as the result lists it. */
import { byText } from "../../toolkit/text.ts";
import type { Page } from "./pages.ts";
import type { PageSignal } from "./result.ts";

/** One page's signals, its canonical status and cluster. */
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

/**
 * The DataForSEO Labs calls of the adapter (docs/providers.md#labs-endpoints): one task per live
 * call to `/v3/dataforseo_labs/google/<name>/live`, the market sent as `location_code` and
 * `language_code`, and the answers read into our domain types (`labs_types.ts`). Tasks are built in
 * `dataforseo_labs_tasks.ts`, items parsed in `dataforseo_labs_rows.ts`.
 */
import type { LiveCall } from "./dataforseo.ts";
import { type Raw, rowsOf } from "./dataforseo_read.ts";
import * as rows from "./dataforseo_labs_rows.ts";
import { labsPath, labsTasks as tasks } from "./dataforseo_labs_tasks.ts";
import type { CallOptions, RowsAnswer } from "./provider.ts";
import type { LabsCalls } from "./labs_types.ts";

/** The Labs calls over `call`. */
export function labsCalls(call: LiveCall): LabsCalls {
  /** One Labs endpoint: its task built from the request, its items parsed into rows. */
  const labs = <Q extends object, T>(
    name: string,
    task: (req: Q) => Raw,
    parse: (item: Raw, req: Q) => T,
  ) =>
  async (req: Q, opts?: CallOptions): Promise<RowsAnswer<T>> =>
    rowsOf(await call(labsPath(name), task(req), req, opts), (item) => parse(item, req));
  const ideas = labs("keyword_ideas", tasks.keywordIdeas, rows.keywordMetrics);
  return {
    async keywordIdeas(req, opts) {
      const list = await ideas(req, opts);
      const seed = req.keyword.toLowerCase();
      return { ...list, seed: list.rows.find((k) => k.keyword.toLowerCase() === seed) ?? null };
    },
    keywordOverview: labs("keyword_overview", tasks.keywordOverview, rows.keywordMetrics),
    rankedKeywords: labs("ranked_keywords", tasks.rankedKeywords, rows.rankedKeywordRow),
    relevantPages: labs("relevant_pages", tasks.relevantPages, rows.relevantPageRow),
    domainCompetitors: labs(
      "competitors_domain",
      tasks.domainCompetitors,
      rows.domainCompetitorRow,
    ),
    domainIntersection: labs(
      "domain_intersection",
      tasks.domainIntersection,
      rows.domainIntersectionRow,
    ),
    trafficEstimate: labs(
      "bulk_traffic_estimation",
      tasks.trafficEstimate,
      (item, req) => rows.trafficEstimateRow(item, req.item_types),
    ),
    pagesIntersection: labs(
      "page_intersection",
      tasks.pagesIntersection,
      (item, req) => rows.pagesIntersectionRow(item, req.pages.length),
    ),
  };
}

/**
 * The DataForSEO Labs calls of the adapter (reference §10): one task per live call to
 * `/v3/dataforseo_labs/google/<name>/live`, the market sent as `location_code` and
 * `language_code`, and the answers read into our domain types (`labs_types.ts`). Tasks are
 * built in `dataforseo_labs_tasks.ts`, items parsed in `dataforseo_labs_rows.ts`.
 */
import type { LiveAnswer, LiveCall } from "./dataforseo.ts";
import type { Raw } from "./dataforseo_rows.ts";
import * as rows from "./dataforseo_labs_rows.ts";
import { labsPath, labsTasks as tasks } from "./dataforseo_labs_tasks.ts";
import type { LabsCalls } from "./labs_types.ts";
import type { RowsAnswer } from "./provider.ts";

const isRaw = (v: unknown): v is Raw => Boolean(v) && typeof v === "object" && !Array.isArray(v);

/** The items of `result[0]` (none when the result or its items are null). */
const itemsOf = (answer: LiveAnswer): Raw[] => {
  const items = answer.result[0]?.items;
  return Array.isArray(items) ? items.filter(isRaw) : [];
};

/** A list answer from `result[0]`: parsed items and the provider's total (else the count). */
function listOf<T>(answer: LiveAnswer, parse: (item: Raw) => T): RowsAnswer<T> {
  const rows = itemsOf(answer).map(parse);
  const total = answer.result[0]?.total_count;
  return {
    rows,
    total_count: typeof total === "number" ? total : rows.length,
    cost_usd: answer.cost,
    provider: "dataforseo",
  };
}

/** The Labs calls over `call`. */
export function labsCalls(call: LiveCall): LabsCalls {
  return {
    async keywordIdeas(req, opts) {
      const answer = await call(labsPath("keyword_ideas"), tasks.keywordIdeas(req), req, opts);
      const list = listOf(answer, rows.keywordMetrics);
      const seed = req.keyword.toLowerCase();
      return { ...list, seed: list.rows.find((k) => k.keyword.toLowerCase() === seed) ?? null };
    },
    keywordOverview: async (req, opts) =>
      listOf(
        await call(labsPath("keyword_overview"), tasks.keywordOverview(req), req, opts),
        rows.keywordMetrics,
      ),
    rankedKeywords: async (req, opts) =>
      listOf(
        await call(labsPath("ranked_keywords"), tasks.rankedKeywords(req), req, opts),
        rows.rankedKeywordRow,
      ),
    relevantPages: async (req, opts) =>
      listOf(
        await call(labsPath("relevant_pages"), tasks.relevantPages(req), req, opts),
        rows.relevantPageRow,
      ),
    domainCompetitors: async (req, opts) =>
      listOf(
        await call(labsPath("competitors_domain"), tasks.domainCompetitors(req), req, opts),
        rows.domainCompetitorRow,
      ),
    domainIntersection: async (req, opts) =>
      listOf(
        await call(labsPath("domain_intersection"), tasks.domainIntersection(req), req, opts),
        rows.domainIntersectionRow,
      ),
    trafficEstimate: async (req, opts) =>
      listOf(
        await call(labsPath("bulk_traffic_estimation"), tasks.trafficEstimate(req), req, opts),
        (item) => rows.trafficEstimateRow(item, req.item_types),
      ),
    pagesIntersection: async (req, opts) =>
      listOf(
        await call(labsPath("page_intersection"), tasks.pagesIntersection(req), req, opts),
        (item) => rows.pagesIntersectionRow(item, req.pages.length),
      ),
  };
}

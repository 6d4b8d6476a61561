/** Hand-built provider rows for the keyword operations' tests. */
import type {
  KeywordMetrics,
  MonthlyVolume,
  PositionMetrics,
  ProviderName,
  RowsAnswer,
  SeoDataProvider,
} from "../../providers/provider.ts";
import type { OperationContext } from "../../operations/define.ts";
import type { ResolvedMarket } from "./market.ts";
import { opContext } from "../../../tests/agent_checks.ts";

/** The market most tests run in. */
export const US: ResolvedMarket = {
  location: "United States",
  location_code: 2840,
  language: "English",
  language_code: "en",
};

/** Twelve months, newest first, from `volumes` (newest first), ending November 2026. */
export function months(volumes: number[]): MonthlyVolume[] {
  return volumes.map((search_volume, i) => {
    const index = 2026 * 12 + 10 - i;
    return { year: Math.floor(index / 12), month: (index % 12) + 1, search_volume };
  });
}

/** A keyword's metrics: flat demand, no intent from the provider, unless overridden. */
export function metrics(keyword: string, over: Partial<KeywordMetrics> = {}): KeywordMetrics {
  const volume = over.search_volume === undefined ? 1000 : over.search_volume;
  return {
    keyword,
    search_volume: volume,
    cpc: 2.5,
    competition: 0.4,
    competition_level: "medium",
    monthly_searches: volume === null ? [] : months(Array(12).fill(volume)),
    keyword_difficulty: 30,
    main_intent: null,
    serp_features: ["organic"],
    ...over,
  };
}

/** Position counts: zeros unless given. */
export function positions(over: Partial<PositionMetrics> = {}): PositionMetrics {
  return {
    pos_1: 0,
    pos_2_3: 0,
    pos_4_10: 0,
    pos_11_20: 0,
    pos_21_100: 0,
    etv: 0,
    count: 0,
    estimated_paid_traffic_cost: 0,
    is_new: 0,
    is_up: 0,
    is_down: 0,
    is_lost: 0,
    ...over,
  };
}

/** A provider answer of `rows`. */
export function rowsAnswer<T>(rows: T[], provider: ProviderName = "dataforseo"): RowsAnswer<T> {
  return { rows, total_count: rows.length, cost_usd: provider === "sandbox" ? 0 : 0.01, provider };
}

/** A run context whose provider has only the `calls` given. */
export function stubContext(calls: Partial<SeoDataProvider>): OperationContext {
  return {
    ...opContext(new Date("2026-11-22T12:00:00Z")),
    provider: { name: "dataforseo", ...calls } as unknown as SeoDataProvider,
  };
}

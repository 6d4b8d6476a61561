/**
 * Building blocks the eight Labs keyword and domain operations share: the keyword's metrics and
 * judgement (intent, buyer stage, page type), its opportunity and priority, the demand trend,
 * the named market and the data-quality notes (sandbox limitation, confidence).
 */
export {
  byOpportunity,
  descNullable,
  estimate,
  figure,
  type KeywordFacts,
  keywordFacts,
  keywordFields,
  keywordKey,
  type KeywordRow,
  keywordRow,
  keywordRowFields,
  KeywordRowSchema,
  PRIORITY_BANDS,
  PRIORITY_METHOD,
  priorityOf,
  sortByKey,
} from "./row.ts";
export {
  countBy,
  hasFigures,
  type MeasuredKeyword,
  measuredKeyword,
  MeasuredKeywordSchema,
  meetsMinimum,
} from "./measured.ts";
export { type Trend, TREND_METHOD, trendOf, TrendSchema } from "./trend.ts";
export {
  CONFIDENCE,
  CONFIDENCE_RULE,
  confidenceOf,
  DataSourceSchema,
  lacksFigures,
  marketCodes,
  MarketSchema,
  missingShare,
  type ResolvedMarket,
  sandboxLimitation,
} from "./market.ts";

/**
 * Building blocks the keyword and domain operations share: the judged keyword row (metrics,
 * intent, buyer stage, page type, opportunity), the demand trend, the named market and the
 * data-quality notes (sandbox limitation, confidence).
 */
export {
  byOpportunity,
  descNullable,
  keywordKey,
  type KeywordRow,
  keywordRow,
  keywordRowFields,
  KeywordRowSchema,
  PRIORITY_BANDS,
  PRIORITY_METHOD,
  priorityOf,
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
  confidenceOf,
  DataSourceSchema,
  marketCodes,
  marketOf,
  MarketSchema,
  type NamedMarket,
  sandboxLimitation,
} from "./market.ts";

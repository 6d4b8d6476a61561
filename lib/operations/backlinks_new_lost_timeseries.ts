import { z } from "zod";
import { analyzeTimeseries } from "../analysis/backlink_trends/timeseries.ts";
import { TimeseriesResultSchema } from "../analysis/backlink_trends/result.ts";
import { defineOperation } from "./define.ts";
import { brandTerms, domainName, isoDate } from "./shared.ts";

/** First day of the provider's backlink history. */
const HISTORY_START = "2019-01-30";

/** POST /backlinks/new-lost-timeseries: new and lost backlinks over time, with momentum. */
export const backlinksNewLostTimeseries = defineOperation({
  path: "/backlinks/new-lost-timeseries",
  tag: "backlinks",
  summary: "Track new and lost backlinks of a domain over time and classify its momentum",
  description:
    "Returns new and lost backlink and referring-domain points per period, totals, net changes, loss rate, the strongest gain and loss periods and a momentum classification.",
  input: z.object({
    target: domainName
      .regex(/^(?!www\.)/i, "must be a domain without protocol or www (example.com)")
      .describe("Domain without protocol or www (example.com)."),
    brand_terms: brandTerms,
    date_from: isoDate
      .refine(
        (d) => d >= HISTORY_START,
        `must be ${HISTORY_START} or later (backlink history starts then)`,
      )
      .optional()
      .describe(`First day (yyyy-mm-dd); backlink history starts ${HISTORY_START}.`),
    date_to: isoDate.optional()
      .describe("Last day (yyyy-mm-dd); when omitted, the provider's current data is used."),
    group_range: z.enum(["day", "week", "month", "year"]).default("month")
      .describe("Length of each period of the series."),
    include_subdomains: z.boolean().default(true),
  }).superRefine((body, ctx) => {
    if (body.date_from && body.date_to && body.date_from > body.date_to) {
      ctx.addIssue({
        code: "custom",
        path: ["date_to"],
        message: `date_to (${body.date_to}) must not be before date_from (${body.date_from})`,
      });
    }
  }),
  cost: 5,
  provider: true,
  example: { target: "example.com", date_from: "2025-01-01", group_range: "month" },
  output: TimeseriesResultSchema,
  run: (input, ctx) => analyzeTimeseries(input, ctx),
});

/** Query schemas of the control routes; the routes, the MCP tools and OpenAPI derive from them. */
import { z } from "zod";
import { device, language, location, locationCode } from "./operations/shared.ts";
import { ProjectIdSchema } from "./schemas/budgets.ts";
import { SERP_HISTORY_MAX_SNAPSHOTS } from "./store/serp_history.ts";
import { JOB_STATUSES } from "./schemas/jobs.ts";
import { CHARGE_KINDS } from "./schemas/account.ts";

/** `GET /jobs`, also the `jobs_list` tool input. */
export const JobListQuery = z.object({
  status: z.enum(JOB_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().min(1).max(200).optional()
    .describe("The next_cursor of the previous page."),
}).strict();

/** `GET /usage`: an optional range of days (inclusive). */
export const UsageQuery = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
}).strict().refine((q) => !q.from || !q.to || q.from <= q.to, {
  message: "from must not be after to",
  path: ["from"],
});

/** `GET /usage/requests`: the newest charged requests, of one kind or all. */
export const ChargedRequestQuery = z.object({
  kind: z.enum(CHARGE_KINDS).optional()
    .describe("`sync`: only requests answered in themselves; `job`: only the charges of jobs."),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().regex(/^[0-9A-Za-z_]{1,100}\.[0-9]{1,5}$/).optional()
    .describe("The next_cursor of the previous page."),
}).strict();

/** `GET /projects/{id}/budget`: the path's project id. */
export const ProjectPath = z.object({ id: ProjectIdSchema }).strict();

/** `GET /locations`: part of a name, an ISO code or a geo target id; empty lists every country. */
export const LocationQuery = z.object({
  q: z.string().trim().max(100).optional()
    .describe("Part of a country, city or region name, an ISO code or a Google geo target id."),
}).strict();

/**
 * `GET /serp/history`: one keyword's stored SERPs in one location (`location_code` wins over
 * `location`), of one device, of one language or (without `language`) of any.
 */
export const SerpHistoryQuery = z.object({
  keyword: z.string().trim().min(1).max(400)
    .describe("The keyword as searched; case and extra spaces are ignored."),
  location: location(),
  location_code: z.coerce.number().int().min(1).max(99_999_999).pipe(locationCode).optional()
    .describe("Google geo target id (e.g. 2840); wins over `location`."),
  language: language.unwrap().optional()
    .describe("Language code (en) or name; without it, snapshots of any language."),
  device,
  limit: z.coerce.number().int().min(1).max(SERP_HISTORY_MAX_SNAPSHOTS)
    .default(SERP_HISTORY_MAX_SNAPSHOTS)
    .describe("The newest snapshots to return (1-60, default 60), oldest first."),
}).strict();

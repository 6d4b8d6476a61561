/** Query schemas of the control routes; the routes, the MCP tools and OpenAPI derive from them. */
import { z } from "zod";
import { ProjectIdSchema } from "./schemas/budgets.ts";

/** `GET /jobs`, also the `jobs_list` tool input. */
export const JobListQuery = z.object({
  status: z.enum(["queued", "running", "completed", "failed"]).optional(),
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

/** `GET /projects/{id}/budget`: the path's project id. */
export const ProjectPath = z.object({ id: ProjectIdSchema }).strict();

/** `GET /locations`: part of a name, an ISO code or a geo target id; empty lists every country. */
export const LocationQuery = z.object({
  q: z.string().trim().max(100).optional()
    .describe("Part of a country name, an ISO code or a Google geo target id."),
}).strict();

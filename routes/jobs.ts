/** Job routes: list, status, and the event stream. */
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { invalidParameters } from "../lib/errors.ts";
import { JobListQuery } from "../lib/queries.ts";
import type { Services } from "../lib/services.ts";
import { getOwnJob, listJobs, publicJob, readJobResult } from "../lib/store/jobs.ts";
import { parseInput } from "../lib/validation.ts";
import type { JobList } from "../lib/schemas/jobs.ts";
import type { AppEnv } from "./env.ts";
import { streamJobEvents } from "./job_events.ts";

/** Options of `jobRoutes` (tests shorten the keep-alive). */
export interface JobRouteOptions {
  keepAliveMs?: number;
  /** Aborted when the server stops: open event streams end with a `server.shutdown` event. */
  shutdown?: AbortSignal;
}

/** `GET /jobs`, `GET /jobs/:id`, `POST /jobs/:id/cancel`, `GET /jobs/:id/events`. */
export function jobRoutes(services: Services, options: JobRouteOptions = {}): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get("/jobs", async (c) => {
    const query = parseInput(JobListQuery, c.req.query());
    const page = await listJobs(services.kv, c.get("apiKey").workspace_id, query);
    const body: JobList = {
      jobs: page.jobs.map((j) => publicJob(j)),
      next_cursor: page.next_cursor,
    };
    return c.json(body);
  });

  routes.get("/jobs/:id", async (c) => {
    const record = await getOwnJob(services.kv, c.get("apiKey").workspace_id, c.req.param("id"));
    return c.json(publicJob(record, await readJobResult(services.kv, record)));
  });

  routes.post("/jobs/:id/cancel", async (c) => {
    const record = await services.jobs.cancel(c.req.param("id"), c.get("apiKey").workspace_id);
    return c.json(publicJob(record), 202);
  });

  routes.get("/jobs/:id/events", async (c) => {
    const jobId = c.req.param("id");
    await getOwnJob(services.kv, c.get("apiKey").workspace_id, jobId);
    const raw = c.req.header("last-event-id") ?? c.req.query("last_event_id");
    let lastEventId: number | null = null;
    if (raw !== undefined && raw !== "") {
      if (!/^\d{1,9}$/.test(raw)) {
        throw invalidParameters([{
          path: "Last-Event-ID",
          message: `must be an event id from this stream (got "${raw.slice(0, 20)}")`,
        }]);
      }
      lastEventId = Number(raw);
    }
    // nginx buffers proxied answers by default, which would hold events back until the stream
    // ends; this header turns that off for the stream (docs/self-hosting.md).
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, (stream) =>
      streamJobEvents(stream, {
        kv: services.kv,
        jobId,
        lastEventId,
        keepAliveMs: options.keepAliveMs ?? 15_000,
        retryMs: 2_000,
        shutdown: options.shutdown,
      }));
  });
  return routes;
}

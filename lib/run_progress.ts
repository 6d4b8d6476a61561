/**
 * What a run reports while it runs: its phase and its progress. The phase comes from the run's
 * page fetcher: `fetching` while a page, sitemap or robots.txt it reads is being fetched (the
 * message names it), `analyzing` otherwise; the progress from the operation's own reports. A
 * run that reports none of its own (a single-page analysis) is at `PAGES_IN_PERCENT` once its
 * fetches are done: fetching is its first half, the analysis the second. Jobs write these reports
 * to their record (jobs/runner.ts); an inline run that becomes a job hands them over
 * (lib/execute.ts).
 */
import type { RunPhase } from "./schemas/jobs.ts";
import type { WebFetcher } from "./web/fetcher.ts";

/** One report of a run. */
export interface RunReport {
  phase: RunPhase;
  percent: number;
  message: string;
}

/** Where a run's reports go (a job's record, or nowhere for an inline run). */
export type RunSink = (report: RunReport) => Promise<void>;

/** The percent of a run that reports none of its own once its pages are in. */
export const PAGES_IN_PERCENT = 50;

/** The report of a run that has just started. */
export const STARTED: RunReport = { phase: "analyzing", percent: 0, message: "started" };

/** The most characters of a URL a progress message carries. */
const URL_CHARS = 200;

/**
 * The run's page fetcher and progress reporter, both reporting to `sink` (the operation's own
 * reports are the sink's promise; a fetch's phase reports are not waited for, and one that fails
 * is left to the run's lease beat). `reportTo` sends the reports to another sink from now on,
 * starting with the latest: a run adopted by its job (lib/execute.ts).
 */
export function runProgress(web: WebFetcher, sink: RunSink = () => Promise.resolve()) {
  let current = STARTED;
  let inFlight = 0;
  let ownPercent = false;
  const send = (next: Partial<RunReport>) => {
    current = { ...current, ...next };
    return sink(current);
  };
  const tracked: WebFetcher = {
    async get(url, field, options) {
      if (inFlight++ === 0) {
        send({ phase: "fetching", message: `fetching ${url.slice(0, URL_CHARS)}` }).catch(() => {});
      }
      try {
        return await web.get(url, field, options);
      } finally {
        if (--inFlight === 0) {
          const percent = ownPercent
            ? current.percent
            : Math.max(current.percent, PAGES_IN_PERCENT);
          send({ phase: "analyzing", percent, message: "analyzing" }).catch(() => {});
        }
      }
    },
  };
  return {
    web: tracked,
    progress(percent: number, message: string): Promise<void> {
      ownPercent = true;
      return send({ percent, message });
    },
    reportTo(next: RunSink): void {
      sink = next;
      next(current).catch(() => {});
    },
  };
}

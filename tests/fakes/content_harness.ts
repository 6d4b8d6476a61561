/**
 * The end-to-end harness for the SERP-driven content operations: the fake DataForSEO server
 * answers the SERP for `keyword` with the corpus server's real pages (and any fault routes) as
 * the organic results, and an app wired to both (DATAFORSEO_BASE_URL on the fake, the real
 * SSRF-guarded fetcher with 127.0.0.1 allowed as FETCH_ALLOW_HOSTS=127.0.0.1 does).
 *
 * ```ts
 * Deno.test({ ...needsShared(CORPUS_DIR, "[content e2e] ..."), fn: async () => {
 *   await using t = await startContentHarness({ keyword: "crm", pages: 3, faults: ["timeout"] });
 *   const res = await t.h.post("/content/brief?sync=true", { keyword: "crm" });
 *   assert.ok(t.corpus.hits("/page/1") > 0);
 * } });
 * ```
 */
import assert from "node:assert/strict";
import { operations } from "../../lib/operations/mod.ts";
import { createWebFetcher } from "../../lib/web/fetcher.ts";
import { type Harness, setup, type SetupOptions } from "../helpers.ts";
import { type CorpusServer, type FaultKind, startCorpusServer } from "./corpus_server.ts";
import { type FakeDataForSeo, type OverrideOrganic, startFakeDataForSeo } from "./dataforseo.ts";

export { CORPUS_DIR, type FaultKind, FAULTS, METADATA_URL } from "./corpus_server.ts";

/** Options of `startContentHarness`. */
export interface ContentHarnessOptions {
  /** The keyword whose SERP lists the corpus pages (`"*"`: every keyword). */
  keyword: string;
  /** Corpus pages ranked 1..n (default 5). */
  pages?: number;
  /** Fault routes also ranked, in this order (default none). */
  faults?: FaultKind[];
  /** 1-based rank of the first fault (default: right after the pages). */
  faultRank?: number;
  /** People Also Ask questions on the SERP. */
  paa?: string[];
  /**
   * Each organic item's `domain`: the URL's host, 127.0.0.1 (default), or the page's original
   * site from the benchmark (distinct domains; fault routes keep 127.0.0.1).
   */
  domains?: "host" | "original";
  /**
   * The page fetch timeout (default 2,000 ms, so the timeout fault costs 2 s per attempt, not the
   * live 10 s: with 10 s, a sync call that retries it as a job outlives the 25 s sync window).
   * A timeout is retryable: one sync fetch, then one per job attempt (JOB_MAX_ATTEMPTS, 3).
   */
  fetchTimeoutMs?: number;
  /** How long the timeout route waits (default 15,000 ms; cut short when the harness closes). */
  slowMs?: number;
  /** Extra environment for the app (merged over the DataForSEO and fetch settings). */
  env?: Record<string, string>;
  /** Workspace credits (default 100,000). */
  credits?: number;
  /** Other `setup` options (`env`, `web` and `credits` are set above). */
  setup?: Omit<SetupOptions, "env" | "web" | "credits">;
}

/** The wired servers and app. */
export interface ContentHarness extends AsyncDisposable {
  fake: FakeDataForSeo;
  corpus: CorpusServer;
  h: Harness;
  /** The ranked URLs in SERP order (pages and faults). */
  urls: string[];
  /** The organic results the SERP answer lists, rank 1 first. */
  organic: OverrideOrganic[];
  close(): Promise<void>;
}

/** Starts the corpus server, the fake provider with the SERP override, and the app. */
export async function startContentHarness(
  options: ContentHarnessOptions,
): Promise<ContentHarness> {
  const corpus = await startCorpusServer({ pages: options.pages ?? 5, slowMs: options.slowMs });
  const fake = await startFakeDataForSeo();
  const pages: OverrideOrganic[] = corpus.pages.map((p) => ({
    url: p.url,
    title: p.title,
    domain: options.domains === "original" && p.originalUrl
      ? new URL(p.originalUrl).hostname.replace(/^www\./, "")
      : "127.0.0.1",
  }));
  const faults: OverrideOrganic[] = (options.faults ?? []).map((kind) => ({
    url: corpus.faultUrl(kind),
    title: `Fault: ${kind}`,
    domain: "127.0.0.1",
  }));
  const at = Math.max(0, Math.min(pages.length, (options.faultRank ?? pages.length + 1) - 1));
  const organic = [...pages.slice(0, at), ...faults, ...pages.slice(at)];
  fake.serp(options.keyword, { organic, paa: options.paa });
  let h: Harness;
  try {
    h = await setup({
      ...options.setup,
      credits: options.credits ?? 100_000,
      env: {
        DATAFORSEO_LOGIN: fake.login,
        DATAFORSEO_PASSWORD: fake.password,
        DATAFORSEO_BASE_URL: fake.baseUrl,
        FETCH_ALLOW_HOSTS: "127.0.0.1",
        RATE_LIMITS: "pro=100000/100000",
        ...options.env,
      },
      // The real SSRF-guarded fetcher, as `web: "live"` builds it, with a shorter timeout.
      web: createWebFetcher({
        allowHosts: ["127.0.0.1"],
        timeoutMs: options.fetchTimeoutMs ?? 2_000,
      }),
    });
  } catch (err) {
    await Promise.allSettled([corpus.close(), fake.close()]);
    throw err;
  }
  const close = async () => {
    await h.close();
    await Promise.all([corpus.close(), fake.close()]);
  };
  return {
    fake,
    corpus,
    h,
    urls: organic.map((o) => o.url),
    organic,
    close,
    [Symbol.asyncDispose]: close,
  };
}

/** The body validates against the `output` schema of the operation at `path`. */
export function assertValidResult(path: string, body: unknown): void {
  const op = operations.find((o) => o.path === path)!;
  const parsed = op.output!.safeParse(body);
  assert.ok(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3)));
}

/** The pages the evidence could not read, by URL path, with their reasons. */
export function failedReasons(body: { serp: { failed: { url: string; reason: string }[] } }) {
  return Object.fromEntries(body.serp.failed.map((f) => [new URL(f.url).pathname, f.reason]));
}

/** Every one of `paths` is named in the result's limitations. */
export function assertInLimitations(
  body: { agent_workflow: { limitations: string[] } },
  paths: string[],
) {
  const limits = body.agent_workflow.limitations;
  for (const path of paths) {
    assert.ok(limits.some((l) => l.includes(path)), `${path} not in limitations`);
  }
}

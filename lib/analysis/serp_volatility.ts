/**
 * SERP volatility: how much the ranked results of one keyword moved between snapshots,
 * who won and lost, and what to do about it. Pure: data and `now` come in as arguments.
 */
import { domainToUnicode } from "node:url";
import { languageOfLocation } from "./understanding/locale.ts";
import { z } from "zod";
import {
  type AgentWorkflow,
  agentWorkflow,
  AgentWorkflowSchema,
  type Evidence,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../agent/workflow.ts";
import type { SerpVolatilityRequestSchema } from "../operations/serp_volatility.ts";

/** The parsed `/serp/volatility` request (defaults applied by its schema). */
export type SerpVolatilityInput = z.output<typeof SerpVolatilityRequestSchema>;

/** The results of the keyword's SERP at one moment. */
export type SerpSnapshotInput = SerpVolatilityInput["snapshots"][number];

/** How early the interpretation calls a SERP volatile. */
export type Sensitivity = SerpVolatilityInput["sensitivity"];

/** Options of {@linkcode analyzeSerpVolatility}. */
export interface SerpVolatilityOptions {
  /** The request's clock: used only to tell how old the newest snapshot is. */
  now: Date;
}

/** The `/serp/volatility` result. */
export type SerpVolatilityResult = z.output<typeof SerpVolatilityResultSchema>;

/** The interpretation levels, calmest first. */
export type VolatilityLevel = SerpVolatilityResult["interpretation"]["level"];

/** Statistics of one consecutive pair of snapshots. */
export type SnapshotPair = SerpVolatilityResult["pairs"][number];

/** How a tracked domain moved from the first to the last snapshot. */
export type DomainMovement = SerpVolatilityResult["domain_movement"][number];

/** One snapshot's view of a tracked domain. */
export type DomainSnapshot = DomainMovement["snapshots"][number];

/** A URL that moved between the first and the last snapshot. */
export type TopMover = SerpVolatilityResult["top_movers"][number];

/** Lower bounds of `moderate`, `volatile` and `highly_volatile` on the 0-100 score. */
export type Thresholds = z.output<typeof thresholdsSchema>;

/** How early the interpretation calls a SERP volatile: the request's `sensitivity`, echoed. */
export const SerpSensitivitySchema = z.enum(["low", "medium", "high"]);

const LEVELS = ["stable", "moderate", "volatile", "highly_volatile"] as const;
const score100 = z.number().min(0).max(100);
const unit = z.number().min(0).max(1);
const position = z.number().int().min(1).max(100);

/** Lower bounds of `moderate`, `volatile` and `highly_volatile` on the 0-100 score. */
const thresholdsSchema = z.strictObject({
  moderate: score100,
  volatile: score100,
  highly_volatile: score100,
});

/** The `/serp/volatility` result, exactly as {@linkcode analyzeSerpVolatility} returns it. */
export const SerpVolatilityResultSchema = z.strictObject({
  keyword: z.string().min(1),
  location: z.string().min(1),
  device: z.enum(["desktop", "mobile"]),
  sensitivity: SerpSensitivitySchema,
  snapshot_count: z.number().int().min(2),
  period: z.strictObject({ from: z.string(), to: z.string(), days: z.number().min(0) }),
  volatility_score: score100,
  interpretation: z.strictObject({
    level: z.enum(LEVELS),
    sentence: z.string().min(1),
    thresholds: thresholdsSchema,
  }),
  method: z.strictObject({
    formula: z.string(),
    rbo: z.string(),
    jaccard_top10: z.string(),
    mean_abs_position_delta: z.string(),
    entered_exited: z.string(),
    pairs: z.string(),
    url_normalisation: z.string(),
    visibility: z.string(),
    rbo_p: unit,
    weights: z.strictObject({ rbo: unit, jaccard_top10: unit, position_shift: unit }),
  }),
  mean_rbo: unit,
  mean_pair_score: score100,
  peak_pair_score: score100,
  pairs: z.array(z.strictObject({
    from: z.string(),
    to: z.string(),
    days_between: z.number().min(0),
    depth: z.number().int().min(1).max(100)
      .describe("Ranks compared for RBO: the shorter snapshot's length."),
    rbo: unit,
    jaccard_top10: unit.nullable()
      .describe("Jaccard of the URLs at positions 1-10; null when neither snapshot has any."),
    mean_abs_position_delta: z.number().min(0).max(99).nullable()
      .describe(
        "Mean absolute position change of URLs present in both snapshots; null when none is.",
      ),
    shared_urls: z.number().int().min(0).max(100),
    entered_count: z.number().int().min(0).max(100),
    exited_count: z.number().int().min(0).max(100),
    entered: z.array(z.string()).max(10)
      .describe(
        "URLs absent from the earlier snapshot (at most 10, best position first); whole lists are compared, and a URL ranked deeper than the other snapshot's deepest position is not counted.",
      ),
    exited: z.array(z.string()).max(10)
      .describe("URLs absent from the later snapshot (at most 10, best former position first)."),
    retitled: z.array(z.string()).max(10)
      .describe("Shared URLs whose title changed (a competitor rewrote its page or snippet)."),
    serp_features_added: z.array(z.string()).nullable()
      .describe("SERP features added; null unless both snapshots list their features."),
    serp_features_removed: z.array(z.string()).nullable()
      .describe("SERP features removed; null unless both snapshots list their features."),
    score: score100,
    level: z.enum(LEVELS),
  })),
  domain_movement: z.array(z.strictObject({
    domain: z.string().min(1),
    is_owner: z.boolean(),
    first_position: position.nullable(),
    last_position: position.nullable(),
    change: z.number().int().min(-99).max(99).nullable()
      .describe(
        "first - last: positive means the domain moved up; null when absent at either end.",
      ),
    best_position: position.nullable(),
    worst_position: position.nullable(),
    visibility_first: z.number().min(0),
    visibility_last: z.number().min(0),
    visibility_change: z.number(),
    status: z.enum(["entered", "dropped", "improved", "declined", "unchanged", "absent"]),
    first_url: z.string().nullable(),
    last_url: z.string().nullable(),
    ranking_url_changed: z.boolean()
      .describe("The domain's best-ranking URL differs between the first and last snapshot."),
    snapshots: z.array(z.strictObject({
      checked_at: z.string(),
      best_position: position.nullable(),
      url: z.string().nullable(),
      results: z.number().int().min(0).max(100),
      visibility: z.number().min(0),
    })),
  })),
  top_movers: z.array(z.strictObject({
    url: z.string().min(1),
    domain: z.string(),
    first_position: position.nullable(),
    last_position: position.nullable(),
    change: z.number().int().min(-100).max(100).refine((c) => c !== 0)
      .describe(
        "Positions gained (positive) or lost; absence counts as one below the last listed position.",
      ),
    status: z.enum(["up", "down", "new", "dropped"]),
  })).max(10),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string().min(1),
});

/** RBO persistence: the top 10 ranks carry about 86% of the weight. */
const RBO_P = 0.9;

/** Weights of the pair score's three parts; they sum to 1. */
const WEIGHTS = { rbo: 0.6, jaccard_top10: 0.25, position_shift: 0.15 } as const;

/** A mean shift of this many positions among kept URLs counts as a full reshuffle. */
const SHIFT_SATURATION = 10;

/**
 * Interpretation thresholds per sensitivity. `high` sensitivity calls a SERP volatile
 * earlier (useful for money keywords); `low` tolerates more churn (news-like SERPs).
 */
const THRESHOLDS: Record<Sensitivity, Thresholds> = {
  low: { moderate: 20, volatile: 45, highly_volatile: 70 },
  medium: { moderate: 15, volatile: 35, highly_volatile: 60 },
  high: { moderate: 10, volatile: 25, highly_volatile: 45 },
};

/**
 * Estimated click-through rate (percent) by position 1-10, a public organic CTR curve
 * (Sistrix 2020); 1% for positions 11-20 and 0.2% beyond. Used only for `visibility`.
 */
const CTR = [28.5, 15.7, 11.0, 8.0, 7.2, 5.1, 4.0, 3.2, 2.8, 2.5];

/**
 * The score, as returned in `method`.
 *
 * For each consecutive pair of snapshots (sorted by `checked_at`):
 *   pair_score = 100 * (0.60 * (1 - RBO) + 0.25 * (1 - Jaccard@10) + 0.15 * min(1, shift / 10))
 * where RBO is rank-biased overlap (p = 0.9, extrapolated form, both lists cut to the shorter
 * one's length), Jaccard@10 compares the URL sets at positions 1-10 (1 - RBO stands in when
 * neither has any) and shift is the mean absolute position change of URLs present in both
 * snapshots (1 when no URL is shared). Identical snapshots score 0, disjoint ones 100.
 *   volatility_score = 0.5 * mean(pair_score) + 0.5 * max(pair_score)
 * so one sharp shift (an update) is not averaged away by calm days around it.
 */
const METHOD = {
  formula:
    "pair_score = 100 * (0.60 * (1 - RBO) + 0.25 * (1 - Jaccard@10) + 0.15 * min(1, mean_abs_position_delta / 10)); volatility_score = 0.5 * mean(pair_score) + 0.5 * max(pair_score)",
  rbo:
    "rank-biased overlap, p = 0.9, extrapolated (RBO_ext, Webber et al. 2010), both lists cut to the shorter one's length",
  jaccard_top10:
    "URLs at positions 1-10 in both / in either; when neither snapshot has any, 1 - RBO is used instead",
  mean_abs_position_delta:
    "mean |position change| of URLs present in both snapshots (whole lists); counts as 10+ when none is shared",
  entered_exited:
    "entered: URLs absent from the previous snapshot; exited: URLs absent from the next one (whole lists, not only the RBO depth); a URL ranked deeper than the other snapshot's deepest listed position is not counted, since that snapshot could not have shown it",
  pairs: "consecutive snapshots after sorting by checked_at",
  url_normalisation:
    "scheme, www., fragment and trailing slash ignored; host lowercased; duplicates keep their best position",
  visibility:
    "sum of estimated CTR (%) of a domain's URLs: 28.5, 15.7, 11.0, 8.0, 7.2, 5.1, 4.0, 3.2, 2.8, 2.5 for positions 1-10, 1 for 11-20, 0.2 beyond",
  rbo_p: RBO_P,
  weights: WEIGHTS,
} as const;

const DAY_MS = 86_400_000;

interface Entry {
  key: string;
  url: string;
  domain: string;
  position: number;
  title: string | null;
}

interface Prepared {
  checked_at: string;
  ms: number;
  ranked: Entry[];
  byKey: Map<string, Entry>;
  features: string[] | null;
  duplicates: number;
  unparsed: number;
}

/**
 * Scores how much a SERP moved across snapshots (0 = identical, 100 = replaced), interprets
 * it for the chosen sensitivity, and reports pair statistics, tracked-domain movement and
 * the biggest URL movers with an `agent_workflow`.
 */
export function analyzeSerpVolatility(
  input: SerpVolatilityInput,
  options: SerpVolatilityOptions,
): SerpVolatilityResult {
  const { sensitivity, location, device } = input;
  const thresholds = THRESHOLDS[sensitivity];
  const snapshots = prepareSnapshots(input.snapshots);

  const pairs: SnapshotPair[] = [];
  for (let i = 1; i < snapshots.length; i++) {
    pairs.push(comparePair([snapshots[i - 1], snapshots[i]], thresholds));
  }
  const pairScores = pairs.map((p) => p.score);
  const meanScore = mean(pairScores) ?? 0;
  const peakScore = pairScores.length > 0 ? Math.max(...pairScores) : 0;
  const score = round(0.5 * meanScore + 0.5 * peakScore, 1);
  const level = levelOf(score, thresholds);
  const meanRbo = round(mean(pairs.map((p) => p.rbo)) ?? 1, 3);
  const peak = pairs.find((p) => p.score === peakScore) ?? null;

  const first = snapshots[0];
  const last = snapshots[snapshots.length - 1];
  const owner = input.target ? normaliseDomain(input.target) : null;
  const tracked = trackedDomains(input.target_domains ?? [], owner);
  const domainMovement = tracked.map((t) => domainMovementOf(t, snapshots));
  const topMovers = findTopMovers(first, last);

  const sentence = interpretationSentence(level, {
    meanRbo,
    peak,
    pairs: pairs.length,
  });
  const period = {
    from: first?.checked_at ?? "",
    to: last?.checked_at ?? "",
    days: first && last ? round((last.ms - first.ms) / DAY_MS, 2) : 0,
  };

  const workflow = buildWorkflow({
    keyword: input.keyword,
    location,
    device,
    score,
    level,
    meanRbo,
    peak,
    pairs,
    snapshots,
    domainMovement,
    topMovers,
    now: options.now,
  });

  const figures: [string, string | number][] = [
    ["Volatility score (0-100)", score],
    ["Level", `${level.replace("_", " ")} (${sensitivity} sensitivity)`],
    ["Snapshots", `${snapshots.length} (${period.from} to ${period.to})`],
    ["Mean RBO between consecutive snapshots", meanRbo],
  ];
  if (peak) figures.push(["Biggest shift", `${peak.score} (${peak.from} to ${peak.to})`]);
  for (const d of domainMovement.slice(0, 5)) {
    figures.push([
      `${d.domain}${d.is_owner ? " (you)" : ""}`,
      `${fmtPos(d.first_position)} to ${fmtPos(d.last_position)} (${d.status})`,
    ]);
  }
  const markdown = markdownSummary({
    title: `SERP volatility: ${input.keyword}`,
    headline: sentence,
    figures,
    actions: workflow.recommended_actions,
    notes: workflow.limitations.slice(0, 3),
  });

  return {
    keyword: input.keyword,
    location,
    device,
    sensitivity,
    snapshot_count: snapshots.length,
    period,
    volatility_score: score,
    // Copies, so a caller that edits a result cannot change the next one.
    interpretation: { level, sentence, thresholds: { ...thresholds } },
    method: { ...METHOD, weights: { ...WEIGHTS } },
    mean_rbo: meanRbo,
    mean_pair_score: round(meanScore, 1),
    peak_pair_score: round(peakScore, 1),
    pairs,
    domain_movement: domainMovement,
    top_movers: topMovers,
    agent_workflow: workflow,
    markdown_summary: markdown,
  };
}

/**
 * Rank-biased overlap of two rankings cut to the same depth k (Webber, Moffat & Zobel 2010,
 * extrapolated form for even lengths): (1-p)/p * sum_{d=1..k} (X_d/d) p^d + (X_k/k) p^k,
 * where X_d is the overlap of the two top-d prefixes. 1 for identical lists, 0 for disjoint.
 */
export function rankBiasedOverlap(
  a: readonly string[],
  b: readonly string[],
  options: { p?: number } = {},
): number {
  const p = options.p ?? RBO_P;
  const k = Math.min(a.length, b.length);
  if (k === 0) return a.length === b.length ? 1 : 0;
  const seenA = new Set<string>();
  const seenB = new Set<string>();
  let overlap = 0;
  let sum = 0;
  let weight = 1;
  for (let d = 1; d <= k; d++) {
    const x = a[d - 1];
    const y = b[d - 1];
    if (x === y) {
      overlap += 1;
    } else {
      if (seenB.has(x)) overlap += 1;
      if (seenA.has(y)) overlap += 1;
    }
    seenA.add(x);
    seenB.add(y);
    weight *= p;
    sum += (overlap / d) * weight;
  }
  return ((1 - p) / p) * sum + (overlap / k) * weight;
}

/**
 * Parses `checked_at`: `yyyy-mm-dd`, or a date-time `yyyy-mm-ddThh:mm[:ss[.fff]]` with `Z`,
 * an offset, or none (read as UTC so the result never depends on the server's zone).
 * Returns epoch milliseconds, or null when the text is not a real calendar date.
 */
export function parseCheckedAt(text: string): number | null {
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|z|[+-]\d{2}:?\d{2})?)?$/
      .exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [h, mi, s] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  const ms = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0;
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null;
  if (h > 23 || mi > 59 || s > 59) return null;
  let offsetMinutes = 0;
  const zone = m[8];
  if (zone && zone !== "Z" && zone !== "z") {
    const digits = zone.slice(1).replace(":", "");
    const oh = Number(digits.slice(0, 2));
    const om = Number(digits.slice(2, 4));
    if (oh > 23 || om > 59) return null;
    offsetMinutes = (zone[0] === "-" ? -1 : 1) * (oh * 60 + om);
  }
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, ms);
  return date.getTime() - offsetMinutes * 60_000;
}

function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

/** A normalised URL: `key` compares equal for the same page, `domain` is ASCII without www. */
export interface NormalisedUrl {
  key: string;
  domain: string;
  parsed: boolean;
}

/**
 * Normalises a result URL for comparison: scheme, `www.`, fragment and trailing slash are
 * ignored, the host is lowercased (and punycoded), the path and query keep their case.
 * A URL without scheme (`example.com/a`) is read as https; text that is no URL at all is
 * compared lowercased.
 */
export function normaliseUrl(raw: string): NormalisedUrl {
  const text = raw.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text)
    ? text
    : `https://${text.replace(/^\/\//, "")}`;
  try {
    const url = new URL(withScheme);
    if (!url.hostname) throw new TypeError("no host");
    const host = stripWww(url.hostname.toLowerCase().replace(/\.$/, ""));
    const port = url.port ? `:${url.port}` : "";
    const path = url.pathname.replace(/\/+$/, "").replace(
      /%[0-9a-f]{2}/gi,
      (hex) => hex.toUpperCase(),
    );
    return { key: `${host}${port}${path}${url.search}`, domain: host, parsed: true };
  } catch {
    const key = text.toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, "").replace(/#.*$/, "")
      .replace(/^www\./, "").replace(/\/+$/, "");
    return { key, domain: key.split(/[/?#]/)[0], parsed: false };
  }
}

/** Normalises a domain or URL to its ASCII host without `www.` (`WWW.Bücher.de` -> `xn--bcher-kva.de`). */
export function normaliseDomain(raw: string): string {
  return normaliseUrl(raw.trim().replace(/^\*\./, "")).domain;
}

function stripWww(host: string): string {
  return host.startsWith("www.") ? host.slice(4) : host;
}

/** The readable (unicode) form of an ASCII domain. */
function displayDomain(ascii: string): string {
  if (!ascii.includes("xn--")) return ascii;
  const unicode = domainToUnicode(ascii);
  return unicode === "" ? ascii : unicode;
}

function sameSite(domain: string, tracked: string): boolean {
  return domain === tracked || domain.endsWith(`.${tracked}`);
}

function prepareSnapshots(snapshots: readonly SerpSnapshotInput[]): Prepared[] {
  const prepared = snapshots.map((s, index) => ({ s, index, ms: parseCheckedAt(s.checked_at) }))
    // Unparseable dates cannot pass the schema; should one arrive, it keeps its input place.
    .map((x) => ({ ...x, ms: x.ms ?? Number.NaN }))
    .sort((a, b) => {
      if (Number.isNaN(a.ms) || Number.isNaN(b.ms)) return a.index - b.index;
      return a.ms - b.ms || a.index - b.index;
    });
  return prepared.map(({ s, ms }) => {
    const ordered = s.results.map((r, i) => ({ r, i }))
      .sort((a, b) => a.r.position - b.r.position || a.i - b.i);
    const byKey = new Map<string, Entry>();
    const ranked: Entry[] = [];
    let duplicates = 0;
    let unparsed = 0;
    for (const { r } of ordered) {
      const norm = normaliseUrl(r.url);
      if (!norm.parsed) unparsed += 1;
      if (byKey.has(norm.key)) {
        duplicates += 1;
        continue;
      }
      const domain = norm.parsed || !r.domain ? norm.domain : normaliseDomain(r.domain);
      const title = r.title?.trim() ? r.title.trim() : null;
      const entry = { key: norm.key, url: r.url.trim(), domain, position: r.position, title };
      byKey.set(norm.key, entry);
      ranked.push(entry);
    }
    const features = s.serp_features
      ? [...new Set(s.serp_features.map((f) => f.trim().toLowerCase()).filter((f) => f))].sort()
      : null;
    return { checked_at: s.checked_at, ms, ranked, byKey, features, duplicates, unparsed };
  });
}

function comparePair([a, b]: [Prepared, Prepared], thresholds: Thresholds): SnapshotPair {
  const depth = Math.min(a.ranked.length, b.ranked.length);
  const topA = a.ranked.slice(0, depth);
  const topB = b.ranked.slice(0, depth);
  const rbo = rankBiasedOverlap(topA.map((e) => e.key), topB.map((e) => e.key));

  const top10A = new Set(a.ranked.filter((e) => e.position <= 10).map((e) => e.key));
  const top10B = new Set(b.ranked.filter((e) => e.position <= 10).map((e) => e.key));
  const union = new Set([...top10A, ...top10B]);
  const inBoth = [...top10A].filter((k) => top10B.has(k)).length;
  const jaccard = union.size === 0 ? null : inBoth / union.size;

  const deltas: number[] = [];
  const retitled: string[] = [];
  for (const e of a.ranked) {
    const other = b.byKey.get(e.key);
    if (!other) continue;
    deltas.push(Math.abs(other.position - e.position));
    if (e.title && other.title && foldTitle(e.title) !== foldTitle(other.title)) {
      retitled.push(other.url);
    }
  }
  const meanDelta = mean(deltas);

  // Entered/exited look at whole lists (a URL that slid below the shorter list's depth has
  // not left), but only as deep as the other snapshot reaches: a URL at #57 is not "new" when
  // the previous snapshot stopped at #10.
  const entered = b.ranked.filter((e) => !a.byKey.has(e.key) && e.position <= deepest(a));
  const exited = a.ranked.filter((e) => !b.byKey.has(e.key) && e.position <= deepest(b));

  const rboPart = 1 - rbo;
  const jaccardPart = jaccard === null ? rboPart : 1 - jaccard;
  const shiftPart = meanDelta === null ? 1 : Math.min(1, meanDelta / SHIFT_SATURATION);
  const score = round(
    100 *
      (WEIGHTS.rbo * rboPart + WEIGHTS.jaccard_top10 * jaccardPart +
        WEIGHTS.position_shift * shiftPart),
    1,
  );

  let added: string[] | null = null;
  let removed: string[] | null = null;
  if (a.features && b.features) {
    const before = new Set(a.features);
    const after = new Set(b.features);
    added = b.features.filter((f) => !before.has(f));
    removed = a.features.filter((f) => !after.has(f));
  }

  return {
    from: a.checked_at,
    to: b.checked_at,
    days_between: round((b.ms - a.ms) / DAY_MS, 2),
    depth,
    rbo: round(rbo, 3),
    jaccard_top10: jaccard === null ? null : round(jaccard, 3),
    mean_abs_position_delta: meanDelta === null ? null : round(meanDelta, 2),
    shared_urls: deltas.length,
    entered_count: entered.length,
    exited_count: exited.length,
    entered: entered.slice(0, 10).map((e) => e.url),
    exited: exited.slice(0, 10).map((e) => e.url),
    retitled: retitled.slice(0, 10),
    serp_features_added: added,
    serp_features_removed: removed,
    score,
    level: levelOf(score, thresholds),
  };
}

/** The deepest position a snapshot lists (its results are sorted by position). */
function deepest(snapshot: Prepared): number {
  return snapshot.ranked[snapshot.ranked.length - 1]?.position ?? 0;
}

function foldTitle(title: string): string {
  return title.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

function levelOf(score: number, t: Thresholds): VolatilityLevel {
  if (score >= t.highly_volatile) return "highly_volatile";
  if (score >= t.volatile) return "volatile";
  if (score >= t.moderate) return "moderate";
  return "stable";
}

function trackedDomains(
  targets: readonly string[],
  owner: string | null,
): { domain: string; isOwner: boolean }[] {
  const out: { domain: string; isOwner: boolean }[] = [];
  if (owner) out.push({ domain: owner, isOwner: true });
  for (const raw of targets) {
    const domain = normaliseDomain(raw);
    if (domain && !out.some((d) => d.domain === domain)) out.push({ domain, isOwner: false });
  }
  return out;
}

function ctr(position: number): number {
  if (position <= 10) return CTR[Math.max(1, Math.round(position)) - 1];
  return position <= 20 ? 1 : 0.2;
}

function domainMovementOf(
  tracked: { domain: string; isOwner: boolean },
  snapshots: readonly Prepared[],
): DomainMovement {
  const { domain, isOwner } = tracked;
  const views: DomainSnapshot[] = snapshots.map((s) => {
    const mine = s.ranked.filter((e) => sameSite(e.domain, domain));
    const best = mine[0] ?? null;
    return {
      checked_at: s.checked_at,
      best_position: best ? best.position : null,
      url: best ? best.url : null,
      results: mine.length,
      visibility: round(mine.reduce((sum, e) => sum + ctr(e.position), 0), 1),
    };
  });
  const first = views[0];
  const last = views[views.length - 1];
  const positions = views.map((v) => v.best_position).filter((p): p is number => p !== null);
  const firstPos = first?.best_position ?? null;
  const lastPos = last?.best_position ?? null;
  const change = firstPos !== null && lastPos !== null ? firstPos - lastPos : null;
  let status: DomainMovement["status"];
  if (firstPos === null && lastPos === null) status = "absent";
  else if (firstPos === null) status = "entered";
  else if (lastPos === null) status = "dropped";
  else if (change! > 0) status = "improved";
  else if (change! < 0) status = "declined";
  else status = "unchanged";
  const firstKey = first?.url ? normaliseUrl(first.url).key : null;
  const lastKey = last?.url ? normaliseUrl(last.url).key : null;
  return {
    domain: displayDomain(domain),
    is_owner: isOwner,
    first_position: firstPos,
    last_position: lastPos,
    change,
    best_position: positions.length > 0 ? Math.min(...positions) : null,
    worst_position: positions.length > 0 ? Math.max(...positions) : null,
    visibility_first: first?.visibility ?? 0,
    visibility_last: last?.visibility ?? 0,
    visibility_change: round((last?.visibility ?? 0) - (first?.visibility ?? 0), 1),
    status,
    first_url: first?.url ?? null,
    last_url: last?.url ?? null,
    ranking_url_changed: firstKey !== null && lastKey !== null && firstKey !== lastKey,
    snapshots: views,
  };
}

function findTopMovers(first: Prepared | undefined, last: Prepared | undefined): TopMover[] {
  if (!first || !last || first === last) return [];
  const floorFirst = Math.max(0, ...first.ranked.map((e) => e.position)) + 1;
  const floorLast = Math.max(0, ...last.ranked.map((e) => e.position)) + 1;
  const movers: (TopMover & { best: number; key: string })[] = [];
  const keys = [...first.ranked.map((e) => e.key), ...last.ranked.map((e) => e.key)];
  for (const key of new Set(keys)) {
    const a = first.byKey.get(key);
    const b = last.byKey.get(key);
    const change = (a?.position ?? floorFirst) - (b?.position ?? floorLast);
    if (change === 0) continue;
    const status = !a ? "new" : !b ? "dropped" : change > 0 ? "up" : "down";
    const shown = b ?? a!;
    movers.push({
      url: shown.url,
      domain: displayDomain(shown.domain),
      first_position: a?.position ?? null,
      last_position: b?.position ?? null,
      change,
      status,
      best: Math.min(a?.position ?? Infinity, b?.position ?? Infinity),
      key,
    });
  }
  movers.sort((x, y) =>
    Math.abs(y.change) - Math.abs(x.change) || x.best - y.best || compareText(x.key, y.key)
  );
  return movers.slice(0, 10).map(({ best: _best, key: _key, ...m }) => m);
}

interface SentenceFacts {
  meanRbo: number;
  peak: SnapshotPair | null;
  pairs: number;
}

const LEVEL_MEANING: Record<VolatilityLevel, string> = {
  stable: "Stable: rankings barely moved, normal day-to-day noise",
  moderate: "Moderate: some reshuffling, typical competitor churn or small ranking adjustments",
  volatile:
    "Volatile: significant reshuffling, likely a ranking update, fresh competitors or a freshness effect",
  highly_volatile:
    "Highly volatile: the result set was largely replaced, possible algorithm update or search-intent shift",
};

function interpretationSentence(level: VolatilityLevel, facts: SentenceFacts): string {
  const base = LEVEL_MEANING[level];
  if (!facts.peak) return `${base}.`;
  const p = facts.peak;
  const features = [
    ...(p.serp_features_added ?? []).map((x) => `+${x}`),
    ...(p.serp_features_removed ?? []).map((x) => `-${x}`),
  ];
  const churn = `${p.entered_count} URL${
    p.entered_count === 1 ? "" : "s"
  } entered, ${p.exited_count} left${
    features.length > 0 ? `, SERP features ${features.join(" ")}` : ""
  }`;
  const across = facts.pairs === 1
    ? `RBO ${facts.meanRbo} between the two snapshots`
    : `mean RBO ${facts.meanRbo} across ${facts.pairs} intervals`;
  return `${base} (${across}; biggest shift ${p.from} to ${p.to}: ${churn}).`;
}

interface WorkflowFacts {
  keyword: string;
  location: string;
  device: "desktop" | "mobile";
  score: number;
  level: VolatilityLevel;
  meanRbo: number;
  peak: SnapshotPair | null;
  pairs: SnapshotPair[];
  snapshots: Prepared[];
  domainMovement: DomainMovement[];
  topMovers: TopMover[];
  now: Date;
}

/** A tracked domain that lost: dropped out, or fell 3+ positions. */
function isLoser(d: DomainMovement): boolean {
  return d.status === "dropped" || (d.change !== null && d.change <= -3);
}

/** Where a domain lost ground: the interval of its biggest fall, and its positions then. */
interface LossInterval {
  pair: SnapshotPair;
  /** Best position before and after (null: not in the results). */
  before: number | null;
  after: number | null;
}

/**
 * The interval in which a domain lost the most ground (dropping out counts as falling below
 * the deepest listed position), so a loss is attributed to when it happened, not to the whole
 * period. Null when it never fell.
 */
function lossIntervalOf(d: DomainMovement, f: WorkflowFacts): LossInterval | null {
  let found: LossInterval | null = null;
  let worst = 0;
  for (let i = 0; i < f.pairs.length; i++) {
    const a = d.snapshots[i]?.best_position ?? null;
    const b = d.snapshots[i + 1]?.best_position ?? null;
    if (a === null) continue;
    const fall = (b ?? deepest(f.snapshots[i + 1]) + 1) - a;
    if (fall > worst) {
      worst = fall;
      found = { pair: f.pairs[i], before: a, after: b };
    }
  }
  return found;
}

/** "fell from #2 to #9 between 2025-03-10 and 2025-03-17 (that interval scored 29.7, moderate)". */
function lossSentence(loss: LossInterval): string {
  const { pair, before, after } = loss;
  const move = after === null
    ? `dropped out of the results from #${before}`
    : `fell from #${before} to #${after}`;
  return `${move} between ${pair.from} and ${pair.to} (that interval scored ${pair.score}, ${
    pair.level.replace("_", " ")
  })`;
}

/** The interval's SERP moved as a whole: a loss there is not page-specific. */
function shiftedInterval(pair: SnapshotPair): boolean {
  return pair.level === "volatile" || pair.level === "highly_volatile";
}

/** What the owner should do: react to a shift, recover a loss, settle a URL swap, keep a gain. */
function ownerActions(
  f: WorkflowFacts,
  facts: { owner: DomainMovement | null; ownerLoss: LossInterval | null; shifted: boolean },
): RecommendedAction[] {
  const { owner, ownerLoss, shifted } = facts;
  const actions: RecommendedAction[] = [];
  const moved = ownerLoss?.pair ?? f.peak;
  if (shifted && moved) {
    actions.push({
      action: "Compare the current SERP's result types and features with the older snapshots",
      priority: "high",
      reason:
        `${moved.entered_count} URL(s) entered and ${moved.exited_count} left the results between ${moved.from} and ${moved.to} (that interval scored ${moved.score}); check whether the intent or page type Google rewards changed`,
      target: f.keyword,
    });
    actions.push({
      action: "Hold major rewrites until the SERP settles; take a new snapshot in 3-7 days",
      priority: "medium",
      reason:
        "Rankings during an update often swing back; changing pages mid-update hides what caused the move",
    });
  }
  if (!owner) return actions;
  if (ownerLoss) {
    const url = owner.first_url ?? owner.last_url;
    actions.push({
      action: shifted
        ? `Review ${url ?? owner.domain} against the new top results once the SERP settles`
        : `Check the indexing of ${url ?? owner.domain}, then refresh it for "${f.keyword}"`,
      priority: "high",
      reason: `${owner.domain} ${lossSentence(ownerLoss)}`,
      target: url ?? owner.domain,
    });
  }
  if (owner.ranking_url_changed) {
    actions.push({
      action: `Check ${owner.domain} for cannibalization: its ranking URL changed`,
      priority: "medium",
      reason:
        `${owner.first_url} ranked first, ${owner.last_url} ranks now; Google may be unsure which page answers "${f.keyword}"`,
      target: owner.last_url ?? owner.domain,
    });
  }
  const newcomers = (moved?.entered ?? [])
    .filter((url) => !sameSite(normaliseUrl(url).domain, normaliseDomain(owner.domain)))
    .slice(0, 3);
  if (newcomers.length > 0 && (shifted || ownerLoss)) {
    actions.push({
      action:
        "Study the competitor pages that entered the results for what they cover that yours do not",
      priority: "medium",
      reason: `Entered between ${moved!.from} and ${moved!.to}: ${newcomers.join(", ")}`,
    });
  }
  if (owner.status === "entered" || (owner.change !== null && owner.change >= 3)) {
    actions.push({
      action: `Protect the gain of ${owner.domain}: keep the page fresh and linked internally`,
      priority: "low",
      reason: owner.status === "entered"
        ? `It entered at #${owner.last_position}`
        : `It rose from #${owner.first_position} to #${owner.last_position}`,
      target: owner.last_url ?? owner.domain,
    });
  }
  return actions;
}

function buildWorkflow(f: WorkflowFacts): AgentWorkflow {
  // Only the owner's (`target`) losses call for work on a page; without a target there is no
  // owner, and the tracked domains are watched, not edited.
  const owner = f.domainMovement.find((d) => d.is_owner) ?? null;
  const ownerLoss = owner && isLoser(owner) ? lossIntervalOf(owner, f) : null;
  const watched = f.domainMovement.filter((d) => !d.is_owner && isLoser(d));
  const shifted = ownerLoss
    ? shiftedInterval(ownerLoss.pair)
    : f.level === "volatile" || f.level === "highly_volatile";
  const decision = shifted ? "investigate_serp_shift" : ownerLoss ? "refresh_content" : "monitor";
  const actions = ownerActions(f, { owner, ownerLoss, shifted });
  for (const d of watched.slice(0, 3)) {
    const loss = lossIntervalOf(d, f);
    actions.push({
      action: owner
        ? `Check whether your page can take the place ${d.domain} lost`
        : `Note the market move: ${d.domain} lost ground for "${f.keyword}"`,
      priority: "low",
      reason: loss ? `${d.domain} ${lossSentence(loss)}` : `${d.domain} lost ground`,
      target: d.first_url ?? d.domain,
    });
  }
  if (decision === "monitor") {
    actions.push({
      action: "Keep tracking this SERP weekly; no content change is indicated",
      priority: "low",
      reason: `Score ${f.score} (${f.level}) and ${
        owner ? "your site did not lose" : "no owner was given (`target`), so no page of yours"
      } lost 3 or more positions`,
      target: f.keyword,
    });
  }

  const peak = f.peak;
  const evidence: Evidence[] = [
    {
      claim: "Volatility score (0-100) over the supplied snapshots",
      value: f.score,
      source: "pairs[].score",
    },
    {
      claim: "Mean rank-biased overlap of consecutive snapshots (1 = identical)",
      value: f.meanRbo,
      source: "pairs[].rbo",
    },
    { claim: "Snapshots compared", value: f.snapshots.length, source: "snapshots" },
  ];
  if (peak) {
    evidence.push({
      claim: `Biggest shift, ${peak.from} to ${peak.to}: pair score`,
      value: peak.score,
      source: "pairs[].score",
    }, {
      claim: `URLs that entered the results between ${peak.from} and ${peak.to}`,
      value: peak.entered_count,
      source: "pairs[].entered_count",
    }, {
      claim: `URLs that left the results between ${peak.from} and ${peak.to}`,
      value: peak.exited_count,
      source: "pairs[].exited_count",
    });
    if (peak.jaccard_top10 !== null) {
      evidence.push({
        claim: `Jaccard overlap of the top 10, ${peak.from} to ${peak.to}`,
        value: peak.jaccard_top10,
        source: "pairs[].jaccard_top10",
      });
    }
  }
  for (const d of f.domainMovement.slice(0, 5)) {
    evidence.push({
      claim: `${d.domain}: best position in the first snapshot`,
      value: d.first_position,
      source: "domain_movement[].first_position",
    }, {
      claim: `${d.domain}: best position in the last snapshot`,
      value: d.last_position,
      source: "domain_movement[].last_position",
    });
  }
  const mover = f.topMovers[0];
  if (mover) {
    evidence.push({
      claim: `Biggest URL move (${mover.status}): ${mover.url}`,
      value: mover.change,
      source: "top_movers[0].change",
    });
  }

  const language = languageOfLocation(f.location);
  const locale = { location: f.location, ...(language ? { language } : {}) };
  const nextCalls: NextCall[] = [{
    endpoint: "/analyze/serp",
    reason: shifted
      ? "See which SERP features and result types the changed SERP now shows"
      : "Check the SERP features around the ranking results",
    body: { keyword: f.keyword, ...locale, device: f.device },
  }];
  const lostUrl = owner && ownerLoss ? absoluteUrl(owner.first_url ?? owner.last_url) : null;
  if (owner && lostUrl) {
    const body: Record<string, unknown> = {
      url: lostUrl,
      keyword: f.keyword,
      ...locale,
      refresh_goal: "recover_rankings",
    };
    // The rank belongs to the URL that holds it: only when the lost URL itself still ranks.
    const stillRanks = owner.last_url !== null && owner.first_url !== null &&
      normaliseUrl(owner.last_url).key === normaliseUrl(owner.first_url).key;
    if (stillRanks && owner.last_position !== null) body.current_rank = owner.last_position;
    nextCalls.push({
      endpoint: "/content/refresh-brief",
      reason: `${owner.domain} ${
        lossSentence(ownerLoss!)
      }; get a gap-based refresh brief for ${lostUrl}`,
      body,
    });
  }

  return agentWorkflow({
    decision,
    confidence: confidenceOf(f),
    summary: summaryOf(f, { decision, owner, ownerLoss }),
    recommended_actions: actions,
    evidence,
    limitations: limitationsOf(f),
    next_calls: nextCalls,
  });
}

function summaryOf(
  f: WorkflowFacts,
  verdict: { decision: string; owner: DomainMovement | null; ownerLoss: LossInterval | null },
): string {
  const { decision, owner, ownerLoss } = verdict;
  const head = `"${f.keyword}" scored ${f.score}/100 (${
    f.level.replace("_", " ")
  }) over ${f.snapshots.length} snapshots`;
  const who = owner && ownerLoss ? `; ${owner.domain} ${lossSentence(ownerLoss)}` : "";
  const what = decision === "investigate_serp_shift"
    ? ownerLoss
      ? "The whole SERP moved in that interval: investigate the shift before changing pages"
      : "Investigate the shift before changing pages"
    : decision === "refresh_content"
    ? "The SERP was calm in that interval, so the loss looks page-specific: check and refresh the page"
    : owner
    ? "Keep monitoring"
    : "No owner was given (`target`): this is a market watch, no page of yours is judged";
  return `${head}${who}. ${what}.`;
}

function confidenceOf(f: WorkflowFacts): number {
  let c = 0.5 + Math.min(0.35, 0.075 * (f.snapshots.length - 1));
  if (f.snapshots.some((s) => s.ranked.length < 10)) c -= 0.1;
  if (f.snapshots.some((s) => s.duplicates > 0 || s.unparsed > 0)) c -= 0.05;
  if (hasSameTimes(f.snapshots)) c -= 0.05;
  return Math.max(0.2, Math.min(0.9, c));
}

function hasSameTimes(snapshots: readonly Prepared[]): boolean {
  return snapshots.some((s, i) => i > 0 && s.ms === snapshots[i - 1].ms);
}

function limitationsOf(f: WorkflowFacts): string[] {
  const out: string[] = [];
  const withFeatures = f.snapshots.every((s) => s.features !== null);
  out.push(
    withFeatures
      ? "Only the supplied snapshots are compared; ads and personalisation are not seen."
      : "Only the supplied snapshots are compared; SERP features, ads and personalisation are not seen (add `serp_features` to snapshots to compare them).",
  );
  out.push(
    `Snapshots are assumed to share one location (${f.location}) and device (${f.device}); mixing them inflates volatility.`,
  );
  const duplicates = f.snapshots.reduce((n, s) => n + s.duplicates, 0);
  if (duplicates > 0) {
    const where = f.snapshots.filter((s) => s.duplicates > 0).map((s) => s.checked_at);
    out.push(
      `${duplicates} duplicate URL${
        duplicates === 1 ? "" : "s"
      } within a snapshot were merged, keeping the best position (${where.join(", ")}).`,
    );
  }
  const unparsed = f.snapshots.reduce((n, s) => n + s.unparsed, 0);
  if (unparsed > 0) {
    out.push(`${unparsed} result URL(s) could not be parsed as URLs and were compared as text.`);
  }
  const depths = f.snapshots.map((s) => s.ranked.length);
  const minDepth = Math.min(...depths);
  const maxDepth = Math.max(...depths);
  if (minDepth !== maxDepth) {
    out.push(
      `Snapshots list ${minDepth} to ${maxDepth} distinct URLs; RBO compares each pair over the shorter list's depth, and a URL ranked deeper than the other snapshot reaches is not counted as entered or exited.`,
    );
  }
  if (minDepth < 10) {
    out.push(
      `At least one snapshot lists fewer than 10 URLs (${minDepth}); scores on short lists swing more.`,
    );
  }
  if (hasSameTimes(f.snapshots)) {
    out.push("Some snapshots share the same checked_at; they were kept in input order.");
  }
  const gaps = f.pairs.map((p) => p.days_between).filter((d) => d > 0);
  if (gaps.length > 1 && Math.max(...gaps) > 3 * Math.min(...gaps)) {
    out.push(
      `Intervals between snapshots range from ${Math.min(...gaps)} to ${
        Math.max(...gaps)
      } days; longer intervals naturally show more change.`,
    );
  }
  const last = f.snapshots[f.snapshots.length - 1];
  const nowMs = f.now.getTime();
  if (last && Number.isFinite(nowMs)) {
    const age = Math.floor((nowMs - last.ms) / DAY_MS);
    if (age > 30) {
      out.push(`The newest snapshot is ${age} days old; the SERP may have moved since.`);
    }
    const future = f.snapshots.filter((s) => s.ms > nowMs + DAY_MS).length;
    if (future > 0) out.push(`${future} snapshot(s) are dated after the request time.`);
  }
  for (const d of f.domainMovement.filter((x) => x.status === "absent")) {
    out.push(`${d.domain} does not appear in any snapshot; its movement cannot be measured.`);
  }
  return out;
}

/** An absolute http(s) URL for a follow-up request, or null when the text cannot be one. */
function absoluteUrl(raw: string | null): string | null {
  if (!raw) return null;
  const text = /^https?:\/\//i.test(raw)
    ? raw
    : /^[a-z][a-z0-9+.-]*:/i.test(raw)
    ? null
    : `https://${raw.replace(/^\/\//, "")}`;
  if (!text || text.length > 2048) return null;
  try {
    const url = new URL(text);
    return url.hostname.includes(".") ? text : null;
  } catch {
    return null;
  }
}

function fmtPos(p: number | null): string {
  return p === null ? "absent" : `#${p}`;
}

function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

/** Code-unit order: deterministic whatever the server's locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

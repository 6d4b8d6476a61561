/**
 * Keyword clustering quality and speed on the CLINC150 benchmark sets
 * (`../../shared/corpus/clinc150/sets/*.json`, 200 labelled queries each):
 *   - per set and per set family: adjusted Rand index, V-measure (homogeneity, completeness)
 *     and B-cubed F1 against the `intent` labels, and for two-level sets also against `domain`
 *     (clusters, and pillars where clusters are grouped);
 *   - two baselines in the same run: every keyword its own cluster, and clusters by first
 *     non-stopword token;
 *   - a threshold sweep (mean ARI / V-measure per family), and wall time per 200-keyword run.
 * Run: `npx -y deno@2.9.6 run -A bench/keyword_clusters_bench.ts [--thresholds=0.08,0.1,0.12]`.
 */
import {
  buildKeywordClusters,
  DEFAULT_THRESHOLDS,
  type KeywordClustersResult,
} from "../lib/analysis/keyword_clusters/mod.ts";
import { type ClusterScores, clusterScores } from "../lib/analysis/cluster_metrics.ts";
import { tokens } from "../lib/toolkit/tokens.ts";

import { multilingualReport } from "../tests/fixtures/multilingual.ts";

const SETS = new URL("../../shared/corpus/clinc150/sets/", import.meta.url);
const NOW = new Date("2026-01-01T00:00:00Z");
const RUNS = 5;

interface GoldItem {
  keyword: string;
  intent: string;
  domain: string;
}

interface BenchSet {
  name: string;
  kind: string;
  gold: GoldItem[];
}

async function loadSets(): Promise<BenchSet[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(SETS)) {
    if (entry.isFile && entry.name.endsWith(".json")) names.push(entry.name);
  }
  names.sort();
  const sets: BenchSet[] = [];
  for (const name of names) {
    const data = JSON.parse(await Deno.readTextFile(new URL(name, SETS)));
    sets.push({ name: data.name ?? name.replace(/\.json$/, ""), kind: data.kind, gold: data.gold });
  }
  return sets;
}

/** Predicted cluster label of every supplied keyword (singletons get their own label). */
export function predictedLabels(
  keywords: readonly string[],
  result: KeywordClustersResult,
  level: "cluster" | "pillar" = "cluster",
): string[] {
  const label = new Map<string, string>();
  for (const c of result.cluster_plan.clusters) {
    const id = level === "pillar" && c.pillar_id ? c.pillar_id : c.id;
    for (const k of c.keywords) for (const s of [k.keyword, ...k.variants]) label.set(s, id);
  }
  for (const s of result.cluster_plan.singletons) {
    for (const form of [s.keyword, ...s.variants]) label.set(form, `single:${s.keyword}`);
  }
  return keywords.map((k) => {
    const id = label.get(k.trim());
    if (id === undefined) throw new Error(`Keyword "${k}" is missing from the cluster plan`);
    return id;
  });
}

/** Baseline (a): every keyword its own cluster. */
function ownClusters(keywords: readonly string[]): string[] {
  return keywords.map((_, i) => `k${i}`);
}

/** Baseline (b): clusters by first non-stopword token (keywords without one stay alone). */
function firstToken(keywords: readonly string[]): string[] {
  return keywords.map((k, i) => tokens(k)[0] ?? `none${i}`);
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor((s.length - 1) / 2)];
}

function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)];
}

const f3 = (x: number) => x.toFixed(3);

interface Row {
  set: BenchSet;
  ours: ClusterScores;
  own: ClusterScores;
  first: ClusterScores;
  domain?: { clusters: ClusterScores; pillars: ClusterScores; first: ClusterScores };
  clusters: number;
  singletons: number;
  ms: number;
}

function mean(rows: Row[], pick: (r: Row) => number): number {
  return rows.reduce((s, r) => s + pick(r), 0) / Math.max(1, rows.length);
}

function run(set: BenchSet, thresholds?: Partial<typeof DEFAULT_THRESHOLDS>) {
  const keywords = set.gold.map((g) => g.keyword);
  return buildKeywordClusters({ keywords }, { now: NOW, thresholds });
}

function evaluate(set: BenchSet): Row {
  const keywords = set.gold.map((g) => g.keyword);
  const intents = set.gold.map((g) => g.intent);
  const times: number[] = [];
  let result = run(set);
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    result = run(set);
    times.push(performance.now() - started);
  }
  const predicted = predictedLabels(keywords, result);
  const row: Row = {
    set,
    ours: clusterScores(intents, predicted),
    own: clusterScores(intents, ownClusters(keywords)),
    first: clusterScores(intents, firstToken(keywords)),
    clusters: result.cluster_plan.stats.clusters,
    singletons: result.cluster_plan.stats.singletons,
    ms: median(times),
  };
  if (set.kind === "two_level") {
    const domains = set.gold.map((g) => g.domain);
    row.domain = {
      clusters: clusterScores(domains, predicted),
      pillars: clusterScores(domains, predictedLabels(keywords, result, "pillar")),
      first: clusterScores(domains, firstToken(keywords)),
    };
  }
  return row;
}

function sweep(sets: BenchSet[], values: number[]): void {
  const kinds = [...new Set(sets.map((s) => s.kind))];
  console.log("\n## Threshold sweep (cluster level; mean ARI / V-measure against intent)\n");
  console.log(`| cluster threshold | ${kinds.join(" | ")} | overall | mean clusters (2+) |`);
  console.log(`| --- | ${kinds.map(() => "---").join(" | ")} | --- | --- |`);
  for (const t of values) {
    const per = new Map<string, { ari: number; v: number }[]>();
    let clusters = 0;
    for (const set of sets) {
      const keywords = set.gold.map((g) => g.keyword);
      const result = run(set, { cluster: t, subtopic: Math.max(t, DEFAULT_THRESHOLDS.subtopic) });
      const s = clusterScores(set.gold.map((g) => g.intent), predictedLabels(keywords, result));
      per.set(set.kind, [...(per.get(set.kind) ?? []), { ari: s.ari, v: s.v_measure }]);
      clusters += result.cluster_plan.stats.clusters;
    }
    const cells = kinds.map((k) => {
      const xs = per.get(k)!;
      const ari = xs.reduce((a, x) => a + x.ari, 0) / xs.length;
      const v = xs.reduce((a, x) => a + x.v, 0) / xs.length;
      return `${f3(ari)} / ${f3(v)}`;
    });
    const all = [...per.values()].flat();
    const ari = all.reduce((a, x) => a + x.ari, 0) / all.length;
    const v = all.reduce((a, x) => a + x.v, 0) / all.length;
    const mark = t === DEFAULT_THRESHOLDS.cluster ? " (default)" : "";
    console.log(
      `| ${t}${mark} | ${cells.join(" | ")} | ${f3(ari)} / ${f3(v)} | ${
        (clusters / sets.length).toFixed(1)
      } |`,
    );
  }
}

async function main(): Promise<void> {
  let sets: BenchSet[];
  try {
    sets = await loadSets();
  } catch (error) {
    console.error(`Cannot read the CLINC150 sets in ${SETS.pathname}: ${error}`);
    Deno.exit(1);
  }
  const arg = Deno.args.find((a) => a.startsWith("--thresholds="));
  const sweepValues = arg
    ? arg.slice("--thresholds=".length).split(",").map(Number).filter((x) => x > 0 && x <= 1)
    : [0.06, 0.08, 0.1, 0.12, 0.15, 0.2, 0.3];

  console.log(
    `# Keyword clustering on CLINC150, ${sets.length} sets, thresholds ${
      JSON.stringify(DEFAULT_THRESHOLDS)
    }\n`,
  );
  console.log(
    "ARI / V-measure (homogeneity, completeness) against `intent`; baselines: (a) every keyword its own cluster, (b) first non-stopword token. Time: median of 5 runs of the whole analysis.\n",
  );
  console.log(
    "| set | gold intents | clusters (2+) + singletons | ARI | V (h, c) | B3 F1 | ARI (a) | V (a) | ARI (b) | V (b) | ms |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  const rows: Row[] = [];
  // Warm-up, so the first set's time is not the JIT's.
  run(sets[0]);
  for (const set of sets) {
    const r = evaluate(set);
    rows.push(r);
    console.log(
      `| ${set.name} | ${r.ours.classes} | ${r.clusters} + ${r.singletons} | ${f3(r.ours.ari)} | ${
        f3(r.ours.v_measure)
      } (${f3(r.ours.homogeneity)}, ${f3(r.ours.completeness)}) | ${f3(r.ours.bcubed_f1)} | ${
        f3(r.own.ari)
      } | ${f3(r.own.v_measure)} | ${f3(r.first.ari)} | ${f3(r.first.v_measure)} | ${
        r.ms.toFixed(1)
      } |`,
    );
  }

  console.log("\n## Per set family (means)\n");
  console.log(
    "| family | sets | ARI | V-measure | homogeneity | completeness | B3 F1 | ARI (a) | V (a) | ARI (b) | V (b) | clusters / gold |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  const families = [...new Set(rows.map((r) => r.set.kind)), "overall"];
  for (const kind of families) {
    const rs = kind === "overall" ? rows : rows.filter((r) => r.set.kind === kind);
    console.log(
      `| ${kind} | ${rs.length} | ${f3(mean(rs, (r) => r.ours.ari))} | ${
        f3(mean(rs, (r) => r.ours.v_measure))
      } | ${f3(mean(rs, (r) => r.ours.homogeneity))} | ${
        f3(mean(rs, (r) => r.ours.completeness))
      } | ${f3(mean(rs, (r) => r.ours.bcubed_f1))} | ${f3(mean(rs, (r) => r.own.ari))} | ${
        f3(mean(rs, (r) => r.own.v_measure))
      } | ${f3(mean(rs, (r) => r.first.ari))} | ${f3(mean(rs, (r) => r.first.v_measure))} | ${
        (mean(rs, (r) => r.ours.clusters / r.ours.classes)).toFixed(2)
      } |`,
    );
  }

  const m = multilingualReport();
  console.log("\n## Multilingual check (tests/fixtures/multilingual_keywords.json)\n");
  console.log(
    "| keywords | languages | clusters | clustered | mixed clusters / subtopics / pillars | topic purity | ARI (language x topic) |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  console.log(
    `| ${m.keywords} | ${m.languages} | ${m.clusters} | ${
      f3(m.clustered)
    } | ${m.mixed_clusters} / ${m.mixed_subtopics} / ${m.mixed_pillars} | ${f3(m.topic_purity)} | ${
      f3(m.ari)
    } |`,
  );

  const two = rows.filter((r) => r.domain);
  if (two.length > 0) {
    console.log("\n## Two-level sets against `domain` (pillar level; means)\n");
    console.log("| partition | ARI | V-measure | homogeneity | completeness |");
    console.log("| --- | --- | --- | --- | --- |");
    const show = (label: string, pick: (r: Row) => ClusterScores) =>
      console.log(
        `| ${label} | ${f3(mean(two, (r) => pick(r).ari))} | ${
          f3(mean(two, (r) => pick(r).v_measure))
        } | ${f3(mean(two, (r) => pick(r).homogeneity))} | ${
          f3(mean(two, (r) => pick(r).completeness))
        } |`,
      );
    show("our clusters", (r) => r.domain!.clusters);
    show("our pillars (clusters grouped)", (r) => r.domain!.pillars);
    show("baseline (b) first token", (r) => r.domain!.first);
  }

  const times = rows.map((r) => r.ms);
  console.log(
    `\nTime per 200-keyword set (median of ${RUNS} runs each): p50 ${
      percentile(times, 0.5).toFixed(1)
    } ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms.`,
  );

  sweep(sets, sweepValues);
}

if (import.meta.main) await main();

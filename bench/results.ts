/**
 * The one results object of `deno task bench`: every measurement as a row beside its baseline,
 * with the targets it is held to, written as `bench/results/latest.json` and rendered as the
 * markdown table of `bench/results/latest.md` (and of README.md's benchmark block).
 */

/** A bound a row is held to; `met` is computed from the run, never written by hand. */
export interface RowTarget {
  /** What the bound applies to: the row's value, or its ratio to the baseline. */
  on: "value" | "ratio";
  min?: number;
  max?: number;
  met: boolean;
  /** The target as the issue states it, e.g. "full stack >= 20% of bare Hono". */
  text: string;
}

/** One measurement. */
export interface Row {
  /** Stable id, e.g. `http.echo.rps`; the section is its first part. */
  id: string;
  section: Section;
  label: string;
  value: number;
  unit: string;
  /** What the value is compared with; in the row's unit unless it says its own. */
  baseline?: { label: string; value: number; unit?: string };
  /** value / baseline.value. */
  ratio?: number;
  target?: RowTarget;
  notes?: string;
}

/** The sections of a run, in run order (`BENCH_ONLY` takes a comma list of these). */
export const SECTIONS = [
  "ledger",
  "jobs",
  "sse",
  "webhooks",
  "extract",
  "memory",
  "http",
  "growth",
  "processes",
] as const;

/** One section name. */
export type Section = typeof SECTIONS[number];

/** What produced the HTTP load. */
export interface LoadGenerator {
  tool: "wrk" | "deno-fetch";
  threads: number;
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

/** Everything one run measured. */
export interface Results {
  date: string;
  /** `git rev-parse HEAD`, null outside a checkout; `dirty` when the tree had changes. */
  commit: string | null;
  dirty: boolean;
  cores: number;
  deno: string;
  os: string;
  loadGenerator: LoadGenerator;
  /** The environment knobs the run used (defaults filled in). */
  knobs: Record<string, string | number>;
  sections: Section[];
  /** Wall time of the whole run, in seconds. */
  durationSeconds: number;
  rows: Row[];
}

/** Options of `row`. */
export interface RowOptions {
  baseline?: { label: string; value: number; unit?: string };
  /** A lower bound on the value (or on the ratio with `targetOn: "ratio"`). */
  min?: number;
  max?: number;
  targetOn?: "value" | "ratio";
  targetText?: string;
  notes?: string;
}

/** A row, with its ratio and target evaluated. */
export function row(
  id: string,
  label: string,
  value: number,
  unit: string,
  options: RowOptions = {},
): Row {
  const out: Row = { id, section: id.split(".")[0] as Section, label, value, unit };
  if (options.baseline) {
    out.baseline = options.baseline;
    if (Number.isFinite(value) && options.baseline.value > 0) {
      out.ratio = value / options.baseline.value;
    }
  }
  if (options.min !== undefined || options.max !== undefined) {
    const on = options.targetOn ?? "value";
    const x = on === "ratio" ? out.ratio : value;
    const met = x !== undefined && Number.isFinite(x) &&
      (options.min === undefined || x >= options.min) &&
      (options.max === undefined || x <= options.max);
    out.target = {
      on,
      ...(options.min !== undefined ? { min: options.min } : {}),
      ...(options.max !== undefined ? { max: options.max } : {}),
      met,
      text: options.targetText ?? "",
    };
  }
  if (options.notes) out.notes = options.notes;
  return out;
}

/** A number for a table cell: 3 significant figures below 100, whole numbers above. */
export function fmt(n: number): string {
  if (!Number.isFinite(n)) return "n/a";
  const abs = Math.abs(n);
  if (abs >= 100) return Math.round(n).toLocaleString("en-US");
  if (abs >= 10) return n.toFixed(1);
  if (abs >= 1) return n.toFixed(2);
  if (abs === 0) return "0";
  return n.toPrecision(3);
}

function cell(text: string): string {
  return text.replaceAll("|", "\\|").replaceAll("\n", " ");
}

function targetCell(r: Row): string {
  const t = r.target;
  if (!t) return "";
  const what = t.on === "ratio" ? "x" : ` ${r.unit}`;
  const bound = [
    t.min !== undefined ? `>= ${t.min}${what}` : "",
    t.max !== undefined ? `<= ${t.max}${what}` : "",
  ].filter(Boolean).join(", ");
  return `${bound}: ${t.met ? "met" : "**not met**"}`;
}

/** The markdown table of the rows. */
export function table(rows: readonly Row[]): string {
  const lines = [
    "| section | measurement | value | baseline | ratio | target | notes |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const r of rows) {
    const baseline = r.baseline
      ? `${r.baseline.label}: ${fmt(r.baseline.value)} ${r.baseline.unit ?? r.unit}`.trim()
      : "";
    const ratio = r.ratio !== undefined ? `${r.ratio.toFixed(2)}x` : "";
    lines.push(
      `| ${
        [
          r.section,
          r.label,
          `${fmt(r.value)} ${r.unit}`.trim(),
          baseline,
          ratio,
          targetCell(r),
          r.notes ?? "",
        ].map(cell).join(" | ")
      } |`,
    );
  }
  return lines.join("\n");
}

/** The header lines and the table: the content of `latest.md` and of the README block. */
export function markdown(results: Results): string {
  const lg = results.loadGenerator;
  const load = lg.tool === "wrk"
    ? `wrk (${lg.threads} thread), ${lg.connections} keep-alive connections, ${lg.seconds} s per run after a ${lg.warmupSeconds} s warm-up`
    : `Deno fetch loop in the bench process (client-bound: install wrk), ${lg.connections} connections, ${lg.seconds} s per run`;
  const targets = results.rows.filter((r) => r.target);
  const met = targets.filter((r) => r.target!.met).length;
  const knobs = Object.entries(results.knobs).map(([k, v]) => `\`${k}\` ${v}`).join(", ");
  return [
    `Run ${results.date} on commit ${results.commit?.slice(0, 12) ?? "unknown"}${
      results.dirty ? " (uncommitted changes)" : ""
    }, ${results.cores} cores, Deno ${results.deno} (${results.os}), ${
      results.durationSeconds.toFixed(0)
    } s in all.`,
    `Load: ${load}. Knobs: ${knobs}. Sections: ${results.sections.join(", ")}.`,
    `Targets met: ${met} of ${targets.length}.`,
    "",
    table(results.rows),
  ].join("\n");
}

/** The README block markers. */
export const README_START = "<!-- bench:start -->";
export const README_END = "<!-- bench:end -->";

/** `readme` with the text between the bench markers replaced by `body`; null without markers. */
export function replaceReadmeBlock(readme: string, body: string): string | null {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) return null;
  return `${readme.slice(0, start + README_START.length)}\n\n${body}\n\n${readme.slice(end)}`;
}

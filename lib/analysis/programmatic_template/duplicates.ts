/** Exact and near-duplicate records. */
import { byText, normalizeText, truncate } from "../../toolkit/text.ts";
import { jaccard } from "../../toolkit/tokens.ts";
import type { RecordFact } from "./record_fact.ts";
import type { DuplicateGroup } from "./result.ts";
import { DUPLICATES, THRESHOLDS } from "./thresholds.ts";
import { isFilled, valueText } from "./values.ts";

/** The records sharing one key, as groups of two or more. */
function collect(
  facts: readonly RecordFact[],
  kind: DuplicateGroup["kind"],
  keyOf: (f: RecordFact) => string | null,
): DuplicateGroup[] {
  const groups: DuplicateGroup[] = [];
  const by = new Map<string, number[]>();
  for (const f of facts) {
    const key = keyOf(f);
    if (key === null) continue;
    const list = by.get(key);
    if (list) list.push(f.index);
    else by.set(key, [f.index]);
  }
  for (const [key, list] of by) {
    if (list.length < 2) continue;
    groups.push({
      kind,
      records: list,
      labels: list.slice(0, 5).map((i) => facts[i].label),
      value: truncate(key, 200),
    });
  }
  return groups;
}

/** Exact collisions: the same URL, the same keyword, the same unique-field values. */
function exactGroups(
  facts: readonly RecordFact[],
  ctx: { uniqueFields: string[] },
): DuplicateGroup[] {
  const groups: DuplicateGroup[] = [];
  groups.push(...collect(facts, "same_url", (f) => {
    if (!f.url.ok) return null;
    return f.url.text.toLowerCase().replace(/\/+$/, "").replace(/^https?:\/\/(www\.)?/, "");
  }));
  groups.push(
    ...collect(facts, "same_keyword", (f) => f.keyword.ok ? normalizeText(f.keyword.text) : null),
  );
  if (ctx.uniqueFields.length > 0) {
    // One short value shared by chance (two cities with 42 plumbers) is no duplicate: the
    // signature needs two filled unique fields, or one of `DUPLICATES.signature_words` words.
    groups.push(...collect(facts, "same_unique_values", (f) => {
      if (f.missingVars.length > 0) return null;
      const parts = ctx.uniqueFields.map((u) => {
        const v = f.values.get(u);
        return isFilled(v) ? normalizeText(valueText(v)) : "";
      });
      const filled = parts.filter((p) => p !== "");
      if (filled.length === 0) return null;
      if (filled.length === 1 && filled[0].split(" ").length < DUPLICATES.signature_words) {
        return null;
      }
      return parts.join("\u0001");
    }));
  }
  return groups;
}

/** The lower of the two near-duplicate Jaccard limits: every near pair reaches it. */
export const LOWEST_JACCARD = Math.min(
  THRESHOLDS.near_duplicate_jaccard,
  DUPLICATES.contained_jaccard,
);

/**
 * Near duplicates: both rules imply Jaccard >= `LOWEST_JACCARD`, so an exact prefix filter applies
 * (Chaudhuri et al. 2006): with tokens ordered rarest first, two sets with Jaccard >= t
 * share a token among the first |A| - ceil(t |A|) + 1 of each. Only those are indexed, so a
 * token every record has ("city") does not make the comparison quadratic.
 */
function prefixIndex(live: readonly RecordFact[]) {
  const df = new Map<string, number>();
  for (const f of live) for (const t of f.valueTokens) df.set(t, (df.get(t) ?? 0) + 1);
  const prefixes = new Map<number, string[]>();
  const index = new Map<string, number[]>();
  for (const f of live) {
    const ordered = [...f.valueTokens].sort((a, b) => df.get(a)! - df.get(b)! || byText(a, b));
    const prefix = ordered.slice(
      0,
      ordered.length - Math.ceil(LOWEST_JACCARD * ordered.length) + 1,
    );
    prefixes.set(f.index, prefix);
    for (const t of prefix) {
      const list = index.get(t);
      if (list) list.push(f.index);
      else index.set(t, [f.index]);
    }
  }
  return { prefixes, index };
}

/** A union-find over record indexes; the smaller index is the root. */
function unionFind() {
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r)!;
    return r;
  };
  const union = (a: number, b: number) => {
    for (const x of [a, b]) if (!parent.has(x)) parent.set(x, x);
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(Math.max(ra, rb), Math.min(ra, rb));
  };
  return { parent, find, union };
}

/** Groups of records whose variable values nearly match (pairs already exact are skipped). */
function nearGroups(facts: readonly RecordFact[], exact: DuplicateGroup[]): DuplicateGroup[] {
  const exactPairs = new Set<number>();
  const n = facts.length;
  for (const g of exact) {
    if (g.kind === "same_unique_values") continue;
    for (const a of g.records) for (const b of g.records) if (a < b) exactPairs.add(a * n + b);
  }
  const live = facts.filter((f) => f.missingVars.length === 0 && f.valueTokens.size > 0);
  const { prefixes, index } = prefixIndex(live);
  const { parent, find, union } = unionFind();
  for (const f of live) {
    const candidates = new Set<number>();
    for (const t of prefixes.get(f.index)!) {
      for (const j of index.get(t)!) if (j > f.index) candidates.add(j);
    }
    for (const j of [...candidates].sort((a, b) => a - b)) {
      if (exactPairs.has(f.index * n + j)) continue;
      const a = f.valueTokens;
      const b = facts[j].valueTokens;
      const sim = jaccard(a, b);
      const [small, large] = a.size <= b.size ? [a, b] : [b, a];
      const contained = small.size > 0 && [...small].every((t) => large.has(t));
      const near = sim >= THRESHOLDS.near_duplicate_jaccard ||
        (contained && sim >= DUPLICATES.contained_jaccard);
      if (near) union(f.index, j);
    }
  }
  const near = new Map<number, number[]>();
  for (const i of [...parent.keys()].sort((a, b) => a - b)) {
    const r = find(i);
    const list = near.get(r) ?? [];
    list.push(i);
    near.set(r, list);
  }
  const groups: DuplicateGroup[] = [];
  for (const [, list] of [...near.entries()].sort((a, b) => a[0] - b[0])) {
    if (list.length < 2) continue;
    const head = facts[list[0]];
    groups.push({
      kind: "near_duplicate_keyword",
      records: list,
      labels: list.slice(0, 5).map((i) => facts[i].label),
      value: head.keyword.ok ? truncate(head.keyword.text, 200) : head.label,
    });
  }
  return groups;
}

/** Exact collisions (URL, keyword, unique values) and near-duplicate variable values. */
export function findDuplicates(
  facts: readonly RecordFact[],
  ctx: { uniqueFields: string[] },
): DuplicateGroup[] {
  const exact = exactGroups(facts, ctx);
  const groups = [...exact, ...nearGroups(facts, exact)];
  const kindOrder = ["same_url", "same_keyword", "same_unique_values", "near_duplicate_keyword"];
  return groups.sort((x, y) =>
    kindOrder.indexOf(x.kind) - kindOrder.indexOf(y.kind) || x.records[0] - y.records[0]
  );
}

/** The duplicate groups, the records in any of them, and those sharing a URL. */
export interface Duplicates {
  groups: DuplicateGroup[];
  duplicated: Set<number>;
  urlCollided: Set<number>;
}

/** Finds the duplicate groups of the records and the records they hold. */
export function duplicatesOf(facts: readonly RecordFact[], uniqueFields: string[]): Duplicates {
  const groups = findDuplicates(facts, { uniqueFields });
  const duplicated = new Set<number>();
  for (const g of groups) for (const r of g.records) duplicated.add(r);
  const urlCollided = new Set<number>();
  for (const g of groups) {
    if (g.kind === "same_url") { for (const r of g.records) urlCollided.add(r); }
  }
  return { groups, duplicated, urlCollided };
}

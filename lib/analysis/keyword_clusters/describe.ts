/** A cluster described: its head, intent, suggested page, shared terms and subtopics. */
import { buyerStage } from "../intent.ts";
import { byText } from "../../toolkit/text.ts";
import { type Intent } from "../../toolkit/values.ts";
import { round } from "../../toolkit/numbers.ts";
import type { Item } from "./facts.ts";
import { QUESTION_START } from "./lexicon.ts";
import type { ClusterKeyword, IntentVotes, KeywordCluster, Subtopic } from "./result.ts";
import { suggestPage } from "./suggest_page.ts";

const INTENTS: readonly Intent[] = [
  "transactional",
  "commercial",
  "informational",
  "navigational",
];

export interface BuiltCluster {
  cluster: KeywordCluster;
  members: number[];
  head: Item;
  cohesion: number;
}

export interface ClusterContext {
  items: readonly Item[];
  sim: Float64Array;
  subtopicOf: readonly number[];
  year: number;
  /** With method serp: which keywords had a SERP; null for the lexical method. */
  withSerp: readonly boolean[] | null;
}

/** The groups of 2+ keywords described, largest first (then most cohesive, A-Z), numbered. */
export function describeClusters(
  groups: readonly number[][],
  ctx: ClusterContext,
): BuiltCluster[] {
  const clusters = groups.filter((g) => g.length >= 2)
    .map((members) => describeCluster(members, ctx))
    .sort((a, b) =>
      b.members.length - a.members.length || b.cohesion - a.cohesion ||
      byText(a.head.norm, b.head.norm)
    );
  clusters.forEach((c, i) => (c.cluster.id = `c${i + 1}`));
  return clusters;
}

/**
 * The head: the member with the most demand when search volumes are given; else the most
 * central member: highest mean similarity to the others; ties: shorter, then alphabetical. A question ("what is a crm") heads the group only when no statement-form
 * keyword reaches half its centrality: questions make sections, noun phrases make pages.
 */
function centralMember(
  members: readonly number[],
  items: readonly Item[],
  sim: Float64Array,
) {
  const n = items.length;
  const scored = members.map((i) => {
    let total = 0;
    for (const j of members) if (j !== i) total += sim[i * n + j];
    return { i, score: round(total / Math.max(1, members.length - 1), 9) };
  }).sort((a, b) =>
    b.score - a.score || items[a.i].keyword.length - items[b.i].keyword.length ||
    byText(items[a.i].keyword, items[b.i].keyword)
  );
  // Demand decides when volumes are given: the biggest statement-form keyword (a question only
  // when no statement has a volume); centrality breaks ties.
  const withVolume = scored.filter((x) => items[x.i].volume !== null);
  if (withVolume.length > 0) {
    const statements = withVolume.filter((x) => !QUESTION_START.test(items[x.i].norm));
    const pool = statements.length > 0 ? statements : withVolume;
    return pool.reduce((best, x) => items[x.i].volume! > items[best.i].volume! ? x : best).i;
  }
  const top = scored[0];
  const statement = scored.find((x) => !QUESTION_START.test(items[x.i].norm));
  return statement && statement.score >= 0.5 * top.score ? statement.i : top.i;
}

function describeCluster(members: number[], ctx: ClusterContext): BuiltCluster {
  const { items, sim } = ctx;
  const n = items.length;
  const headIndex = centralMember(members, items, sim);
  const head = items[headIndex];
  let pairSum = 0;
  let pairs = 0;
  for (let x = 0; x < members.length; x++) {
    for (let y = x + 1; y < members.length; y++) {
      pairSum += sim[members[x] * n + members[y]];
      pairs++;
    }
  }
  const cohesion = round(pairs === 0 ? 1 : pairSum / pairs, 3);
  const ordered = [...members].sort((a, b) =>
    (a === headIndex ? -1 : 0) - (b === headIndex ? -1 : 0) ||
    sim[headIndex * n + b] - sim[headIndex * n + a] || byText(items[a].norm, items[b].norm)
  );
  const votes: IntentVotes = { transactional: 0, commercial: 0, informational: 0, navigational: 0 };
  for (const i of members) if (items[i].signal !== null) votes[items[i].intent]++;
  const intent = majorityIntent(votes, head);
  const informational = votes.informational;
  const buying = votes.commercial + votes.transactional;
  const keywords: ClusterKeyword[] = ordered.map((i) => ({
    keyword: items[i].keyword,
    similarity_to_head: i === headIndex ? 1 : round(sim[headIndex * n + i], 3),
    intent: items[i].intent,
    intent_signal: items[i].signal,
    variants: items[i].variants,
    search_volume: items[i].volume,
  }));
  const volumes = members.map((i) => items[i].volume).filter((v): v is number => v !== null);
  const cluster: KeywordCluster = {
    id: "",
    head_term: head.keyword,
    pillar_id: null,
    size: members.length,
    total_search_volume: volumes.length > 0 ? volumes.reduce((a, b) => a + b, 0) : null,
    intent,
    buyer_stage: buyerStage(intent),
    intent_votes: votes,
    mixed_intent: informational >= 2 && buying >= 2,
    suggested_page: suggestPage(head, {
      intent,
      modified: members.some((i) => items[i].signal !== null),
      size: members.length,
      texts: members.map((i) => items[i].norm),
      year: ctx.year,
    }),
    shared_terms: sharedTerms(members, items),
    cohesion,
    grouped_by: ctx.withSerp && members.every((i) => ctx.withSerp![i]) ? "serp" : "lexical",
    keywords,
    subtopics: subtopicsOf(ordered, ctx),
  };
  return { cluster, members, head, cohesion };
}

function majorityIntent(votes: IntentVotes, head: Item): Intent {
  const top = Math.max(...INTENTS.map((i) => votes[i]));
  if (top === 0) return "informational";
  const tied = INTENTS.filter((i) => votes[i] === top);
  if (head.signal !== null && tied.includes(head.intent)) return head.intent;
  return tied[0];
}

/** Surface words present in at least half of the members (and 2+), most frequent first. */
function sharedTerms(members: readonly number[], items: readonly Item[]): string[] {
  const count = new Map<string, number>();
  const surface = new Map<string, Map<string, number>>();
  for (const i of members) {
    const seen = new Set<string>();
    items[i].stems.forEach((s, k) => {
      const forms = surface.get(s) ?? new Map<string, number>();
      forms.set(items[i].words[k], (forms.get(items[i].words[k]) ?? 0) + 1);
      surface.set(s, forms);
      if (!seen.has(s)) {
        seen.add(s);
        count.set(s, (count.get(s) ?? 0) + 1);
      }
    });
  }
  const min = Math.max(2, Math.ceil(members.length / 2));
  return [...count].filter(([, c]) => c >= min)
    .sort((a, b) => b[1] - a[1] || byText(a[0], b[0]))
    .slice(0, 5)
    .map(([s]) =>
      [...surface.get(s)!].sort((a, b) =>
        b[1] - a[1] || a[0].length - b[0].length ||
        byText(a[0], b[0])
      )[0][0]
    );
}

function subtopicsOf(ordered: readonly number[], ctx: ClusterContext): Subtopic[] {
  const byLabel = new Map<number, number[]>();
  for (const i of ordered) {
    const g = byLabel.get(ctx.subtopicOf[i]) ?? [];
    g.push(i);
    byLabel.set(ctx.subtopicOf[i], g);
  }
  const groups = [...byLabel.values()].filter((g) => g.length >= 2);
  if (groups.length < 2) return [];
  return groups.map((g) => {
    const head = centralMember(g, ctx.items, ctx.sim);
    const rest = g.filter((i) => i !== head).map((i) => ctx.items[i].keyword);
    return { head_term: ctx.items[head].keyword, keywords: [ctx.items[head].keyword, ...rest] };
  }).sort((a, b) => b.keywords.length - a.keywords.length || byText(a.head_term, b.head_term));
}

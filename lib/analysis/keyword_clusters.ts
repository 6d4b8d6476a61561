/**
 * Keyword clustering: groups a keyword list by lexical and morphological similarity
 * (IDF-weighted stems, words, stem bigrams and character 3-grams, cosine, average-linkage
 * agglomeration) into three nested levels: pillars, clusters and page-level subtopics; then
 * names each cluster's head term, intent, buyer stage and suggested page. Pure and
 * deterministic: the same keywords in any order give byte-identical output.
 */
import { z } from "zod";
import { analysisExtras } from "../agent/result.ts";
import { calibrate } from "../agent/confidence.ts";
import { languageGroup, languageOfText } from "./understanding/language.ts";
import { isForeignStopword } from "./understanding/stopwords.ts";
import { stemmerFor } from "./understanding/stemming.ts";
import { marketOfLanguage } from "./understanding/locale.ts";
import { isModifierWord, isQuestion } from "./understanding/query_modifiers.ts";
import type { KeywordClustersRequestSchema } from "../operations/keyword_cluster_build.ts";
import {
  type AgentWorkflow,
  agentWorkflow,
  AgentWorkflowSchema,
  type Evidence,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../agent/workflow.ts";
import {
  buyerStage,
  byText,
  classifyIntent,
  type Intent,
  normalizeText,
  round,
  STOPWORDS,
  tokens,
} from "./text.ts";

/** The parsed `/keyword-cluster/build` request. */
export type KeywordClustersInput = z.output<typeof KeywordClustersRequestSchema>;

/** Similarity levels of the three nested partitions (cosine, 0..1). */
export interface ClusterThresholds {
  /** Clusters (topic level; one page unless they have subtopics). */
  cluster: number;
  /** Subtopics inside a cluster (sections, or separate pages when their SERPs differ). */
  subtopic: number;
  /** Pillars: clusters close enough to share a hub page. */
  pillar: number;
}

/** Options of {@linkcode buildKeywordClusters}. */
export interface KeywordClustersOptions {
  /** The request's clock: used only for the year in comparison-page titles. */
  now: Date;
  /** Overrides of the default thresholds (benchmarks and experiments; not a request field). */
  thresholds?: Partial<ClusterThresholds>;
}

/** Tuned on the CLINC150 benchmark sets (cluster) and on hand-labelled SEO lists (subtopic). */
export const DEFAULT_THRESHOLDS: Readonly<ClusterThresholds> = Object.freeze({
  cluster: 0.08,
  subtopic: 0.35,
  pillar: 0.04,
});

/** Weight of the unstemmed word on top of its stem (before IDF). */
const SURFACE_WEIGHT = 0.5;
/** Weight of a stem bigram relative to a unigram (before IDF). */
const BIGRAM_WEIGHT = 0.25;
/** Total weight of a token's character 3-grams relative to the token (before IDF). */
const CHAR_WEIGHT = 0.5;
/** Character 3-grams are added for tokens of at least this many characters. */
const CHAR_MIN_LENGTH = 5;
/** Weight of query modifiers ("best", "free", "pricing", "tips") relative to topic words. */
const MODIFIER_WEIGHT = 0.5;

/**
 * Search modifiers: they change the page type or the angle, not the topic, so two keywords
 * sharing only "best" or "free" should not look alike.
 */
const MODIFIERS: ReadonlySet<string> = new Set(
  ("best top cheap cheapest buy free online review reviews near price prices pricing cost costs " +
    "new good great tool tools software app apps service services company companies agency " +
    "agencies template templates example examples guide guides tips ideas checklist list")
    .split(" "),
);

/** Heads with one of these words get a tool page. */
const TOOL_WORDS = /\b(calculator|generator|checker|converter|estimator)s?\b/;
/** Informational keywords with these words ask for a long-form guide. */
const GUIDE_WORDS = /\b(how|guide|tutorial|steps|checklist|learn)\b/;
/** Question openings kept as the page title. */
const QUESTION_START = /^(how|what|why|when|where|who|which|can|does|do|is|are|should)\b/;

const INTENTS: readonly Intent[] = ["transactional", "commercial", "informational", "navigational"];

/** The `/keyword-cluster/build` result (declared once, by its schema below). */
export type KeywordClustersResult = z.output<typeof KeywordClustersResultSchema>;
/** The plan. */
export type ClusterPlan = KeywordClustersResult["cluster_plan"];
/** One cluster: keywords one page (or one hub with its subtopic pages) should target. */
export type KeywordCluster = ClusterPlan["clusters"][number];
/** One keyword inside a cluster. */
export type ClusterKeyword = KeywordCluster["keywords"][number];
/** A tighter group inside a cluster. */
export type Subtopic = KeywordCluster["subtopics"][number];
/** Keywords with an explicit intent modifier, per intent. */
export type IntentVotes = KeywordCluster["intent_votes"];
/** A page to create for a cluster or pillar. */
export type SuggestedPage = KeywordCluster["suggested_page"];
/** The page types /content/brief accepts, chosen from a cluster's intent. */
export type PageType = SuggestedPage["page_type"];
/** Clusters close enough to share a hub page. */
export type Pillar = ClusterPlan["pillars"][number];
/** A keyword that joined no cluster. */
export type Singleton = ClusterPlan["singletons"][number];
/** Spellings merged into one keyword. */
export type DuplicateGroup = ClusterPlan["duplicates"][number];
/** Figures of the plan. */
export type ClusterStats = ClusterPlan["stats"];

/** How the clusters are built, as returned in `method`. */
const METHOD = {
  representation:
    "each keyword is normalised (NFKD, accents folded, lowercased, punctuation removed), stopwords of the keyword's language dropped and words stemmed (the Snowball stemmer of the keyword's language, English when unknown); features are the stems, the unstemmed words (weight 0.5, so the same word counts more than the same stem), stem bigrams (0.25) and character 3-grams of words of 5+ characters (0.5 per word, for misspellings, compounds and other scripts); search modifiers (best, free, pricing, tips ...) weigh 0.5",
  weighting: "smoothed IDF over the unique input keywords: ln((1 + n) / (1 + df)) + 1",
  similarity: "cosine of the L2-normalised feature vectors",
  clustering:
    "average-linkage agglomeration (UPGMA) of the unique keywords, most similar pair first, ties by normalised text; clusters and subtopics never join keywords of two languages (detected per keyword), another brand's navigation query ('<brand> login', '<brand> pricing', set aside as singletons), a how-to or definition question with a shopping search ('best', 'pricing', 'buy'), two questions without a topic word in common, or two product names (noun phrases of 2-3 topic words) that share exactly one word ('dog bed' and 'king bed frame', 'table lamp' and 'console table'), or a product name and a short how-to sharing one word ('sofa bed', 'how to clean a velvet sofa'); pillars only keep languages and navigation apart; one run gives subtopics and clusters, a second the pillars",
  language:
    "each keyword's language from a per-language lexicon (function and search words, the stopword package's lists, language-specific letters); the tinyld detector breaks ties between the lexicon's candidates or decides alone when confident; plain ASCII with English function words is English. A keyword whose language stays unclear (e.g. Spanish or Italian) joins no cluster. Stopwords and modifiers of the keyword's language are dropped or down-weighted like English ones. Titles of non-English clusters are the head term (no English template words); follow-up calls carry the language and its main market",
  threshold_choice:
    "cluster threshold on the plateau of best mean ARI / V-measure on the CLINC150 benchmark sets (0.08 with the rules above: 0.671 / 0.830; the multilingual check: 0 mixed clusters): clusters are topic-level; the subtopic threshold comes from hand-labelled SEO keyword lists, where one shared word ('seo', 'running') must not join different pages: subtopics are page-level; the pillar threshold groups clusters for hub pages",
  head_term:
    "with search volumes: the keyword with the most demand (a statement-form keyword before a question); without: the keyword with the highest mean similarity to the rest of its cluster; a question ('what is a crm') heads only when no statement-form keyword reaches half its score; ties: shorter, then alphabetical",
  intent:
    "majority of keywords with an explicit intent modifier; ties: the head's intent, then transactional > commercial > informational > navigational; informational when no keyword has a modifier",
  page_type:
    "transactional and navigational: landing_page; commercial: comparison_page; no keyword with a modifier (a product or topic name): landing_page; informational: guide (how/guide/steps/checklist or 5+ keywords) else blog_post; calculator/generator/checker heads: tool_page. Titles and slugs use the head's topic (question words and modifiers removed); comparison titles add the year and the commercial noun most keywords use (software, tools, services ...)",
  duplicates:
    "keywords with the same normalised text are merged (variants listed); keywords with the same stems in any order are reported as near_duplicates (one page should target them together)",
  singletons:
    "keywords that reach no other keyword at the cluster threshold stay out of clusters, with their nearest cluster; keywords without topic words (only stopwords or symbols) are singletons too",
  limitations:
    "lexical only: synonyms and paraphrases without shared words are not joined ('sofa bed', 'sleeper sofa'), and one shared word can still join different products in longer queries; SERP overlap is not used",
} as const;

/** A unique keyword (duplicates merged) with its features. */
interface Item {
  keyword: string;
  norm: string;
  variants: string[];
  occurrences: number;
  words: string[];
  stems: string[];
  vector: Map<string, number>;
  intent: Intent;
  signal: string | null;
  /** The keyword's language (detected on the original text), for titles and follow-ups. */
  language: string;
  /**
   * Its language group (`languageGroup`: the language, or "es|it" when unclear): keywords of two
   * groups never share a cluster, subtopic or pillar.
   */
  group: string;
  /** Monthly search volume, when supplied. */
  volume: number | null;
  /** A how-to or definition question ("what is", "comment faire"), in any language. */
  question: boolean;
  /** Set when the keyword is a brand's navigation query: set aside, never clustered. */
  navigational: string | null;
}

/** What a brand's navigation query ends with: its login, pricing, app, support ... */
const NAVIGATION =
  /^(\S+) (login|log in|sign in|signin|sign up|pricing|prices?|download|app|support|status|docs|documentation|careers|jobs|contact|phone number|customer service)$/;

/** How a keyword names a brand: "<brand> login", "<brand> vs ...", "... vs <brand>", "<brand> alternatives". */
const BRAND_MARKERS = [
  /^(\S+) (login|log in|sign in|signin)$/,
  /^(\S+) (vs|versus) /,
  / (?:vs|versus) (\S+)$/,
  /^(\S+) alternatives?\b/,
];

/**
 * Brands named in the list: single words the list uses as a brand (a login, a comparison, an
 * alternatives query). A brand's navigation queries (login, pricing, app ...) are served by its
 * own site, so they are set aside instead of planned as content.
 */
function markBrandNavigation(items: Item[]): void {
  const brands = new Set<string>();
  for (const item of items) {
    for (const marker of BRAND_MARKERS) {
      const m = marker.exec(item.norm);
      if (m && !STOPWORDS.has(m[1])) brands.add(m[1]);
    }
  }
  for (const item of items) {
    const m = NAVIGATION.exec(item.norm);
    if (m && brands.has(m[1])) {
      item.navigational = `"${item.keyword}" navigates to ${m[1]}'s own ${
        m[2]
      } page: served by that brand's site, not a page to create`;
    }
  }
}

/** Modifiers of shopping searches (a comparison or a shop page), not of tasks or questions. */
const BUYING_MODIFIER =
  /^(best|top|reviews?|vs|versus|compare|comparison|alternatives?|software|tools?|platform|pricing|prices?|buy|cheap|cheapest|deals?|discount|coupons?|sale|free|shop|for sale)$/;

/** Signals of a how-to or definition search (a guide or a glossary page). */
const QUESTION_FRAME =
  /^(what is|what are|how to|guide|tutorial|definition|define|meaning|examples?|tips|ideas|checklist|steps|best practices?)$/;

/** Words that frame a question or a task, not its topic ("how to choose a ..."). */
const FRAME_WORDS: ReadonlySet<string> = new Set(
  ("how what why when where which who whose choose choosing pick select find use using make " +
    "do does get is are can should vs versus").split(" "),
);

/** The topic stems of a keyword: without modifiers and question or task frames. */
function coreStems(item: Item): Set<string> {
  return new Set(
    item.stems.filter((_, i) => {
      const w = item.words[i];
      return !MODIFIERS.has(w) && !FRAME_WORDS.has(w) && !isModifierWord(w, item.language);
    }),
  );
}

/**
 * A noun phrase of up to four words: letters only, no pronoun, article, verb frame or
 * politeness word ("dog bed", "sleeper sofa with storage"; not "turn up the volume").
 */
const NOUN_PHRASE =
  /^(?!.*\b(i|you|my|your|me|we|our|the|a|an|to|is|are|do|does|can|please|turn|put|read|play|tell|give|show|need|want|get|make|let|help)\b)[\p{L} ]+$/u;

/** Most topic words of a keyword that names a product or a service ("upholstered king bed frame"). */
const PRODUCT_NAME_WORDS = 3;

/**
 * Two product names that share one word and differ in another ("dog bed" and "king bed frame",
 * "table lamp" and "console table") are different products: one shared word is no topic, and
 * one page cannot sell both. Only short noun phrases are judged so: longer queries and
 * questions carry their topic in more words than one.
 */
function differentProducts(a: Item, b: Item): boolean {
  const name = (x: Item) =>
    (x.signal === null || BUYING_MODIFIER.test(x.signal)) && NOUN_PHRASE.test(x.norm);
  const ca = coreStems(a);
  const cb = coreStems(b);
  const product = (x: Item, core: Set<string>) =>
    name(x) && core.size >= 2 && core.size <= PRODUCT_NAME_WORDS;
  // A how-to about one product is no page for another ("sofa bed", "how to clean a velvet sofa").
  const howTo = (x: Item, core: Set<string>) =>
    x.signal !== null && QUESTION_FRAME.test(x.signal) && core.size >= 2 &&
    core.size <= PRODUCT_NAME_WORDS;
  const pair = (x: Item, cx: Set<string>, y: Item, cy: Set<string>) =>
    product(x, cx) && (product(y, cy) || howTo(y, cy));
  if (!pair(a, ca, b, cb) && !pair(b, cb, a, ca)) return false;
  let shared = 0;
  for (const t of ca) if ([...cb].some((u) => sameWord(t, u))) shared++;
  return shared === 1;
}

/**
 * The same stem, another form of it ("vaccin", "vaccination": one starts the other, 5+ letters)
 * or a misspelling (one edit apart, both 5+ letters: "reserch").
 */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 5 || b.length < 5) return false;
  if (a.startsWith(b) || b.startsWith(a)) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  // One substitution, insertion or deletion leaves at most one character unmatched on each side.
  return a.length - i - j <= 1 && b.length - i - j <= 1;
}

/**
 * Keywords one page cannot serve together: different languages, another brand's navigation,
 * two different product names, or a question ("what is", "how to") and a shopping search ("best", "pricing", "buy").
 */
function mayShare(a: Item, b: Item): boolean {
  return !differentProducts(a, b) && alike(a, b);
}

/**
 * Keywords whose words may count as alike at all: the page rules of `mayShare` but two product
 * names, which stay related for hubs ("coffee grinders for espresso", "espresso machine").
 */
function alike(a: Item, b: Item): boolean {
  if (a.group !== b.group) return false;
  if (a.navigational || b.navigational) return false;
  const buying = (x: Item) => x.signal !== null && BUYING_MODIFIER.test(x.signal);
  const asking = (x: Item) => x.question;
  if ((asking(a) && buying(b)) || (asking(b) && buying(a))) return false;
  // Two questions share a page only on their topic words, not on the frame ("how to choose a").
  if (asking(a) && asking(b)) {
    const core = coreStems(a);
    const other = coreStems(b);
    if (core.size > 0 && other.size > 0 && ![...core].some((t) => other.has(t))) return false;
  }
  return true;
}

/**
 * Clusters up to 200 keywords: clusters with head terms, intents, suggested pages and
 * page-level subtopics, pillars grouping related clusters, singletons and merged duplicates,
 * with an `agent_workflow` and a `markdown_summary`.
 */
export function buildKeywordClusters(
  input: KeywordClustersInput,
  options: KeywordClustersOptions,
): KeywordClustersResult {
  const thresholds: ClusterThresholds = { ...DEFAULT_THRESHOLDS, ...options.thresholds };
  const supplied = input.keywords.map((k) =>
    typeof k === "string"
      ? { text: k.trim(), volume: null }
      : { text: k.keyword.trim(), volume: k.search_volume ?? null }
  ).filter((k) => k.text.length > 0);
  const { items, duplicates } = uniqueItems(supplied);
  const sim = similarityMatrix(items);
  const floor = Math.min(thresholds.cluster, thresholds.subtopic, thresholds.pillar);
  // Pages (clusters, subtopics) need one language, intent and topic; hubs (pillars) group
  // related topics of one language.
  const merges = agglomerate(sim, items.length, { floor, apart: apartMatrix(items, mayShare) });
  const hubMerges = agglomerate(sim, items.length, {
    floor,
    apart: apartMatrix(items, mayShareHub),
  });
  const clusterOf = partition(merges, items.length, thresholds.cluster);
  const subtopicOf = partition(merges, items.length, thresholds.subtopic);
  const pillarOf = partition(hubMerges, items.length, thresholds.pillar);

  const groups = groupBy(items.length, clusterOf);
  const year = options.now.getUTCFullYear();
  const clusters = groups.filter((g) => g.length >= 2)
    .map((members) => describeCluster(members, { items, sim, subtopicOf, year }))
    .sort((a, b) =>
      b.members.length - a.members.length || b.cohesion - a.cohesion ||
      byText(a.head.norm, b.head.norm)
    );
  clusters.forEach((c, i) => (c.cluster.id = `c${i + 1}`));

  const pillars = buildPillars(clusters, pillarOf);
  const singletons = buildSingletons(groups, clusters, {
    items,
    sim,
    minimum: thresholds.cluster / 2,
  });
  const plan: ClusterPlan = {
    clusters: clusters.map((c) => c.cluster),
    pillars,
    singletons,
    duplicates,
    near_duplicates: nearDuplicates(items),
    stats: stats({ supplied, items, clusters, singletons, pillars, duplicates }),
  };
  const workflow = buildWorkflow(plan, { thresholds, items });
  return {
    cluster_plan: plan,
    method: { ...METHOD, thresholds: { ...thresholds } },
    agent_workflow: workflow,
    markdown_summary: summaryMarkdown(plan, workflow),
  };
}

/** Merges keywords with the same normalised text; returns them in canonical order. */
function uniqueItems(
  supplied: readonly { text: string; volume: number | null }[],
): { items: Item[]; duplicates: DuplicateGroup[] } {
  const byKey = new Map<string, Map<string, number>>();
  // A keyword's demand: the largest search_volume given for any of its spellings.
  const volumes = new Map<string, number>();
  for (const { text: k, volume } of supplied) {
    const norm = normalizeText(k);
    // Keywords that normalise to nothing ("🙂", "!!!") are only merged when identical.
    const key = norm === "" ? `\u0000${k}` : norm;
    if (volume !== null) volumes.set(key, Math.max(volumes.get(key) ?? 0, volume));
    const forms = byKey.get(key) ?? new Map<string, number>();
    forms.set(k, (forms.get(k) ?? 0) + 1);
    byKey.set(key, forms);
  }
  const items: Item[] = [];
  const duplicates: DuplicateGroup[] = [];
  for (const [key, forms] of [...byKey].sort((a, b) => byText(a[0], b[0]))) {
    // The most frequent spelling; ties: a clean one (already in normalised form), shorter, A-Z.
    const clean = (form: string) => (form.toLowerCase() === normalizeText(form) ? 0 : 1);
    const spellings = [...forms].sort((a, b) =>
      b[1] - a[1] || clean(a[0]) - clean(b[0]) || a[0].length - b[0].length || byText(a[0], b[0])
    );
    const keyword = spellings[0][0];
    const occurrences = spellings.reduce((n, [, c]) => n + c, 0);
    const variants = spellings.slice(1).map(([s]) => s);
    if (occurrences > 1) duplicates.push({ keyword, variants, occurrences });
    const language = languageOfText(keyword) ?? "und";
    const candidates = languageGroup(keyword);
    // Function words of the keyword's language ("für", "para") carry no topic either.
    const words = tokens(keyword).filter((w) => !isForeignStopword(w, candidates));
    // A keyword whose language is unclear ("es|it") shares a page with no other keyword.
    const group = candidates.includes("|") ? `${candidates}#${items.length}` : candidates;
    const { intent, signal } = classifyIntent(keyword);
    items.push({
      keyword,
      norm: key.startsWith("\u0000") ? "" : key,
      variants,
      occurrences,
      words,
      stems: words.map(stemmerFor(language)),
      vector: new Map(),
      intent,
      signal,
      language,
      group,
      volume: volumes.get(key) ?? null,
      question: (signal !== null && QUESTION_FRAME.test(signal)) ||
        (language !== "en" && isQuestion(keyword)),
      navigational: null,
    });
  }
  markBrandNavigation(items);
  weighFeatures(items);
  return { items, duplicates };
}

/** Raw feature weights of one keyword, before IDF. */
function rawFeatures(item: Item): Map<string, number> {
  const f = new Map<string, number>();
  const put = (key: string, w: number) => f.set(key, Math.max(f.get(key) ?? 0, w));
  // Modifiers of the keyword's own language weigh less too ("melhor", "comment faire").
  const modifier = (w: string) =>
    MODIFIERS.has(w) || (item.language !== "en" && isModifierWord(w, item.language));
  item.stems.forEach((s, i) => {
    const weight = modifier(item.words[i]) ? MODIFIER_WEIGHT : 1;
    put(`w:${s}`, weight);
    // The same word counts more than the same stem ("manager" / "management").
    put(`t:${item.words[i]}`, weight * SURFACE_WEIGHT);
  });
  for (let i = 0; i + 1 < item.stems.length; i++) {
    put(`b:${item.stems[i]} ${item.stems[i + 1]}`, BIGRAM_WEIGHT);
  }
  for (const word of item.words) {
    const chars = Array.from(word);
    if (chars.length < CHAR_MIN_LENGTH || (item.language !== "en" && modifier(word))) continue;
    const padded = ["^", ...chars, "$"];
    const count = padded.length - 2;
    for (let i = 0; i + 3 <= padded.length; i++) {
      put(`c:${padded.slice(i, i + 3).join("")}`, CHAR_WEIGHT / Math.sqrt(count));
    }
  }
  return f;
}

/** Fills each item's L2-normalised IDF-weighted vector. */
function weighFeatures(items: Item[]): void {
  const raw = items.map(rawFeatures);
  const df = new Map<string, number>();
  for (const f of raw) for (const key of f.keys()) df.set(key, (df.get(key) ?? 0) + 1);
  const n = items.length;
  raw.forEach((f, i) => {
    const vector = new Map<string, number>();
    let norm = 0;
    // Sorted keys: the same sums in the same order whatever the word order of the input.
    for (const key of [...f.keys()].sort(byText)) {
      const w = f.get(key)! * (Math.log((1 + n) / (1 + df.get(key)!)) + 1);
      vector.set(key, w);
      norm += w * w;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) { for (const [key, w] of vector) vector.set(key, w / norm); }
    items[i].vector = vector;
  });
}

function cosineOf(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [key, w] of small) {
    const v = large.get(key);
    if (v !== undefined) dot += w * v;
  }
  return Math.min(1, dot);
}

/** Symmetric n x n cosine matrix (diagonal 1). */
function similarityMatrix(items: readonly Item[]): Float64Array {
  const n = items.length;
  const sim = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    sim[i * n + i] = 1;
    for (let j = i + 1; j < n; j++) {
      const s = alike(items[i], items[j]) ? cosineOf(items[i].vector, items[j].vector) : 0;
      sim[i * n + j] = s;
      sim[j * n + i] = s;
    }
  }
  return sim;
}

/** 1 where two keywords may not be grouped under `rule`. */
function apartMatrix(items: readonly Item[], rule: (a: Item, b: Item) => boolean): Uint8Array {
  const n = items.length;
  const apart = new Uint8Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (!rule(items[i], items[j])) apart[i * n + j] = apart[j * n + i] = 1;
    }
  }
  return apart;
}

/** Keywords a hub (pillar) may group: one language, no other brand's navigation. */
function mayShareHub(a: Item, b: Item): boolean {
  return a.group === b.group && !a.navigational && !b.navigational;
}

/** One agglomeration step: clusters holding items `a` and `b` merged at `similarity`. */
interface Merge {
  a: number;
  b: number;
  similarity: number;
}

/**
 * Average-linkage agglomeration down to `floor`: repeatedly merges the pair of clusters with
 * the highest mean pairwise similarity (ties: lowest indices), updating by Lance-Williams.
 */
function agglomerate(
  sim: Float64Array,
  n: number,
  options: { floor: number; apart: Uint8Array },
): Merge[] {
  const { floor } = options;
  const s = Float64Array.from(sim);
  // Pairs one page cannot serve (languages, intents, navigation) stay apart, and so do the
  // clusters that hold them: a merge inherits both sides' cannot-merge links.
  const apart = Uint8Array.from(options.apart);
  const size = new Array<number>(n).fill(1);
  const alive = new Array<boolean>(n).fill(true);
  const merges: Merge[] = [];
  for (let step = 1; step < n; step++) {
    let best = -1;
    let bi = -1;
    let bj = -1;
    for (let i = 0; i < n; i++) {
      if (!alive[i]) continue;
      const row = i * n;
      for (let j = i + 1; j < n; j++) {
        if (alive[j] && !apart[row + j] && s[row + j] > best) {
          best = s[row + j];
          bi = i;
          bj = j;
        }
      }
    }
    if (bi < 0 || best < floor || best <= 0) break;
    const [wi, wj] = [size[bi], size[bj]];
    for (let k = 0; k < n; k++) {
      if (!alive[k] || k === bi || k === bj) continue;
      const v = (wi * s[bi * n + k] + wj * s[bj * n + k]) / (wi + wj);
      s[bi * n + k] = v;
      s[k * n + bi] = v;
      const cut = apart[bi * n + k] | apart[bj * n + k];
      apart[bi * n + k] = cut;
      apart[k * n + bi] = cut;
    }
    size[bi] = wi + wj;
    alive[bj] = false;
    merges.push({ a: bi, b: bj, similarity: best });
  }
  return merges;
}

/** The partition at `threshold`: the root index of each item's group. */
function partition(merges: readonly Merge[], n: number, threshold: number): number[] {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]];
    return x;
  };
  for (const m of merges) {
    if (m.similarity < threshold) continue;
    const [ra, rb] = [find(m.a), find(m.b)];
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
  return parent.map((_, i) => find(i));
}

/** Groups of item indices by label, each sorted, groups ordered by first member. */
function groupBy(n: number, label: readonly number[]): number[][] {
  const groups = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const g = groups.get(label[i]) ?? [];
    g.push(i);
    groups.set(label[i], g);
  }
  return [...groups.values()];
}

interface BuiltCluster {
  cluster: KeywordCluster;
  members: number[];
  head: Item;
  cohesion: number;
}

interface ClusterContext {
  items: readonly Item[];
  sim: Float64Array;
  subtopicOf: readonly number[];
  year: number;
}

/**
 * The head: the member with the most demand when search volumes are given; else the most
 * central member: highest mean similarity to the others; ties: shorter, then alphabetical. A question ("what is a crm") heads the group only when no statement-form
 * keyword reaches half its centrality: questions make sections, noun phrases make pages.
 */
function centralMember(members: readonly number[], items: readonly Item[], sim: Float64Array) {
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

const SMALL_WORDS = new Set(
  "a an and as at but by for from in into nor of on or per the to vs via with".split(" "),
);
const ACRONYMS = new Set(
  "seo sem ppc crm erp cms api ai ui ux roi kpi faq pdf usa uk eu saas b2b b2c ceo hr llc"
    .split(" "),
);

/** True when the text has letters outside the Latin script (Cyrillic, Han, Arabic ...). */
function otherScript(text: string): boolean {
  return /[^\p{Script=Latin}\P{L}]/u.test(text);
}

/** Title case with small words lowercased and acronyms (or vowel-less short words) uppercased. */
export function titleCase(text: string): string {
  const trimmed = text.trim();
  if (otherScript(trimmed)) {
    // Other scripts: sentence case only; English title rules do not apply.
    const chars = Array.from(trimmed);
    return chars.length === 0 ? "" : chars[0].toUpperCase() + chars.slice(1).join("");
  }
  return trimmed.split(/\s+/).map((word, i) => {
    if (/\p{Lu}/u.test(word)) return word;
    const bare = word.replace(/[^\p{L}\p{N}]/gu, "");
    if (i > 0 && SMALL_WORDS.has(bare)) return word;
    if (
      ACRONYMS.has(bare) ||
      (/^[a-z0-9]{2,5}$/.test(bare) && !/[aeiouy]/.test(bare) && /[a-z]/.test(bare))
    ) {
      return word.toUpperCase();
    }
    const chars = Array.from(word);
    return chars[0].toUpperCase() + chars.slice(1).join("");
  }).join(" ");
}

/** A URL slug: topic words of the text (all words when none), hyphenated, at most 60 chars. */
export function slugify(text: string): string {
  const all = normalizeText(text).split(" ").filter(Boolean);
  const topic = all.filter((w) => !STOPWORDS.has(w));
  const words = topic.length > 0 ? topic : all;
  let slug = "";
  for (const w of words) {
    const next = slug ? `${slug}-${w}` : w;
    if (Array.from(next).length > 60) break;
    slug = next;
  }
  return slug || Array.from(words[0] ?? "").slice(0, 60).join("");
}

/** Commercial nouns a comparison title may borrow from the cluster, in order of preference. */
const COMMERCIAL_NOUNS: [RegExp, string][] = [
  [/\bsoftware\b/, "software"],
  [/\btools?\b/, "tools"],
  [/\bservices?\b/, "services"],
  [/\bplatforms?\b/, "platforms"],
  [/\bapps?\b/, "apps"],
  [/\b(agency|agencies)\b/, "agencies"],
  [/\b(company|companies)\b/, "companies"],
  [/\bproviders?\b/, "providers"],
];

/**
 * The topic of a keyword for titles and slugs: its words without a leading question or
 * stopword run and without search modifiers ("best crm software" -> "crm"); the keyword when
 * nothing is left.
 */
export function topicPhrase(keyword: string): string {
  const words = normalizeText(keyword).split(" ").filter(Boolean);
  let start = 0;
  while (
    start < words.length && (STOPWORDS.has(words[start]) || QUESTION_START.test(words[start]))
  ) {
    start++;
  }
  const topic = words.slice(start).filter((w) => !MODIFIERS.has(w));
  while (topic.length > 0 && STOPWORDS.has(topic[topic.length - 1])) topic.pop();
  return topic.length > 0 ? topic.join(" ") : normalizeText(keyword) || keyword.trim();
}

interface PageFacts {
  intent: Intent;
  /** Whether any keyword of the cluster carries an intent modifier. */
  modified: boolean;
  size: number;
  /** Normalised texts of the cluster's keywords. */
  texts: string[];
  year: number;
}

function suggestPage(head: Item, facts: PageFacts): SuggestedPage {
  const norm = head.norm;
  let page_type: PageType;
  if (TOOL_WORDS.test(norm)) page_type = "tool_page";
  else if (facts.intent === "commercial") page_type = "comparison_page";
  else if (facts.intent === "transactional" || facts.intent === "navigational") {
    page_type = "landing_page";
  } else if (!facts.modified) {
    // No keyword carries a modifier: a noun phrase ("console table", "dog bed") names an
    // offering or a topic, and the live SERP decides which; a landing page fits both, an
    // article does not sell a product.
    page_type = "landing_page";
  } else {
    page_type = facts.texts.some((t) => GUIDE_WORDS.test(t)) || facts.size >= 5
      ? "guide"
      : "blog_post";
  }

  const question = QUESTION_START.test(norm);
  const topic = topicPhrase(head.keyword);
  let phrase = topic;
  let title: string;
  if (otherScript(head.keyword)) {
    // English title templates would mix languages: the head itself is the title.
    phrase = norm;
    title = titleCase(head.keyword);
  } else if (head.language !== "en") {
    // No English template words on a page in another language: the head, sentence-cased.
    phrase = norm;
    title = head.keyword.charAt(0).toUpperCase() + head.keyword.slice(1);
  } else if (page_type === "tool_page") {
    phrase = norm;
    title = /^free\b/.test(norm) ? titleCase(head.keyword) : `Free ${titleCase(head.keyword)}`;
  } else if (page_type === "comparison_page") {
    if (/\b(vs|versus|alternatives?|reviews?|compare|comparison)\b/.test(norm)) {
      phrase = norm;
      title = `${titleCase(head.keyword)} (${facts.year})`;
    } else {
      const noun = commercialNoun(facts.texts, topic);
      phrase = noun ? `${topic} ${noun}` : topic;
      title = `Best ${titleCase(phrase)} (${facts.year})`;
    }
  } else if (page_type === "landing_page") {
    phrase = question ? topic : norm;
    title = titleCase(question ? topic : head.keyword);
  } else if (question) {
    phrase = topic;
    title = /^how to\b/.test(norm) ? titleCase(head.keyword) : `${titleCase(head.keyword)}?`;
  } else if (page_type === "guide") title = `${titleCase(topic)}: The Complete Guide`;
  else title = `${titleCase(topic)}: What You Need to Know`;
  return { title, slug: slugify(phrase) || slugify(head.keyword) || "page", page_type };
}

/** The commercial noun most keywords of the cluster use, unless the topic already has one. */
function commercialNoun(texts: readonly string[], topic: string): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (const [pattern, noun] of COMMERCIAL_NOUNS) {
    if (pattern.test(topic)) return null;
    const count = texts.filter((t) => pattern.test(t)).length;
    if (count > bestCount) {
      best = noun;
      bestCount = count;
    }
  }
  return best;
}

function buildPillars(clusters: BuiltCluster[], pillarOf: readonly number[]): Pillar[] {
  const byRoot = new Map<number, BuiltCluster[]>();
  for (const c of clusters) {
    const root = pillarOf[c.members[0]];
    byRoot.set(root, [...(byRoot.get(root) ?? []), c]);
  }
  const pillars = [...byRoot.values()].filter((g) => g.length >= 2).map((g) => {
    // Clusters are already ordered largest first: the pillar is named after its largest.
    const head = g[0].head;
    // A hub of shopping pages is a category page; a hub of articles is a guide.
    const shop = g.some((c) =>
      c.cluster.suggested_page.page_type !== "guide" &&
      c.cluster.suggested_page.page_type !== "blog_post"
    );
    const topic = titleCase(topicPhrase(head.keyword));
    return {
      id: "",
      head_term: head.keyword,
      cluster_ids: g.map((c) => c.cluster.id),
      keywords: g.reduce((n, c) => n + c.members.length, 0),
      suggested_page: {
        title: otherScript(head.keyword)
          ? titleCase(head.keyword)
          : head.language !== "en"
          ? head.keyword.charAt(0).toUpperCase() + head.keyword.slice(1)
          : shop
          ? topic
          : `${topic}: The Complete Guide`,
        slug: slugify(topicPhrase(head.keyword)) || slugify(head.keyword) || "pillar",
        page_type: shop ? "landing_page" as const : "guide" as const,
      },
      members: g,
    };
  }).sort((a, b) => b.keywords - a.keywords || byText(a.head_term, b.head_term));
  pillars.forEach((p, i) => {
    p.id = `p${i + 1}`;
    for (const c of p.members) c.cluster.pillar_id = p.id;
  });
  return pillars.map(({ members: _members, ...p }) => p);
}

function buildSingletons(
  groups: readonly number[][],
  clusters: readonly BuiltCluster[],
  ctx: { items: readonly Item[]; sim: Float64Array; minimum: number },
): Singleton[] {
  const n = ctx.items.length;
  const out: Singleton[] = [];
  for (const g of groups) {
    if (g.length !== 1) continue;
    const i = g[0];
    const item = ctx.items[i];
    let nearest: string | null = null;
    // Below half the cluster threshold a "nearest" cluster is noise, not a home.
    let best = ctx.minimum;
    for (const c of clusters) {
      let total = 0;
      for (const j of c.members) total += ctx.sim[i * n + j];
      const mean = round(total / c.members.length, 9);
      if (mean >= best && (nearest === null || mean > best)) {
        best = mean;
        nearest = c.cluster.id;
      }
    }
    out.push({
      keyword: item.keyword,
      intent: item.intent,
      buyer_stage: buyerStage(item.intent),
      reason: item.navigational
        ? "navigational"
        : item.vector.size === 0
        ? "no_topic_terms"
        : "below_threshold",
      nearest_cluster: nearest,
      similarity: nearest === null ? null : round(best, 3),
      variants: item.variants,
    });
  }
  return out.sort((a, b) =>
    (b.similarity ?? -1) - (a.similarity ?? -1) || byText(a.keyword, b.keyword)
  );
}

function nearDuplicates(items: readonly Item[]): string[][] {
  const byStems = new Map<string, string[]>();
  for (const item of items) {
    if (item.stems.length === 0) continue;
    // Stopwords count here: "what is email marketing" is not a variant of "email marketing".
    const all = tokens(item.keyword, { keepStopwords: true }).map(stemmerFor(item.language));
    const key = [...new Set(all)].sort(byText).join(" ");
    byStems.set(key, [...(byStems.get(key) ?? []), item.keyword]);
  }
  return [...byStems.values()].filter((g) => g.length >= 2)
    .map((g) => g.sort(byText))
    .sort((a, b) => byText(a[0], b[0]));
}

function stats(f: {
  supplied: readonly unknown[];
  items: readonly Item[];
  clusters: readonly BuiltCluster[];
  singletons: readonly Singleton[];
  pillars: readonly Pillar[];
  duplicates: readonly DuplicateGroup[];
}): ClusterStats {
  const clustered = f.clusters.reduce((n, c) => n + c.members.length, 0);
  const cohesion = f.clusters.length === 0
    ? 0
    : f.clusters.reduce((s, c) => s + c.cohesion, 0) / f.clusters.length;
  return {
    keywords: f.supplied.length,
    unique_keywords: f.items.length,
    duplicates_merged: f.supplied.length - f.items.length,
    clusters: f.clusters.length,
    clustered_keywords: clustered,
    singletons: f.singletons.length,
    no_topic_keywords: f.singletons.filter((s) => s.reason === "no_topic_terms").length,
    pillars: f.pillars.length,
    avg_cluster_size: f.clusters.length === 0 ? 0 : round(clustered / f.clusters.length, 2),
    largest_cluster_size: f.clusters[0]?.members.length ?? 0,
    mean_cohesion: round(cohesion, 3),
    coverage: f.items.length === 0 ? 0 : round(clustered / f.items.length, 3),
  };
}

const PAGE_LABEL: Record<PageType, string> = {
  guide: "guide",
  blog_post: "blog post",
  comparison_page: "comparison page",
  landing_page: "landing page",
  tool_page: "tool page",
};

/** A keyword usable as a request field (schema: 1-200 characters after trimming). */
function requestKeyword(k: string): boolean {
  const t = k.trim();
  return t.length > 0 && t.length <= 200;
}

function buildWorkflow(
  plan: ClusterPlan,
  f: { thresholds: ClusterThresholds; items: readonly Item[] },
): KeywordClustersResult["agent_workflow"] {
  const { clusters, stats: s } = plan;
  let ceiling = clusters.length === 0
    ? 0.3
    : 0.4 + 0.3 * s.coverage + 0.2 * Math.min(1, s.mean_cohesion / 0.4);
  if (s.unique_keywords < 10) ceiling -= 0.1;
  // A cluster held together by two or more shared topic words is direct evidence of one page;
  // one shared word is weak evidence.
  const { confidence, caveat } = calibrate(
    Math.max(0.2, Math.min(0.85, ceiling)),
    clusters.map((c) => (c.shared_terms.length >= 2 ? 1 : c.shared_terms.length === 1 ? 0.4 : 0.2)),
    "Most clusters share a single word",
  );

  const summary = clusters.length === 0
    ? `None of the ${s.unique_keywords} unique keywords share enough words to form a cluster; measure them and expand the list before planning pages.`
    : `Grouped ${s.unique_keywords} unique keywords into ${s.clusters} cluster${
      s.clusters === 1 ? "" : "s"
    } (average ${s.avg_cluster_size} keywords)${
      s.singletons > 0 ? `; ${s.singletons} stay unclustered` : ""
    }. Build one page per cluster, starting with "${clusters[0].head_term}" (${
      clusters[0].size
    } keywords, ${clusters[0].intent}).${caveat ? ` ${caveat}` : ""}`;

  return agentWorkflow({
    decision: clusters.length > 0 ? "build_cluster_pages" as const : "expand_keyword_list" as const,
    confidence,
    summary,
    recommended_actions: workflowActions(plan, f.thresholds),
    evidence: workflowEvidence(plan),
    limitations: workflowLimitations(plan, f.items),
    next_calls: workflowNextCalls(plan, f.items),
  });
}

/** Unclustered keywords that have topic words (worth measuring). */
function topicalSingletons(plan: ClusterPlan): Singleton[] {
  return plan.singletons.filter((x) => x.reason === "below_threshold");
}

function workflowActions(plan: ClusterPlan, thresholds: ClusterThresholds): RecommendedAction[] {
  const { clusters, pillars, stats: s } = plan;
  const actions: RecommendedAction[] = [];
  for (const c of clusters.slice(0, 5)) {
    const terms = c.shared_terms.length > 0
      ? `share "${c.shared_terms.join('", "')}"`
      : `are similar (cohesion ${c.cohesion})`;
    actions.push({
      action: `Create one ${
        PAGE_LABEL[c.suggested_page.page_type]
      } for "${c.head_term}" (/${c.suggested_page.slug})`,
      priority: c.size >= 5 ? "high" : c.size >= 3 ? "medium" : "low",
      reason:
        `${c.size} keywords ${terms}; intent ${c.intent} (${c.buyer_stage}); one page avoids splitting them across competing URLs`,
      target: c.head_term,
    });
  }
  for (const c of clusters.filter((x) => x.mixed_intent).slice(0, 2)) {
    actions.push({
      action:
        `Check the SERP of "${c.head_term}" before writing: its keywords mix informational and buying intent`,
      priority: "medium",
      reason: `${c.intent_votes.informational} informational vs ${
        c.intent_votes.commercial + c.intent_votes.transactional
      } commercial/transactional keywords; if the SERP shows both guides and product pages, split them`,
      target: c.head_term,
    });
  }
  for (const c of clusters.filter((x) => x.subtopics.length > 0).slice(0, 2)) {
    actions.push({
      action:
        `Cover the subtopics of "${c.head_term}" as sections, or as separate pages if their SERPs differ`,
      priority: "medium",
      reason: `Tighter groups inside the cluster: ${
        c.subtopics.map((t) => `"${t.head_term}" (${t.keywords.length})`).join(", ")
      }`,
      target: c.head_term,
    });
  }
  for (const p of pillars.slice(0, 2)) {
    actions.push({
      action:
        `Link the ${p.cluster_ids.length} cluster pages of "${p.head_term}" from one hub page`,
      priority: "low",
      reason: `Clusters ${
        p.cluster_ids.join(", ")
      } (${p.keywords} keywords) are related but distinct`,
      target: p.head_term,
    });
  }
  const topical = topicalSingletons(plan);
  if (topical.length > 0) {
    const near = topical.filter((x) => x.nearest_cluster !== null).length;
    actions.push({
      action: `Check the search volume of the ${topical.length} unclustered keyword${
        topical.length === 1 ? "" : "s"
      } before giving any its own page`,
      priority: clusters.length === 0 ? "high" : "low",
      reason:
        `They share too few words with other keywords (similarity below ${thresholds.cluster}); ${near} could join their nearest cluster as a section`,
    });
  }
  if (s.duplicates_merged > 0) {
    actions.push({
      action: `Remove ${s.duplicates_merged} duplicate keyword${
        s.duplicates_merged === 1 ? "" : "s"
      } from the list`,
      priority: "low",
      reason: "They are the same keyword up to case, accents or punctuation",
    });
  }
  return actions;
}

function workflowEvidence(plan: ClusterPlan): Evidence[] {
  const { clusters, pillars, stats: s } = plan;
  const evidence: Evidence[] = [
    { claim: "Keywords supplied", value: s.keywords, source: "keywords" },
    {
      claim: "Unique keywords after merging duplicates",
      value: s.unique_keywords,
      source: "cluster_plan.stats.unique_keywords",
    },
    { claim: "Clusters of 2+ keywords", value: s.clusters, source: "cluster_plan.stats.clusters" },
    {
      claim: "Keywords left unclustered",
      value: s.singletons,
      source: "cluster_plan.stats.singletons",
    },
    {
      claim: "Share of unique keywords inside a cluster",
      value: s.coverage,
      source: "cluster_plan.stats.coverage",
    },
  ];
  if (clusters.length > 0) {
    evidence.push(
      {
        claim: "Average cluster size",
        value: s.avg_cluster_size,
        source: "cluster_plan.stats.avg_cluster_size",
      },
      {
        claim: `Largest cluster "${clusters[0].head_term}": keywords`,
        value: clusters[0].size,
        source: "cluster_plan.clusters[0].size",
      },
      {
        claim: "Mean cohesion of clusters (mean pairwise cosine)",
        value: s.mean_cohesion,
        source: "cluster_plan.stats.mean_cohesion",
      },
      {
        claim: "Clusters mixing informational and buying intent",
        value: clusters.filter((c) => c.mixed_intent).length,
        source: "cluster_plan.clusters[].mixed_intent",
      },
    );
  }
  if (pillars.length > 0) {
    evidence.push({
      claim: "Pillars grouping 2+ clusters",
      value: pillars.length,
      source: "cluster_plan.stats.pillars",
    });
  }
  if (s.duplicates_merged > 0) {
    evidence.push({
      claim: "Duplicate keywords merged",
      value: s.duplicates_merged,
      source: "cluster_plan.stats.duplicates_merged",
    });
  }
  return evidence;
}

function workflowLimitations(plan: ClusterPlan, items: readonly Item[]): string[] {
  const { clusters, singletons, stats: s } = plan;
  const limitations = [
    "Clusters come from shared words and word forms only: synonyms and paraphrases without a shared word are not joined, and SERP overlap is not checked.",
  ];
  if (items.every((i) => i.volume === null)) {
    limitations.push(
      "No search volume was supplied: heads are the most central keywords, not the biggest; send keywords as objects with search_volume to head each cluster by demand.",
    );
  }
  const broad = clusters.filter((c) => c.subtopics.length > 0);
  if (broad.length > 0) {
    limitations.push(
      `${broad.length} cluster${broad.length === 1 ? " is" : "s are"} topic-level (${
        broad.slice(0, 3).map((c) => `"${c.head_term}"`).join(", ")
      }): keywords sharing one word were grouped, and their subtopics are the page-level units.`,
    );
  }
  if (s.no_topic_keywords > 0) {
    const examples = singletons.filter((x) => x.reason === "no_topic_terms").slice(0, 3)
      .map((x) => `"${x.keyword}"`).join(", ");
    limitations.push(
      `${s.no_topic_keywords} keyword${
        s.no_topic_keywords === 1 ? " has" : "s have"
      } no topic words (only stopwords or symbols) and cannot be clustered: ${examples}.`,
    );
  }
  // Read on the detected language, not on the folded words (folding removes the accents).
  const foreign = items.filter((i) => i.language !== "en").length;
  if (foreign > 0) {
    limitations.push(
      `Stemming is English-only: the ${foreign} keyword${
        foreign === 1 ? "" : "s"
      } in other languages or scripts match as whole words (their stopwords removed) or by shared character 3-grams.`,
    );
  }
  const unclear = items.filter((i) => i.group.includes("|"));
  if (unclear.length > 0) {
    limitations.push(
      `${unclear.length} keyword${
        unclear.length === 1 ? "'s language is" : "s' languages are"
      } unclear (${
        unclear.slice(0, 3).map((i) =>
          `"${i.keyword}": ${i.group.split("#")[0].replace("|", " or ")}`
        )
          .join("; ")
      }): they are left out of clusters rather than risk mixing languages on one page.`,
    );
  }
  if (s.unique_keywords < 10) {
    limitations.push(
      `Only ${s.unique_keywords} unique keyword${
        s.unique_keywords === 1 ? "" : "s"
      }: word weights rest on little data, treat the clusters as tentative.`,
    );
  }
  return limitations;
}

/** The language and market a follow-up call about `keywords` should carry (none for English). */
function localeOf(language: string): Record<string, string> {
  if (language === "en" || language === "und") return {};
  const market = marketOfLanguage(language);
  return { language, ...(market ? { location: market } : {}) };
}

function workflowNextCalls(plan: ClusterPlan, items: readonly Item[]): NextCall[] {
  const { clusters, singletons } = plan;
  const languageOf = new Map(items.map((i) => [i.keyword, i.language]));
  const lang = (keyword: string) => languageOf.get(keyword) ?? "und";
  const topical = topicalSingletons(plan);
  const nextCalls: NextCall[] = [];
  for (const c of clusters.slice(0, 3)) {
    if (!requestKeyword(c.head_term)) continue;
    nextCalls.push({
      endpoint: "/content/brief",
      reason: `Brief the ${
        PAGE_LABEL[c.suggested_page.page_type]
      } for cluster ${c.id} (${c.size} keywords)`,
      body: {
        keyword: c.head_term,
        page_type: c.suggested_page.page_type,
        ...localeOf(lang(c.head_term)),
      },
    });
  }
  const measure = [
    ...clusters.map((c) => c.head_term),
    ...topical.map((x) => x.keyword),
  ].filter(requestKeyword).slice(0, 100);
  // One metrics call per language: volumes are per language and market.
  const byLanguage = Map.groupBy(measure, lang);
  for (const [language, keywords] of [...byLanguage].sort((a, b) => b[1].length - a[1].length)) {
    const total = clusters.length + topical.length;
    nextCalls.push({
      endpoint: "/keyword-metrics/overview",
      reason: `Get volume and difficulty of the cluster heads${
        topical.length > 0 ? " and unclustered keywords" : ""
      }${byLanguage.size > 1 ? ` in ${language}` : ""} to order the pages${
        total > 100 ? " (first 100)" : ""
      }`,
      body: { keywords, ...localeOf(language) },
    });
  }
  const mixed = clusters.find((c) => c.mixed_intent && requestKeyword(c.head_term));
  if (mixed) {
    nextCalls.push({
      endpoint: "/analyze/serp",
      reason:
        `See which page type the SERP rewards for the mixed-intent cluster "${mixed.head_term}"`,
      body: { keyword: mixed.head_term, ...localeOf(lang(mixed.head_term)) },
    });
  }
  if (clusters.length === 0) {
    const seed = singletons.find((x) =>
      x.reason === "below_threshold" && requestKeyword(x.keyword)
    );
    if (seed) {
      nextCalls.push({
        endpoint: "/keyword-ideas/suggest",
        reason: `No keywords group together yet; find related keywords around "${seed.keyword}"`,
        body: { keyword: seed.keyword, ...localeOf(lang(seed.keyword)) },
      });
    }
  }

  return nextCalls;
}

function summaryMarkdown(plan: ClusterPlan, workflow: AgentWorkflow): string {
  const s = plan.stats;
  const figures: [string, string | number][] = [
    ["Keywords (unique)", `${s.keywords} (${s.unique_keywords})`],
    ["Clusters", s.clusters],
    ["Average cluster size", s.avg_cluster_size],
    ["Unclustered keywords", s.singletons],
  ];
  if (s.pillars > 0) figures.push(["Pillars", s.pillars]);
  for (const c of plan.clusters.slice(0, 8)) {
    figures.push([
      `${c.id}: ${c.head_term}`,
      `${c.size} keywords, ${c.intent}, ${
        PAGE_LABEL[c.suggested_page.page_type]
      } "${c.suggested_page.title}"`,
    ]);
  }
  return markdownSummary({
    title: "Keyword clusters",
    headline: workflow.summary,
    figures,
    actions: workflow.recommended_actions,
    notes: workflow.limitations.slice(0, 2),
  });
}

const intentSchema = z.enum(["transactional", "commercial", "navigational", "informational"]);
const stageSchema = z.enum(["awareness", "consideration", "decision"]);
const pageSchema = z.strictObject({
  title: z.string().min(1),
  slug: z.string().min(1),
  page_type: z.enum(["guide", "blog_post", "comparison_page", "landing_page", "tool_page"]),
});
const unit = z.number().min(0).max(1);
const count = z.number().int().min(0);

/** The result's schema: the registry's `output`, the source of the result types above. */
export const KeywordClustersResultSchema = z.strictObject({
  cluster_plan: z.strictObject({
    clusters: z.array(z.strictObject({
      id: z.string().regex(/^c\d+$/),
      head_term: z.string().min(1),
      pillar_id: z.string().regex(/^p\d+$/).nullable(),
      size: z.number().int().min(2),
      total_search_volume: count.nullable()
        .describe("Sum of the keywords' search_volume; null when none was supplied."),
      intent: intentSchema,
      buyer_stage: stageSchema,
      intent_votes: z.strictObject({
        transactional: count,
        commercial: count,
        informational: count,
        navigational: count,
      }).describe("Keywords with an explicit intent modifier, per intent."),
      mixed_intent: z.boolean()
        .describe(
          "Both informational and buying (commercial or transactional) keywords, 2+ of each.",
        ),
      suggested_page: pageSchema,
      shared_terms: z.array(z.string())
        .describe("Words found in at least half of the keywords (2+), most frequent first."),
      cohesion: unit.describe("Mean pairwise cosine similarity of the keywords."),
      keywords: z.array(z.strictObject({
        keyword: z.string().min(1),
        similarity_to_head: unit
          .describe("Cosine similarity to the cluster's head term (1 for the head)."),
        intent: intentSchema,
        intent_signal: z.string().nullable()
          .describe("The modifier that decided the intent; null when the keyword has none."),
        variants: z.array(z.string()).describe(
          "Other spellings in the input that normalise to this keyword (case, accents, punctuation).",
        ),
        search_volume: count.nullable().describe("As supplied; null when not given."),
      })).min(2),
      subtopics: z.array(
        z.strictObject({ head_term: z.string(), keywords: z.array(z.string()).min(2) }),
      ).describe("Groups at the subtopic threshold, listed only when there are 2+ of size 2+."),
    })),
    pillars: z.array(z.strictObject({
      id: z.string().regex(/^p\d+$/),
      head_term: z.string().min(1),
      cluster_ids: z.array(z.string()).min(2),
      keywords: z.number().int().min(4),
      suggested_page: pageSchema,
    })),
    singletons: z.array(z.strictObject({
      keyword: z.string().min(1),
      intent: intentSchema,
      buyer_stage: stageSchema,
      reason: z.enum(["below_threshold", "no_topic_terms", "navigational"]).describe(
        "navigational: another site's navigation query (login, pricing ...), set aside",
      ),
      nearest_cluster: z.string().nullable().describe(
        "The cluster with the highest mean similarity, if any reaches half the cluster threshold.",
      ),
      similarity: unit.nullable(),
      variants: z.array(z.string()),
    })),
    duplicates: z.array(z.strictObject({
      keyword: z.string(),
      variants: z.array(z.string()),
      occurrences: z.number().int().min(2),
    })),
    near_duplicates: z.array(z.array(z.string()).min(2)).describe(
      "Keywords with the same words after stemming ('running shoe' / 'shoes running').",
    ),
    stats: z.strictObject({
      keywords: count,
      unique_keywords: count,
      duplicates_merged: count,
      clusters: count,
      clustered_keywords: count,
      singletons: count,
      no_topic_keywords: count,
      pillars: count,
      avg_cluster_size: z.number().min(0),
      largest_cluster_size: count,
      mean_cohesion: unit,
      coverage: unit.describe("Share of unique keywords inside a cluster (0..1)."),
    }),
  }),
  method: z.strictObject({
    ...Object.fromEntries(Object.keys(METHOD).map((k) => [k, z.string()])) as {
      [K in keyof typeof METHOD]: z.ZodString;
    },
    thresholds: z.strictObject({ cluster: unit, subtopic: unit, pillar: unit }),
  }).describe("How the clusters were built, in words, and the thresholds used."),
  ...analysisExtras,
  agent_workflow: AgentWorkflowSchema.extend({
    decision: z.enum(["build_cluster_pages", "expand_keyword_list"]),
  }),
});

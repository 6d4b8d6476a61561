/**
 * Heading coverage across the ranking pages: the headings of each page's main content that have
 * prose under them (`sections.ts`: chrome such as consent notices, newsletter boxes and link
 * lists is not a section), normalised (numbering, definition frames such as "What is" /
 * "explained" and stopwords removed), stemmed in the keyword's language and clustered, so "What
 * is X" and "X explained" count as one heading used by two pages. Support counts distinct
 * sites, and each page's words under the heading are kept as the evidence of how much it covers.
 */
import type { RankingPage } from "./evidence.ts";
import type { HeadingCluster } from "./result.ts";
import { distinct } from "../../toolkit/tokens.ts";
import { type Lexicon, stemSet, topicWordsOf } from "./words.ts";
import { quantile } from "../../toolkit/numbers.ts";
import { isContentSection, type MainSection, sectionThreshold } from "./sections.ts";
import { type Topic, topicOf, TopicSpace } from "./topic_match.ts";
import { isMethodologyHeading } from "./methodology.ts";

/** Two headings whose stems overlap this much (Jaccard) say the same thing. */
export const SAME_HEADING = 0.75;
/** Headings longer than this are sentences, not section names. */
const MAX_WORDS = 14;

/** Definition and explainer frames around a topic (accent-folded, several languages). */
const FRAME_START =
  /^(what (is|are)( an?| the)?|was (ist|sind)( ein| eine| der| die| das)?|qu est ce qu[e]?( un| une| le| la| les)?|que (es|son)( un| una| el| la)?|o que (e|sao)( um| uma| o| a)?|introduction to|intro to|an? (complete |quick |short )?guide to|guide to|understanding|the basics of|basics of|overview of)\b/;
const FRAME_END = /\b(explained|defined|definition|meaning|overview|basics|erklart|definicion)$/;
/** Leading numbering: "1", "1 2", "step 3", "schritt 2", "tip 4". */
const NUMBERING = /^((step|schritt|etape|paso|passo|tip|tipp|no|nr)\s+)?\d+(\s+\d+)*\s+/;

/** One heading of one page, read. */
interface Seen {
  page: number;
  url: string;
  domain: string;
  /** Words under the heading on its page, subsections included. */
  words: number;
  level: number;
  text: string;
  key: string[];
  /** Relative place on its page (0 first heading, 1 last). */
  place: number;
  /** The nearest shallower heading above it on its page, or null. */
  above: Seen | null;
  topic: Topic;
}

/** A cluster being built. */
interface Building {
  key: string[];
  /** A cluster of H1s. */
  h1: boolean;
  members: Seen[];
}

/** The heading clusters of the pages, most supported first, up to `maxLevel`. */
export function headingCoverage(
  pages: readonly RankingPage[],
  lex: Lexicon,
  maxLevel: number,
  keyword: string,
): HeadingCluster[] {
  const seen = pages.flatMap((p, i) => headingsOf(p, i, lex, maxLevel));
  const space = new TopicSpace(seen.map((s) => s.topic), keyword, lex);
  const clusters = clusterHeadings(seen, space);
  const clusterOf = new Map<Seen, number>();
  clusters.forEach((c, i) => c.members.forEach((m) => clusterOf.set(m, i)));
  const built = clusters.map((c, i) => describe(c, i, clusterOf, pages.length));
  return built.sort((a, b) => b.support - a.support || a.order - b.order || idNum(a) - idNum(b));
}

/** The content headings of one page, with their place and the heading above each. */
function headingsOf(page: RankingPage, index: number, lex: Lexicon, maxLevel: number): Seen[] {
  const all = page.main_sections;
  const minWords = sectionThreshold(all);
  const out: Seen[] = [];
  const stack: Seen[] = [];
  all.forEach((h, i) => {
    if (h.level > maxLevel || (h.level > 1 && !isContentSection(h, minWords))) return;
    if (isMethodologyHeading(h.text)) return;
    const key = headingKey(h.text, lex);
    if (key === null) return;
    while (stack.length > 0 && stack[stack.length - 1].level >= h.level) stack.pop();
    const place = all.length > 1 ? i / (all.length - 1) : 0;
    const item: Seen = {
      page: index,
      url: page.url,
      domain: page.domain,
      words: h.subtree_words,
      level: h.level,
      text: h.text.trim(),
      key,
      place,
      above: stack.length > 0 ? stack[stack.length - 1] : null,
      topic: topicOf(page.domain, key, h.body, lex),
    };
    out.push(item);
    stack.push(item);
  });
  return out;
}

/** The stems a heading is matched on, or null for furniture and sentences. */
export function headingKey(text: string, lex: Lexicon): string[] | null {
  let norm = topicWordsOf(text).join(" ");
  if (norm === "") return null;
  norm = norm.replace(NUMBERING, "").replace(FRAME_START, "").replace(FRAME_END, "").trim();
  const words = norm.split(" ").filter(Boolean);
  if (words.length === 0 || words.length > MAX_WORDS) return null;
  const key = [...stemSet(words, lex), ...quantitiesOf(text)].sort();
  return key.length > 0 ? key : null;
}

/**
 * The quantities a heading names ("800-Watt-Grenze", "Top 10", "2.000 Watt"), as `#800`: a
 * section about the 800-watt limit is not the page's section about the 600-watt one. Leading
 * list numbers are numbering, not quantities.
 */
function quantitiesOf(text: string): string[] {
  const body = text.trim().replace(/^(\d+[.):]?\s+|#\d+\s+)/, "");
  return [...body.matchAll(/\d[\d.,]*\d|\d{2,}/g)].map((m) => `#${m[0].replace(/[.,]/g, "")}`);
}

/**
 * Greedy clustering in page order: a heading joins the cluster most of whose members cover the
 * same topic (`topic_match.ts`), the one it agrees with best; a chain of near neighbours ("lift
 * and store", "lift or leave", "leave in the ground") does not merge distinct topics. H1s
 * cluster apart: a page's H1 names the page, and a section with the same words is a section.
 */
function clusterHeadings(seen: readonly Seen[], space: TopicSpace): Building[] {
  const clusters: Building[] = [];
  for (const s of seen) {
    const h1 = s.level === 1;
    let best: Building | null = null;
    let bestShare = 0;
    for (const c of clusters) {
      if (c.h1 !== h1) continue;
      const agree = c.members.filter((m) => space.same(m.topic, s.topic)).length;
      const share = agree / c.members.length;
      if (share > bestShare) [best, bestShare] = [c, share];
    }
    if (best && bestShare >= MAJORITY) best.members.push(s);
    else clusters.push({ key: s.key, h1, members: [s] });
  }
  return clusters;
}

/** A heading joins a cluster when it covers the same topic as at least this share of it. */
const MAJORITY = 0.5;

/**
 * Whether a page covers a cluster under its own wording: one of its content sections covers the
 * same topic as a member of the cluster, in the same topic space as the competitors' sections.
 * The space and the page's topics are built once; the answer is asked per cluster.
 */
export function topicCoverage(
  own: readonly MainSection[],
  pages: readonly RankingPage[],
  lex: Lexicon,
  keyword: string,
): (cluster: HeadingCluster) => boolean {
  const seen = pages.flatMap((p, i) => headingsOf(p, i, lex, 6));
  const mine = own.flatMap((s) => {
    const key = s.level > 1 ? headingKey(s.text, lex) : null;
    return key ? [topicOf("(own page)", key, s.body, lex)] : [];
  });
  const space = new TopicSpace([...seen.map((s) => s.topic), ...mine], keyword, lex);
  return (cluster) => {
    const texts = new Set([cluster.heading, ...cluster.variants]);
    const theirs = seen.filter((s) => texts.has(s.text) && cluster.urls.includes(s.url))
      .map((s) => s.topic);
    if (mine.some((m) => theirs.some((t) => space.covers(m, t)))) return true;
    // A heading joining two steps ("Washing and drying the tubers") is covered by a section of
    // the page on one of them ("Drying off"): the page has the section; the other is a detail.
    const parts = [...texts].flatMap((t) => joinedParts(t)).flatMap((t) => {
      const key = headingKey(t, lex);
      return key ? [topicOf("(their part)", key, "", lex)] : [];
    });
    return mine.some((m) => parts.some((p) => space.sameWords(m, p)));
  };
}

/** `topicCoverage` for one cluster. */
export function coversTopic(
  cluster: HeadingCluster,
  own: readonly MainSection[],
  pages: readonly RankingPage[],
  lex: Lexicon,
  keyword: string,
): boolean {
  return topicCoverage(own, pages, lex, keyword)(cluster);
}

/** Coordinating words that join two steps in a heading, in the lexicon's languages. */
const JOINED = /\s+(?:and|&|und|et|y|e|en|i|och|og|ja)\s+|\s*[,/+]\s*/i;

/** The parts of a heading that joins two steps, or none ("Cleaning and drying" -> both). */
function joinedParts(text: string): string[] {
  const parts = text.split(JOINED).map((p) => p.trim()).filter((p) => p.length > 2);
  return parts.length >= 2 ? parts : [];
}

/** The result entry of one cluster. */
function describe(
  c: Building,
  index: number,
  clusterOf: Map<Seen, number>,
  pages: number,
): HeadingCluster {
  const urls = distinct(c.members.map((m) => m.url));
  const domains = distinct(c.members.map((m) => m.domain));
  const texts = wordingByUse(c.members);
  return {
    id: `h${index + 1}`,
    heading: texts[0],
    variants: texts.slice(1, 4),
    levels: distinct(c.members.map((m) => m.level)).sort((a, b) => a - b),
    parent: parentOf(c, index, clusterOf),
    order: Math.round(quantile(c.members.map((m) => m.place), 0.5) * 100) / 100,
    urls,
    support: domains.length,
    share: pages > 0 ? Math.round((domains.length / pages) * 100) / 100 : 0,
    coverage: urls.map((url) => {
      const on = c.members.filter((m) => m.url === url);
      return { url, domain: on[0].domain, words: Math.max(...on.map((m) => m.words)) };
    }),
  };
}

/** Distinct wordings, most used first (ties: first seen). */
function wordingByUse(members: readonly Seen[]): string[] {
  const counts = new Map<string, { text: string; n: number }>();
  for (const m of members) {
    const k = m.text.toLowerCase();
    const e = counts.get(k) ?? { text: m.text, n: 0 };
    e.n++;
    counts.set(k, e);
  }
  return [...counts.values()].sort((a, b) => b.n - a.n).map((e) => e.text);
}

/** The cluster most often directly above the members (by page), or null. */
function parentOf(c: Building, own: number, clusterOf: Map<Seen, number>): string | null {
  const votes = new Map<number, number>();
  for (const m of c.members) {
    const id = m.above ? clusterOf.get(m.above) : undefined;
    if (id !== undefined && id !== own) votes.set(id, (votes.get(id) ?? 0) + 1);
  }
  let best: number | null = null;
  for (const [id, n] of votes) if (best === null || n > votes.get(best)!) best = id;
  return best === null ? null : `h${best + 1}`;
}

function idNum(c: HeadingCluster): number {
  return Number(c.id.slice(1));
}

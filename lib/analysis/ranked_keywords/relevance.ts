/**
 * Whether a ranking is the business, before its position counts (Part 18, item 2). Read in
 * order, first that applies:
 *
 * - **brand**: the owner's name in any spelling (`business/brand.ts`: request `brand_terms`,
 *   the domain's name), or the brand's own name word beside a domain word ("hotel dante" of
 *   hoteldantefirenze.it) where the site ranks 1-3, as Google ranks the business a name search
 *   names. Brand rankings are protected and counted apart.
 * - **namesake**: the brand's name with words the site has no topic for, where the site ranks
 *   below 3 ("hotel dante rimini" at #6), and the search either drops a word of the domain's
 *   name or is navigational: Google puts another business of that name first. (A name search
 *   with "offers" where booking sites outrank the owner still names the owner.)
 * - **career**: a job, salary or course search (`business/query_roles.ts`).
 * - **other_navigation**: DataForSEO labels it navigational (its `search_intent_info`: the
 *   searcher wants one particular site) and it is not the owner's name: only that site can
 *   serve it.
 * - **homonym**: it shares the brand's name word and no topic word with the site, or shares
 *   nothing and ranks on a page most of whose rankings are homonyms: the poet, the star, the
 *   app of the same name. Needs the site's topics to be established.
 * - **on_topic**: it shares a topic word with the site's selling rankings.
 * - **unclear**: nothing says either way (topics not established, or no shared word).
 *
 * Set-aside kinds (namesake, career, other_navigation, homonym) are never pushed or
 * recommended; unclear ones are capped at medium priority.
 */
import { z } from "zod";
import type { BrandTerm } from "../business/brand.ts";
import { mentionsBrand } from "../business/brand.ts";
import { careerModifier, navigationalModifier } from "../business/query_roles.ts";
import { type SiteTopics, topicStems } from "../business/site_topics.ts";
import { stemmerFor } from "../understanding/stemming.ts";
import { normalizeText } from "../../toolkit/text.ts";

/** What a ranking is to the business. */
export const RelevanceKindSchema = z.enum([
  "brand",
  "namesake",
  "career",
  "other_navigation",
  "homonym",
  "on_topic",
  "unclear",
]);
export type RelevanceKind = z.output<typeof RelevanceKindSchema>;

/** The kinds that are not the business: never pushed, never recommended. */
export const SET_ASIDE: ReadonlySet<RelevanceKind> = new Set([
  "namesake",
  "career",
  "other_navigation",
  "homonym",
]);

/** A ranking's relevance, what decided it and why. */
export const RelevanceSchema = z.strictObject({
  kind: RelevanceKindSchema,
  decided_by: z.enum([
    "brand_terms",
    "domain_name",
    "rank",
    "modifiers",
    "provider_intent",
    "site_topics",
    "page_topic",
  ]),
  reason: z.string(),
});
export type Relevance = z.output<typeof RelevanceSchema>;

/** What the rules read besides the ranking. */
export interface RelevanceContext {
  brand: readonly BrandTerm[];
  topics: SiteTopics;
  language: string | null;
}

/** What the rules read of one ranking. */
export interface RankingFacts {
  keyword: string;
  rank: number;
  intent: string | null;
  intent_source: string;
}

/** Review words a brand search carries ("reviews", "recensioni", "Bewertungen", "avis" ...). */
const REVIEW_WORDS = new Set(
  "reviews review recensioni recensione opinioni bewertungen bewertung erfahrungen avis opiniones opiniao opinioes resenas beoordelingen opinie omdomen anmeldelser arvostelut"
    .split(" "),
);

/** The brand's own name word beside another domain word, as a run of the query. */
function namesTheBrand(words: readonly string[], topics: SiteTopics): boolean {
  const names = new Set(topics.name_words);
  const domain = new Set(topics.domain_words);
  return words.some((w, i) =>
    names.has(w) &&
    [words[i - 1], words[i + 1]].some((n) => n !== undefined && domain.has(n) && !names.has(n))
  );
}

/** Words of the query that are neither the domain's, a topic, a review nor a navigation word. */
function unknownWords(keyword: string, ctx: RelevanceContext): string[] {
  const stem = stemmerFor(ctx.language);
  const domain = new Set(ctx.topics.domain_words);
  const modifier = navigationalModifier(keyword)?.modifier ?? "";
  return normalizeText(keyword.replace(modifier, " ")).split(" ").filter((w) =>
    w.length > 1 && !domain.has(w) && !REVIEW_WORDS.has(w) && !ctx.topics.topics.has(stem(w)) &&
    topicStems(w, ctx.language).length > 0
  );
}

function brandOrNamesake(k: RankingFacts, ctx: RelevanceContext): Relevance | null {
  const words = normalizeText(k.keyword).split(" ");
  const full = mentionsBrand(k.keyword, ctx.brand);
  const partial = !full && ctx.topics.established && namesTheBrand(words, ctx.topics);
  if (!full && !partial) return null;
  const unknown = unknownWords(k.keyword, ctx);
  const lacksDomainWord = ctx.topics.domain_words.some((w) => !words.includes(w));
  const navigational = k.intent === "navigational";
  if (k.rank > 3 && unknown.length > 0 && (lacksDomainWord || navigational)) {
    return {
      kind: "namesake",
      decided_by: "rank",
      reason: `the brand's name with "${
        unknown.join(" ")
      }", where the site ranks ${k.rank}: Google puts another business of that name first`,
    };
  }
  return {
    kind: "brand",
    decided_by: full
      ? ctx.brand.some((t) => t.source === "request") ? "brand_terms" : "domain_name"
      : "rank",
    reason: full
      ? "the owner's own name: brand demand, protected and counted apart"
      : `the brand's name beside a word of its domain, where the site ranks ${k.rank}: a search for this business`,
  };
}

function notTheBusiness(k: RankingFacts, ctx: RelevanceContext): Relevance | null {
  const career = careerModifier(k.keyword);
  if (career) {
    return {
      kind: "career",
      decided_by: "modifiers",
      reason: `"${career}": a job or training search, served by job boards and salary surveys`,
    };
  }
  const names = new Set(ctx.topics.name_words);
  const namesIt = normalizeText(k.keyword).split(" ").some((w) => names.has(w));
  if (k.intent === "navigational" && k.intent_source === "provider" && !namesIt) {
    return {
      kind: "other_navigation",
      decided_by: "provider_intent",
      reason:
        "DataForSEO labels it navigational and it is not the owner's name: searchers want one particular site, which only that site can serve",
    };
  }
  return null;
}

/** The relevance of one ranking (see the header); `pageHomonyms` reads the page's others. */
export function relevanceOf(
  k: RankingFacts,
  ctx: RelevanceContext,
  pageHomonyms: () => boolean,
): Relevance {
  const own = brandOrNamesake(k, ctx);
  if (own) return own;
  const other = notTheBusiness(k, ctx);
  if (other) return other;
  const stems = topicStems(k.keyword, ctx.language);
  const stem = stemmerFor(ctx.language);
  const names = new Set(ctx.topics.name_words.map(stem));
  const shared = stems.filter((s) => ctx.topics.topics.has(s));
  const named = stems.filter((s) => names.has(s));
  if (!ctx.topics.established) {
    return {
      kind: "unclear",
      decided_by: "site_topics",
      reason:
        `too few selling rankings (${ctx.topics.evidence}) to tell what the site sells from what it does not`,
    };
  }
  if (shared.length > 0) {
    return {
      kind: "on_topic",
      decided_by: "site_topics",
      reason: `shares "${shared.join(", ")}" with the searches the site's selling pages win`,
    };
  }
  if (named.length > 0) {
    return {
      kind: "homonym",
      decided_by: "site_topics",
      reason: `shares only the brand's name "${
        ctx.topics.name_words.join(" ")
      }" with the business and no word of what it sells: another meaning of the name`,
    };
  }
  if (pageHomonyms()) {
    return {
      kind: "homonym",
      decided_by: "page_topic",
      reason:
        "shares no word with what the site sells and ranks on a page whose rankings are mostly homonyms of the brand's name",
    };
  }
  return {
    kind: "unclear",
    decided_by: "site_topics",
    reason: "shares no word with the searches the site's selling pages win: check its relevance",
  };
}

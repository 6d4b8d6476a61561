/** The `method` of the result: how the clusters are built, in words, from the rules and thresholds. */
import { methodOf } from "../rule.ts";
import { ALIKE_RULES, HUB_RULES, PRODUCT_RULES } from "./apart/mod.ts";
import {
  BIGRAM_WEIGHT,
  CHAR_MIN_LENGTH,
  CHAR_WEIGHT,
  DEFAULT_THRESHOLDS,
  MODIFIER_WEIGHT,
  SERP_DEPTH,
  SERP_THRESHOLDS,
  SURFACE_WEIGHT,
} from "./thresholds.ts";

const ids = (rules: readonly { id: string }[]) => rules.map((rule) => rule.id).join(", ");
const ofTen = (share: number) => `${Math.round(share * SERP_DEPTH)} of ${SERP_DEPTH}`;

/** How the clusters are built, as returned in `method`. */
export const METHOD = {
  representation:
    `each keyword is normalised (NFKD, accents folded, lowercased, punctuation removed), stopwords of the keyword's language dropped and words stemmed (the Snowball stemmer of the keyword's language, English when unknown); features are the stems, the unstemmed words (weight ${SURFACE_WEIGHT}, so the same word counts more than the same stem), stem bigrams (${BIGRAM_WEIGHT}) and character 3-grams of words of ${CHAR_MIN_LENGTH}+ characters (${CHAR_WEIGHT} per word, for misspellings, compounds and other scripts); search modifiers (best, free, pricing, tips ...) weigh ${MODIFIER_WEIGHT}`,
  weighting: "smoothed IDF over the unique input keywords: ln((1 + n) / (1 + df)) + 1",
  similarity: "cosine of the L2-normalised feature vectors",
  clustering:
    `average-linkage agglomeration (UPGMA) of the unique keywords, most similar pair first, ties by normalised text; thresholds: cluster ${DEFAULT_THRESHOLDS.cluster}, subtopic ${DEFAULT_THRESHOLDS.subtopic}, pillar ${DEFAULT_THRESHOLDS.pillar}; clusters and subtopics never join keywords a kept_apart rule separates (${
      ids(ALIKE_RULES)
    }: their shared words count for nothing; ${
      ids(PRODUCT_RULES)
    }: related for hubs, never one page); pillars keep only ${
      ids(HUB_RULES)
    } apart; one run gives subtopics and clusters, a second the pillars`,
  kept_apart: methodOf([...ALIKE_RULES, ...PRODUCT_RULES]),
  language:
    "each keyword's language from a per-language lexicon (function and search words, the stopword package's lists, language-specific letters); the tinyld detector breaks ties between the lexicon's candidates or decides alone when confident; plain ASCII with English function words is English. A keyword whose language stays unclear (e.g. Spanish or Italian) joins no cluster. Stopwords and modifiers of the keyword's language are dropped or down-weighted like English ones. Titles of non-English clusters are the head term (no English template words); follow-up calls carry the language and its main market",
  threshold_choice:
    "cluster threshold on the plateau of best mean ARI / V-measure on the CLINC150 benchmark sets (bench/keyword_clusters_bench.ts; the multilingual check: 0 mixed clusters): clusters are topic-level; the subtopic threshold comes from hand-labelled SEO keyword lists, where one shared word ('seo', 'running') must not join different pages: subtopics are page-level; the pillar threshold groups clusters for hub pages",
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
  serp_overlap:
    `with method serp: one Google SERP per keyword (top ${SERP_DEPTH} organic results, the configured provider, through its cache); a pair's similarity is the share of the top ${SERP_DEPTH} they share (URLs compared without scheme, www, query or trailing slash); thresholds: ${
      ofTen(SERP_THRESHOLDS.cluster)
    } one topic (a cluster), ${
      ofTen(SERP_THRESHOLDS.subtopic)
    } one page (a subtopic, the common default of SERP clustering), ${
      ofTen(SERP_THRESHOLDS.pillar)
    } a hub; a keyword without results keeps its lexical similarity mapped onto that scale; the apart rules hold whatever the overlap; each cluster says in grouped_by whether every keyword had a SERP`,
  limitations:
    "lexical (the default): synonyms and paraphrases without shared words are not joined ('sofa bed', 'sleeper sofa'), and one shared word can still join different products in longer queries; method serp joins them when Google ranks the same pages, at one provider call per keyword",
} as const;

/** The agent workflow (actions, evidence, limitations, next calls) and the markdown summary. */
import { calibrate } from "../../agent/confidence.ts";
import {
  type AgentWorkflow,
  agentWorkflow,
  type Evidence,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import { marketOfLanguage } from "../understanding/locale.ts";
import type { Item } from "./facts.ts";
import type { ClusterPlan, KeywordClustersResult, PageType, Singleton } from "./result.ts";
import { type ClusterThresholds, CONFIDENCE as C } from "./thresholds.ts";
import { agree, formatNumber, plural } from "../../toolkit/prose.ts";

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

export function buildWorkflow(
  plan: ClusterPlan,
  f: { thresholds: ClusterThresholds; items: readonly Item[] },
): KeywordClustersResult["agent_workflow"] {
  const { clusters, stats: s } = plan;
  const cohesion = Math.min(1, s.mean_cohesion / C.full_cohesion);
  let ceiling = clusters.length === 0
    ? C.no_clusters
    : C.base + C.coverage * s.coverage + C.cohesion * cohesion;
  if (s.unique_keywords < C.few_keywords) ceiling -= C.few_keywords_penalty;
  // A cluster held together by `several_words` or more shared topic words is direct evidence of
  // one page; one shared word is weak evidence (the values are in `CONFIDENCE`).
  const { confidence, caveat } = calibrate(
    Math.max(C.floor, Math.min(C.ceiling, ceiling)),
    clusters.map((c) =>
      c.shared_terms.length >= C.several_words
        ? C.several_words_evidence
        : c.shared_terms.length === 1
        ? C.one_word_evidence
        : C.no_word_evidence
    ),
    "Most clusters share a single word",
  );

  const summary = clusters.length === 0
    ? `None of the ${
      plural(s.unique_keywords, "unique keyword")
    } share enough words to form a cluster; measure them and expand the list before planning pages.`
    : `Grouped ${plural(s.unique_keywords, "unique keyword")} into ${
      plural(s.clusters, "cluster")
    } (average ${formatNumber(s.avg_cluster_size, { digits: 1 })} keywords)${
      s.singletons > 0
        ? `; ${s.singletons} ${agree(s.singletons, "stays", "stay")} unclustered`
        : ""
    }. Build one page per cluster, starting with "${clusters[0].head_term}" (${
      plural(clusters[0].size, "keyword")
    }, ${clusters[0].intent}).${caveat ? ` ${caveat}` : ""}`;

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

function workflowActions(
  plan: ClusterPlan,
  thresholds: ClusterThresholds,
): RecommendedAction[] {
  const { clusters, pillars, stats: s } = plan;
  const actions: RecommendedAction[] = pageActions(clusters);
  for (const p of pillars.slice(0, 2)) {
    actions.push({
      action:
        `Link the ${p.cluster_ids.length} cluster pages of "${p.head_term}" from one hub page`,
      priority: "low",
      reason: `Clusters ${p.cluster_ids.join(", ")} (${
        plural(p.keywords, "keyword")
      }) are related but distinct`,
      target: p.head_term,
    });
  }
  const topical = topicalSingletons(plan);
  if (topical.length > 0) {
    const near = topical.filter((x) => x.nearest_cluster !== null).length;
    actions.push({
      action: `Check the search volume of the ${
        plural(topical.length, "unclustered keyword")
      } before giving any its own page`,
      priority: clusters.length === 0 ? "high" : "low",
      reason:
        `They share too few words with other keywords (similarity below ${thresholds.cluster}); ${near} could join their nearest cluster as a section`,
    });
  }
  if (s.duplicates_merged > 0) {
    actions.push({
      action: `Remove ${plural(s.duplicates_merged, "duplicate keyword")} from the list`,
      priority: "low",
      reason: "They are the same keyword up to case, accents or punctuation",
    });
  }
  return actions;
}

/** One page per cluster (first 5), a SERP check of mixed intent, sections for subtopics. */
function pageActions(clusters: ClusterPlan["clusters"]): RecommendedAction[] {
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
      reason: `${
        plural(c.size, "keyword")
      } ${terms}; intent ${c.intent} (${c.buyer_stage}); one page avoids splitting them across competing URLs`,
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
  if (clusters.length > 0) evidence.push(...clusterEvidence(plan));
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

/** Figures of the clusters: size, cohesion and mixed intent. */
function clusterEvidence(plan: ClusterPlan): Evidence[] {
  const { clusters, stats: s } = plan;
  return [
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
  ];
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
      `${plural(s.no_topic_keywords, "keyword")} ${
        agree(s.no_topic_keywords, "has", "have")
      } no topic words (only stopwords or symbols) and cannot be clustered: ${examples}.`,
    );
  }
  limitations.push(...languageLimitations(items));
  if (s.unique_keywords < 10) {
    limitations.push(
      `Only ${
        plural(s.unique_keywords, "unique keyword")
      }: word weights rest on little data, treat the clusters as tentative.`,
    );
  }
  return limitations;
}

/**
 * What the language readings leave open: keywords in other scripts (no stemmer: whole words and
 * character 3-grams), keywords showing no language of their own (read in the list's, or free
 * to join any one language), and keywords between languages (left out of clusters).
 */
function languageLimitations(items: readonly Item[]): string[] {
  const limitations: string[] = [];
  const quote = (xs: readonly Item[]) => xs.slice(0, 3).map((i) => `"${i.keyword}"`).join(", ");
  const unstemmed = items.filter((i) => /[^\p{Script=Latin}\p{N}\p{P}\s]/u.test(i.keyword));
  if (unstemmed.length > 0) {
    limitations.push(
      `${plural(unstemmed.length, "keyword")} in scripts other than Latin (${
        quote(unstemmed)
      }) match as whole words or by shared character 3-grams: no stemmer reads them.`,
    );
  }
  const unshown = items.filter((i) => !i.languageShown);
  // Read as English in a list showing English, as before any list reading: not worth a line.
  const listed = unshown.filter((i) => !i.group.startsWith("und") && i.group !== "en");
  if (listed.length > 0 && listed.length < items.length) {
    const one = listed.length === 1;
    limitations.push(
      `${plural(listed.length, "keyword")} ${one ? "shows" : "show"} no language of ${
        one ? "its" : "their"
      } own (${quote(listed)}): read in the language the rest of the list shows (${
        listed[0].group.replaceAll("|", " or ")
      }).`,
    );
  }
  const free = unshown.filter((i) => i.group.startsWith("und"));
  if (free.length > 0 && free.length < items.length) {
    limitations.push(
      `${plural(free.length, "keyword")} ${
        free.length === 1 ? "shows" : "show"
      } no language, nor does the list show one (${
        quote(free)
      }): each may join keywords of any one language, never two.`,
    );
  }
  const unclear = items.filter((i) => i.group.includes("#"));
  if (unclear.length > 0) {
    limitations.push(
      `${unclear.length} keyword${
        unclear.length === 1 ? "'s language is" : "s' languages are"
      } unclear (${
        unclear.slice(0, 3).map((i) =>
          `"${i.keyword}": ${i.group.split("#")[0].replaceAll("|", " or ")}`
        )
          .join("; ")
      }): they are left out of clusters rather than risk mixing languages on one page.`,
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
      reason: `Brief the ${PAGE_LABEL[c.suggested_page.page_type]} for cluster ${c.id} (${
        plural(c.size, "keyword")
      })`,
      body: {
        keyword: c.head_term,
        page_type: c.suggested_page.page_type,
        ...localeOf(lang(c.head_term)),
      },
    });
  }
  nextCalls.push(...metricsCalls(clusters, topical, lang));
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

/** Volume and difficulty of the cluster heads and unclustered keywords, one call a language. */
function metricsCalls(
  clusters: ClusterPlan["clusters"],
  topical: readonly Singleton[],
  lang: (keyword: string) => string,
): NextCall[] {
  const nextCalls: NextCall[] = [];
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
  return nextCalls;
}

export function summaryMarkdown(plan: ClusterPlan, workflow: AgentWorkflow): string {
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
      `${plural(c.size, "keyword")}, ${c.intent}, ${
        PAGE_LABEL[c.suggested_page.page_type]
      } "${c.suggested_page.title}"`,
    ]);
  }
  return markdownSummary({
    title: "Keyword clusters",
    headline: workflow.summary,
    figures,
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 2),
  });
}

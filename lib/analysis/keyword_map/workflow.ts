/** The keyword map's agent_workflow: decision, confidence, actions, evidence, limitations, next calls. */
import { calibrate } from "../../agent/confidence.ts";
import {
  type AgentWorkflow,
  agentWorkflow,
  type Evidence,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import { languageOfText } from "../understanding/language.ts";
import { marketOfLanguage } from "../understanding/locale.ts";
import {
  type CannibalizationRisk,
  type KeywordMapResult,
  type Mapping,
  type MissingPageOpportunity,
  type WeakMatch,
} from "./result.ts";
import { type Keyword, type KeywordMapInput, type Page } from "./facts.ts";
import { confidenceOfRuling } from "./rules/mod.ts";
import { type Scored } from "./score.ts";
import {
  CONFIDENCE as C,
  DECISION_EVIDENCE as E,
  NO_PAGE_CLOSE,
  SEVERAL_WORDS,
} from "./thresholds.ts";
import { agree, plural, sentences } from "../../toolkit/prose.ts";

export interface Facts {
  input: KeywordMapInput;
  pages: Page[];
  keywords: Keyword[];
  siteHost: string;
  summary: KeywordMapResult["summary"];
  mappings: Mapping[];
  weakMatches: WeakMatch[];
  risks: CannibalizationRisk[];
  missingPages: MissingPageOpportunity[];
  dupKeywords: number;
  dupPages: number;
  scored: Scored[];
}

function decisionOf(f: Facts): string {
  const s = f.summary;
  if (s.cannibalization_risks / s.keywords_analysed >= 0.2) return "consolidate_overlaps";
  if (s.missing > 0) return "map_and_build";
  if (s.weak > 0) return "optimise_weak_matches";
  if (s.cannibalization_risks > 0) return "consolidate_overlaps";
  return "coverage_ok";
}

export function buildWorkflow(f: Facts): AgentWorkflow {
  const decision = decisionOf(f);
  return agentWorkflow({
    decision,
    confidence: calibrated(f).confidence,
    summary: summaryOf(f, decision),
    recommended_actions: actionsOf(f, decision),
    evidence: evidenceOf(f),
    limitations: limitationsOf(f),
    next_calls: nextCallsOf(f),
  });
}

/** Keep the primary page of split keywords, create missing pages, optimise weak matches. */
function actionsOf(f: Facts, decision: string): RecommendedAction[] {
  const s = f.summary;
  const actions: RecommendedAction[] = [];
  for (const r of f.risks.slice(0, 3)) {
    actions.push({
      action: `Keep ${r.primary_url} as the only page for "${r.keyword}"`,
      priority: r.level === "high" ? "high" : "medium",
      reason: `${
        r.competing.map((c) => `${c.url} scores ${c.score}`).join(", ")
      } vs ${r.primary_score}`,
      target: r.primary_url,
    });
  }
  for (const m of f.missingPages.slice(0, 3)) {
    actions.push({
      action: `Create a ${
        m.suggested_page_type.replace("_", " ")
      } at ${m.suggested_url} for "${m.head_keyword}"`,
      priority: m.total_search_volume !== null || f.missingPages.length <= 3 ? "high" : "medium",
      reason: sentences(
        `${plural(m.keywords.length, "keyword")}${
          m.total_search_volume !== null
            ? `, ${plural(m.total_search_volume, "search", "searches")}/month`
            : ""
        }`,
        m.reason,
      ),
      target: m.suggested_url,
    });
  }
  for (const w of f.weakMatches.filter((x) => x.recommendation === "optimise_page").slice(0, 3)) {
    actions.push({
      action: `Optimise ${w.best_url} for "${w.keyword}"`,
      priority: "medium",
      reason: sentences(
        `Best match scores ${w.score}, ${w.gap_to_strong} below the strong threshold`,
        w.fixes[0],
      ),
      target: w.best_url,
    });
  }
  if (decision === "coverage_ok") {
    actions.push({
      action: "Keep the current mapping; monitor rankings of each primary URL",
      priority: "low",
      reason: `All ${s.keywords_analysed} keywords have a strong page and none is split`,
    });
  }
  return actions;
}

/** The figures behind the decision: coverage counts, the top match, the biggest missing page. */
function evidenceOf(f: Facts): Evidence[] {
  const s = f.summary;
  const evidence: Evidence[] = [
    {
      claim: "Keywords analysed (after merging duplicates)",
      value: s.keywords_analysed,
      source: "keywords",
    },
    { claim: "Pages analysed", value: s.pages_analysed, source: "pages" },
    {
      claim: "Keywords with a strong page",
      value: s.strong,
      source: "mappings[].status",
    },
    {
      claim: "Keywords with a weak page (score 25-50)",
      value: s.weak,
      source: "mappings[].status",
    },
    {
      claim: "Keywords without a fitting page",
      value: s.missing,
      source: "missing_page_opportunities",
    },
    {
      claim: "Keywords split between pages",
      value: s.cannibalization_risks,
      source: "cannibalization_risks",
    },
    {
      claim: "Share of keywords strongly covered",
      value: s.coverage_rate,
      source: "summary.coverage_rate",
    },
  ];
  const top = f.mappings[0];
  if (top) {
    evidence.push({
      claim: `Match score of "${top.keyword}" on ${top.url}`,
      value: top.score,
      source: "mappings[0].score",
    });
  }
  const biggest = f.missingPages[0];
  if (biggest && biggest.total_search_volume !== null) {
    evidence.push({
      claim: `Search volume of the biggest missing page ("${biggest.head_keyword}")`,
      value: biggest.total_search_volume,
      source: "keywords[].search_volume",
    });
  }
  if (f.dupKeywords > 0) {
    evidence.push({ claim: "Duplicate keywords merged", value: f.dupKeywords, source: "keywords" });
  }
  return evidence;
}

function summaryOf(f: Facts, decision: string): string {
  const s = f.summary;
  const head = `${s.strong} of ${plural(s.keywords_analysed, "keyword")} map strongly to ${
    plural(s.pages_used, "page")
  }; ${s.weak} weak, ${s.missing} without a fitting page, ${s.cannibalization_risks} split between pages.`;
  const what = decision === "consolidate_overlaps"
    ? "Give each split keyword one owner before creating anything new."
    : decision === "map_and_build"
    ? `Apply the map and build ${
      plural(f.missingPages.length, "new page")
    } for the uncovered keywords.`
    : decision === "optimise_weak_matches"
    ? "Apply the map and strengthen the weak matches."
    : "Coverage is complete: apply the map and monitor.";
  const caveat = calibrated(f).caveat;
  return caveat ? `${head} ${what} ${caveat}` : `${head} ${what}`;
}

/**
 * How strong the evidence behind each keyword's decision is: a strong match on the exact
 * phrase, a current keyword, two or more shared topic words or a judgement rule is direct; a
 * strong match on one shared word is close to a guess; a weak match is half-sure; "missing" is
 * sure when no page comes close.
 */
function decisionStrengths(f: Facts): number[] {
  return f.scored.map((s) => {
    if (s.ruling) return confidenceOfRuling(s.ruling);
    if (s.status === "missing") {
      return (s.best?.score ?? 0) < NO_PAGE_CLOSE ? E.missing_no_page : E.missing;
    }
    if (s.status === "weak") return E.weak;
    const m = s.best!;
    if (m.signals.title_phrase || m.signals.keywords === 1) return E.targeted;
    return m.matched_terms.length >= SEVERAL_WORDS ? E.several_words : E.one_word;
  });
}

function calibrated(f: Facts) {
  return calibrate(
    confidenceOf(f),
    decisionStrengths(f),
    "Most mappings rest on a single shared word, not on the page's title phrase or target keywords",
  );
}

/** The ceiling from data completeness, `CONFIDENCE.floor` to `CONFIDENCE.ceiling`. */
function confidenceOf(f: Facts): number {
  const share = (pred: (p: Page) => boolean) => f.pages.filter(pred).length / f.pages.length;
  let c = C.base;
  c += C.page_text *
    share((p) => p.headings.length > 0 || p.description !== null || p.currentKeywords.length > 0);
  c += C.page_type * share((p) => p.pageType !== null);
  c += C.keyword_volume * (f.keywords.filter((k) => k.volume !== null).length / f.keywords.length);
  if (f.dupPages > 0) c -= C.duplicate_pages;
  if (f.keywords.some((k) => k.phrase.stems.length === 0)) c -= C.keyword_without_words;
  return Math.max(C.floor, Math.min(C.ceiling, c));
}

function limitationsOf(f: Facts): string[] {
  const out = [
    "Matches keywords against the supplied titles, URLs, headings, descriptions and current_keywords only: page body, rankings and the live SERP are not seen.",
    "Intent comes from keyword modifiers, buyer_stage, page_type and URL conventions; a keyword without modifiers is treated as intent-neutral.",
  ];
  if (f.keywords.every((k) => k.volume === null)) {
    out.push("No search_volume given: keywords are prioritised by match score only.");
  }
  const bare =
    f.pages.filter((p) =>
      p.headings.length === 0 && p.description === null && p.currentKeywords.length === 0
    ).length;
  if (bare > 0) {
    out.push(
      `${bare} of ${plural(f.pages.length, "page")} ${
        agree(bare, "has", "have")
      } only a URL and title; ${
        agree(bare, "its score rests", "their scores rest")
      } on those two fields.`,
    );
  }
  if (f.dupKeywords > 0) {
    out.push(
      `${plural(f.dupKeywords, "keyword")} repeated another one (same words in any order) and ${
        agree(f.dupKeywords, "was", "were")
      } merged.`,
    );
  }
  if (f.dupPages > 0) {
    out.push(
      `${plural(f.dupPages, "page row")} repeated a URL (after normalisation) and ${
        agree(f.dupPages, "was", "were")
      } merged.`,
    );
  }
  const empty = f.keywords.filter((k) => k.phrase.stems.length === 0);
  if (empty.length > 0) {
    out.push(
      `${plural(empty.length, "keyword")} ${
        agree(empty.length, "has", "have")
      } no topic words (only stopwords, symbols or emoji) and cannot be matched: ${
        empty.slice(0, 3).map((k) => `"${k.phrase.text}"`).join(", ")
      }.`,
    );
  }
  if (f.summary.mappings_truncated > 0) {
    out.push(
      `max_mappings cut ${
        plural(f.summary.mappings_truncated, "lower-priority mapping")
      } from the list; counts cover all keywords.`,
    );
  }
  if (f.siteHost === "" && f.pages.some((p) => p.u.relative)) {
    out.push(
      "Relative URLs could not be made absolute (no `target`); follow-up calls that need a URL are skipped.",
    );
  }
  return out;
}

const BRIEF_TYPES: Record<MissingPageOpportunity["suggested_page_type"], string> = {
  blog_post: "blog_post",
  guide: "guide",
  comparison_page: "comparison_page",
  landing_page: "landing_page",
  product: "landing_page",
  pricing: "landing_page",
};

const TITLE_META_TYPES = new Set([
  "blog_post",
  "landing_page",
  "product",
  "software",
  "local_business",
  "comparison_page",
  "guide",
]);

/**
 * The language (and its main market) of a keyword written in another language than English,
 * for follow-up calls that default to English and the United States.
 */
function localeOf(keyword: string): { language?: string; location?: string } {
  const language = languageOfText(keyword);
  if (!language || language === "en") return {};
  const market = marketOfLanguage(language);
  return market ? { language, location: market } : { language };
}

function nextCallsOf(f: Facts): NextCall[] {
  const calls: NextCall[] = [];
  const target = f.input.target ? { target: f.input.target } : {};
  const missing = f.missingPages[0];
  if (missing) {
    calls.push({
      endpoint: "/content/brief",
      reason: `Brief the biggest missing page ("${missing.head_keyword}", ${
        plural(missing.keywords.length, "keyword")
      })`,
      body: {
        keyword: missing.head_keyword,
        page_type: BRIEF_TYPES[missing.suggested_page_type],
        ...localeOf(missing.head_keyword),
        ...target,
      },
    });
  }
  const byUrl = new Map(f.pages.map((p) => [p.url, p]));
  const weak = f.weakMatches.find((w) =>
    w.recommendation === "optimise_page" && byUrl.get(w.best_url)?.u.absolute
  );
  if (weak) {
    const page = byUrl.get(weak.best_url)!;
    const body: Record<string, unknown> = {
      keyword: weak.keyword,
      url: page.u.absolute,
      current_title: page.title,
      ...target,
    };
    const type = page.pageType ? page.pageType.toLowerCase().replace(/[\s-]+/g, "_") : null;
    if (type && TITLE_META_TYPES.has(type)) body.page_type = type;
    calls.push({
      endpoint: "/content/title-meta",
      reason:
        `Rewrite the title and description of ${weak.best_url} to win "${weak.keyword}" (score ${weak.score})`,
      body,
    });
  }
  if (f.risks.length > 0) {
    const urls = new Set<string>();
    for (const r of f.risks) {
      urls.add(r.primary_url);
      for (const c of r.competing) urls.add(c.url);
    }
    const pages = [...urls].slice(0, 1000).map((u) => {
      const p = byUrl.get(u)!;
      const item: Record<string, unknown> = { url: p.url, title: p.title };
      if (p.currentKeywords.length > 0) item.target_keywords = p.currentKeywords.slice(0, 100);
      if (p.pageType) item.page_type = p.pageType;
      return item;
    });
    if (pages.length >= 2) {
      calls.push({
        endpoint: "/content/cannibalization",
        reason: "Check the pages that split keywords for real overlap and get a keep/merge plan",
        body: {
          pages,
          focus_keywords: [...new Set(f.risks.map((r) => r.keyword))].slice(0, 100),
          ...target,
        },
      });
    }
  }
  return calls;
}

/** The markdown summary: headline, coverage figures, the first mappings and actions. */
export function markdownOf(f: Facts, workflow: AgentWorkflow, pagesUsed: number): string {
  const { summary, keywords, dupKeywords } = f;
  return markdownSummary({
    title: "Keyword map",
    headline: workflow.summary,
    figures: [
      [
        "Keywords analysed",
        `${keywords.length}${dupKeywords > 0 ? ` (${dupKeywords} duplicates merged)` : ""}`,
      ],
      ["Strong / weak / missing", `${summary.strong} / ${summary.weak} / ${summary.missing}`],
      ["Pages used as primary URLs", `${pagesUsed} of ${f.pages.length}`],
      ["Cannibalization risks", f.risks.length],
      ["Suggested new pages", f.missingPages.length],
      ...f.mappings.slice(0, 5).map((m): [string, string] => [
        m.keyword,
        `${m.url} (score ${m.score}, ${m.status})`,
      ]),
    ],
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 3),
  });
}

/** The follow-up calls: a brief for each of the first scheduled items with a keyword. */
import type { NextCall } from "../../agent/workflow.ts";
import { followUpMarket, languageOfPage, marketOfHost } from "../understanding/locale.ts";
import { languageOfText } from "../understanding/language.ts";
import { absoluteUrl, siteOrigin } from "../../toolkit/urls.ts";
import type { Node } from "./facts.ts";
import type { ScheduledAction } from "./result.ts";
import type { WorkflowFacts } from "./workflow.ts";
import { fold, matches, wordsPattern } from "./words.ts";

/** A title that describes work on an existing page. */
const REFRESH_TERMS = [
  "refresh(?:ing)?",
  "updat(?:e|ing)",
  "rewrite",
  "re-write",
  "decay(?:ing)?",
  "outdated",
  "stale",
  "consolidat(?:e|ion)",
  "merge",
  "republish",
  "revive",
  "recover",
  "improve",
  "expand",
  "optimi[sz]e",
];

const REFRESH_PATTERN = wordsPattern(REFRESH_TERMS);

/**
 * Where a follow-up call searches: the item's language (its URL locale, the language its title
 * names, the site's country domain's language, else its keyword's or title's own) and the market
 * of the site's country domain when it speaks that language, else the language's main market.
 */
function marketFields(
  node: Node,
  target: string | undefined,
): { language?: string; location?: string } {
  const site = node.item.url ?? target;
  const language = languageOfPage({ url: node.item.url, title: node.title }) ??
    marketOfHost(site)?.language ?? languageOfText(node.item.keyword ?? "") ??
    languageOfText(node.title) ?? null;
  return followUpMarket(language, site);
}

/**
 * A refresh brief for an item on an existing page that refreshes it (or when the goal is
 * refresh_decay), a new-page brief for an item without a URL; null otherwise.
 */
function callFor(
  f: WorkflowFacts,
  s: ScheduledAction,
  keyword: string,
  owner: string | null,
): NextCall | null {
  const node = f.nodes[s.index];
  let call: NextCall | null = null;
  if (node.item.url) {
    const url = absoluteUrl(node.item.url, owner);
    const text = fold([node.title, node.item.opportunity_type ?? ""].join(" "));
    const refresh = f.goal === "refresh_decay" || matches(REFRESH_PATTERN, text).length > 0;
    if (url && refresh) {
      const body: Record<string, unknown> = { url, keyword, ...marketFields(node, f.target) };
      if (f.target) body.target = f.target;
      if (f.goal === "refresh_decay") body.refresh_goal = "recover_rankings";
      if (f.goal === "lead_generation") body.refresh_goal = "improve_conversions";
      call = {
        endpoint: "/content/refresh-brief",
        reason: `"${s.title}" (week ${s.week}) refreshes an existing page; get a gap-based brief`,
        body,
      };
    }
  } else {
    const body: Record<string, unknown> = { keyword, ...marketFields(node, f.target) };
    if (f.target) body.target = f.target;
    call = {
      endpoint: "/content/brief",
      reason: `"${s.title}" (week ${s.week}) needs a new page; get a writer-ready brief`,
      body,
    };
  }
  return call;
}

/** Up to 5 distinct briefs for the scheduled items with a keyword, in schedule order. */
export function nextCallsOf(f: WorkflowFacts): NextCall[] {
  const calls: NextCall[] = [];
  const seen = new Set<string>();
  const owner = f.target ? siteOrigin(f.target) : null;
  for (const s of f.scheduled) {
    if (calls.length >= 5) break;
    const node = f.nodes[s.index];
    const keyword = node.item.keyword?.trim();
    if (!keyword) continue;
    const call = callFor(f, s, keyword, owner);
    if (!call) continue;
    const key = `${call.endpoint} ${JSON.stringify(call.body)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    calls.push(call);
  }
  return calls;
}

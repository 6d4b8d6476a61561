/**
 * A page's address decides before its metrics (`understanding/url_role.ts`): duplicates are
 * reviewed against the page they copy, internal search results are noindexed once their
 * searches have a real page, archives and utility pages get no content work, and the homepage
 * is protected unless it is losing rankings. Then pages are read together: a duplicate that
 * outranks the page it copies is taking that page's rankings, and a content page whose topic
 * the site's own search results rank for is the page to expand so the searches land on it.
 */
import { stems } from "../../toolkit/tokens.ts";
import { type UrlRole, urlRole } from "../understanding/url_role.ts";
import type { PageAction } from "./judge.ts";
import { formatNumber } from "../../toolkit/prose.ts";

/** What the role rules read and set of one page. */
export interface RoutedPage {
  page: string;
  estimated_traffic: number;
  page_role: UrlRole;
  duplicate_of: string | null;
  action: PageAction;
  action_reason: string;
}

/** The action a page's role imposes, or null when its metrics decide (`judge.ts`). */
export function roleRoute(
  url: string,
  metricRoute: { action: PageAction; reason: string },
): {
  page_role: UrlRole;
  duplicate_of: string | null;
  searched: string | null;
  action: PageAction;
  reason: string;
} {
  const role = urlRole(url);
  const base = { page_role: role.role, duplicate_of: role.original, searched: role.searched };
  switch (role.role) {
    case "duplicate":
    case "archive":
      return { ...base, action: "review", reason: role.reason };
    case "internal_search":
      return { ...base, action: "noindex", reason: role.reason };
    case "utility":
      return { ...base, action: "leave", reason: role.reason };
    case "homepage":
      return metricRoute.action === "recover"
        ? { ...base, ...metricRoute, reason: `${role.reason}; ${metricRoute.reason}` }
        : {
          ...base,
          action: "protect",
          reason: `${role.reason}: protect it (brand rankings are defended, not rewritten)`,
        };
    default:
      return { ...base, ...metricRoute };
  }
}

const fmt = (n: number) => formatNumber(n);
const same = (a: string, b: string) =>
  a.toLowerCase().replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "") ===
    b.toLowerCase().replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "");

/** Slug words of a content page, stemmed. */
function slugStems(url: string): Set<string> {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch { /* read as written */ }
  return new Set(stems(path.replace(/[/_-]+/g, " ")));
}

/**
 * Reads the pages together: duplicates against their originals, internal searches against
 * the content page that should answer them. Returns the pages with reasons (and routes) set.
 */
export function linkPages<P extends RoutedPage & { searched: string | null }>(pages: P[]): P[] {
  const out = pages.map((p) => ({ ...p }));
  for (const search of out.filter((p) => p.page_role === "internal_search" && p.searched)) {
    const words = stems(search.searched!);
    if (words.length === 0) continue;
    const home = out.find((p) =>
      p.page_role === "content" && words.every((w) => slugStems(p.page).has(w))
    );
    if (!home) {
      search.action_reason =
        `${search.action_reason}: no page here answers "${search.searched}"; make one (a collection or guide), then noindex the search results`;
      continue;
    }
    search.action_reason =
      `${search.action_reason}: ${home.page} is the page for "${search.searched}"; expand it so the searches land there, then noindex the search results`;
    if (["refresh", "expand", "review"].includes(home.action)) {
      home.action = "expand";
      home.action_reason =
        `the site's own search results for "${search.searched}" rank for queries this page should own (${
          fmt(search.estimated_traffic)
        } clicks/month): expand it (sections, variations, answers) so they land here`;
    }
  }
  for (const dup of out.filter((p) => p.page_role === "duplicate" && p.duplicate_of)) {
    const original = out.find((p) => p !== dup && same(p.page, dup.duplicate_of!));
    if (!original) continue;
    if (dup.estimated_traffic > original.estimated_traffic) {
      const note = `this duplicate outranks the page it copies (${fmt(dup.estimated_traffic)} vs ${
        fmt(original.estimated_traffic)
      } clicks/month): it is taking that page's rankings`;
      dup.action_reason = `${dup.action_reason}; ${note}`;
      original.action_reason = `${original.action_reason}; its duplicate ${dup.page} outranks it (${
        fmt(dup.estimated_traffic)
      } vs ${fmt(original.estimated_traffic)} clicks/month): canonicalise the duplicate first`;
    } else {
      original.action_reason = `${original.action_reason}; its duplicate ${dup.page} also ranks (${
        fmt(dup.estimated_traffic)
      } clicks/month): canonicalise it`;
    }
  }
  return out;
}

/**
 * The redirect a migration needs, read from the links themselves. Google's "Site moves with URL
 * changes" asks for a 301 from every old URL to its new equivalent: when the live pages of the
 * same answer carry the dead URL's slug (`/recipes/4812-brown-butter-cornbread/` →
 * `/recipe/brown-butter-cornbread/`), that page is the equivalent, and when the dead URLs share
 * one path template the fix is one rewrite rule on the owner's server, not outreach.
 */
import type { Backlink } from "../../providers/provider.ts";

/** A URL's path, or the text when it is not a URL. */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** The last path segment without a leading numeric id ("4812-brown-butter" → "brown-butter"). */
export function slugOf(url: string): string {
  const segments = pathOf(url).split("/").filter(Boolean);
  const last = (segments.at(-1) ?? "").replace(/\.[a-z]{2,5}$/i, "");
  return last.replace(/^\d+[-_]/, "").toLowerCase();
}

/** The template of a path: its first segment and the shape of its last ("/recipes/{id}-{slug}/"). */
function templateOf(url: string): string {
  const segments = pathOf(url).split("/").filter(Boolean);
  if (segments.length < 2) return pathOf(url);
  const last = segments.at(-1)!;
  const shape = /^\d+[-_]/.test(last) ? "{id}-{slug}" : "{slug}";
  return `/${segments.slice(0, -1).join("/")}/${shape}/`;
}

/** The live equivalents of dead target URLs, and the template they share when they do. */
export interface RedirectPlan {
  /** Dead URL → the live URL with the same slug. */
  targets: Map<string, string>;
  /** The rewrite rule, when two or more dead URLs share one template and one live template. */
  rule: { from: string; to: string; links: number } | null;
}

const isDead = (l: Backlink) => l.is_broken || (l.url_to_status_code ?? 200) >= 400;

/** The redirect plan of a list of links. */
export function redirectPlan(links: readonly Backlink[]): RedirectPlan {
  const live = new Map<string, string>();
  for (const l of links) {
    if (!isDead(l) && (l.url_to_status_code ?? 200) < 300) live.set(slugOf(l.url_to), l.url_to);
    if (l.url_to_redirect_target) {
      live.set(slugOf(l.url_to_redirect_target), l.url_to_redirect_target);
    }
  }
  const targets = new Map<string, string>();
  const dead = links.filter(isDead);
  for (const l of dead) {
    const to = live.get(slugOf(l.url_to));
    if (to && to !== l.url_to) targets.set(l.url_to, to);
  }
  const from = new Set(dead.map((l) => templateOf(l.url_to)));
  const to = new Set([...targets.values()].map(templateOf));
  const rule = dead.length >= 2 && from.size === 1 && to.size === 1
    ? { from: [...from][0], to: [...to][0], links: dead.length }
    : null;
  // The rule gives the equivalent of every dead URL it covers, seen live in the answer or not.
  if (rule) {
    for (const l of dead) {
      if (targets.has(l.url_to)) continue;
      const origin = URL.canParse(l.url_to) ? new URL(l.url_to).origin : "";
      targets.set(l.url_to, `${origin}${rule.to.replace("{slug}", slugOf(l.url_to))}`);
    }
  }
  return { targets, rule };
}

/**
 * The name a site gives itself, read from the page: og:site_name, the home link's logo text, the
 * title's suffix, the copyright holder. The candidate the page repeats most wins: a name is
 * printed in the header, the text and the footer, a slogan once. Titles and markup use it instead
 * of the H1 (often a slogan) or a guess from the domain.
 */
import type { PageModel } from "../../web/html.ts";
import { LEGAL_FORMS } from "./legal_form.ts";

/** A copyright holder's legal form and what follows it ("Name B.V. All rights reserved"). */
const HOLDER_FORM = new RegExp(String.raw`\s+(?:${LEGAL_FORMS})(?![\p{L}]).*$`, "u");

/** The name and where it was read. */
export interface SiteName {
  value: string;
  source: string;
}

/**
 * The name the site gives itself: og:site_name, the home link's logo text, the title's suffix, the
 * copyright holder; the candidate the text repeats most wins (a name is printed in the header,
 * the text and the footer; a slogan once).
 */
export function siteNameOf(page: PageModel, extraTitles: readonly string[] = []): SiteName | null {
  const candidates: SiteName[] = [];
  const site = page.open_graph["og:site_name"]?.trim();
  if (site) candidates.push({ value: site, source: "og:site_name" });
  const home = page.links.find((l) =>
    l.image_link && (l.href.trim() === "/" || (l.url !== null && new URL(l.url).pathname === "/"))
  );
  if (home?.text.trim()) candidates.push({ value: home.text.trim(), source: "logo link" });
  for (const title of [page.title ?? "", ...extraTitles]) {
    const suffix = title.split(/\s[|–—-]\s/).slice(1).at(-1)?.trim();
    if (suffix) candidates.push({ value: suffix, source: "title" });
  }
  // "© 2026 Name B.V." → "Name": the holder without its legal form.
  const owner = /©\s*(?:\d{4}(?:[-–]\d{4})?\s*)?(\p{L}[\p{L}\p{M}&'’ -]{2,60})/u.exec(page.text)
    ?.[1]
    ?.replace(
      HOLDER_FORM,
      "",
    )
    .replace(/\s+(?:All|Alle|Tous|Todos|Tutti|Wszelkie)\b.*$/iu, "").trim();
  if (owner) candidates.push({ value: owner, source: "copyright line" });
  // Each place that prints a name counts once more: two sources agreeing (og:site_name and
  // the logo) outweigh a title suffix that is the city the address repeats.
  const count = (v: string) => page.text.split(v).length - 1;
  const agree = (v: string) =>
    new Set(candidates.filter((c) => c.value === v).map((c) => c.source));
  const score = (c: SiteName) =>
    count(c.value) + (c.source === "title" ? 1 : 0) + (agree(c.value).size >= 2 ? 2 : 0);
  const ranked = candidates.filter((c) => c.value.length <= 60 && score(c) >= 2)
    .sort((a, b) => score(b) - score(a));
  return ranked[0] ?? (site ? { value: site, source: "og:site_name" } : null);
}

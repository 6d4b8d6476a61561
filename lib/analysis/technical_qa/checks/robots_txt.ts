/** robots.txt must let Googlebot crawl the page (Lighthouse `is-crawlable`'s robots.txt part). */
import type { Check } from "./types.ts";

export const robotsTxt: Check = {
  id: "robots_txt",
  severity: "high",
  method: "the host's /robots.txt read with robots-parser: the page URL disallowed for Googlebot",
  needs(f) {
    if (f.form !== "url") return "needs url: robots.txt is read from the fetched page's host";
    const txt = f.robots_txt;
    if (txt?.error) {
      return `needs a readable robots.txt: ${txt.url} could not be read (${txt.error})`;
    }
    return null;
  },
  assess(f) {
    if (!f.robots || f.robots.allowed) return null;
    const line = f.robots.line ? ` (line ${f.robots.line})` : "";
    return {
      title: "robots.txt blocks Googlebot from the page",
      count: 1,
      examples: [`${f.robots_txt!.url}${line} disallows ${f.url}`],
      why: "A page Googlebot may not crawl is not read; it can only appear as a bare URL.",
      fix: "Remove or narrow the Disallow rule that matches this URL.",
    };
  },
};

/**
 * The host's robots.txt as Google's parser reads it (Search Central, *How Google interprets the
 * robots.txt specification*): a 5xx answer makes Google stop crawling the site (it treats the
 * whole site as disallowed until robots.txt answers again); each line is `field: value` with a
 * known field (user-agent, allow, disallow, sitemap; others are ignored), rules before any
 * user-agent group and unparsable lines are ignored, and content past 500 KiB is dropped.
 * Lighthouse's `robots-txt` audit fails on the same lines. Ignored lines cost nothing by
 * themselves, so they are minor; an unreachable robots.txt is critical.
 */
import { GOOGLE } from "../sources.ts";
import { type Check, examples, plural } from "./types.ts";

/** Fields Google and the robots exclusion protocol know; others (host, noindex ...) are ignored. */
const FIELDS = new Set([
  "user-agent",
  "allow",
  "disallow",
  "sitemap",
  "crawl-delay",
  "host",
  "clean-param",
]);
/** Google reads the first 500 KiB of a robots.txt. */
const MAX_BYTES = 500 * 1024;

/** Lines Google's parser ignores or misreads, as "line N: text (why)". */
export function robotsTxtProblems(body: string): string[] {
  const out: string[] = [];
  let group = false;
  body.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.replace(/#.*$/, "").trim();
    if (line === "") return;
    const m = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!m) {
      out.push(`line ${i + 1}: "${raw.trim().slice(0, 80)}" is not a field: value line`);
      return;
    }
    const field = m[1].toLowerCase();
    if (!FIELDS.has(field)) {
      out.push(`line ${i + 1}: unknown field "${m[1]}" (ignored)`);
      return;
    }
    if (field === "user-agent") group = true;
    else if ((field === "allow" || field === "disallow") && !group) {
      out.push(`line ${i + 1}: ${m[1]} before any user-agent line (ignored)`);
    } else if (field === "sitemap" && !/^https?:\/\//i.test(m[2].trim())) {
      out.push(`line ${i + 1}: sitemap "${m[2].trim()}" is not an absolute URL`);
    }
  });
  return out;
}

export const robotsTxtValid: Check = {
  id: "robots_txt_valid",
  severity: "high",
  source: GOOGLE.robotsTxt,
  method:
    "the host's /robots.txt: answering 5xx or unreachable (high: Google stops crawling); lines its parser ignores, rules before any user-agent, relative sitemap URLs, content past 500 KiB (low)",
  needs: (f) =>
    f.form === "url" ? null : "needs url: robots.txt is read from the fetched page's host",
  assess(f) {
    const txt = f.robots_txt;
    if (!txt) return null;
    if (txt.error !== null || (txt.status !== null && txt.status >= 500)) {
      return {
        title: "robots.txt cannot be read: Google stops crawling the site",
        count: 1,
        examples: [`${txt.url}: ${txt.error ?? `answered ${txt.status}`}`],
        why:
          "When robots.txt answers a server error or times out, Google treats the whole site as disallowed and stops crawling it until robots.txt answers again.",
        fix: "Serve robots.txt with 200 (or 404 when there are no rules) and fix the server error.",
      };
    }
    if (txt.status !== 200) return null;
    const problems = robotsTxtProblems(txt.body);
    if (new TextEncoder().encode(txt.body).length > MAX_BYTES) {
      problems.push(`the file is over 500 KiB: Google ignores the rest`);
    }
    if (problems.length === 0) return null;
    return {
      title: `${plural(problems.length, "robots.txt line")} Google's parser ignores`,
      count: problems.length,
      examples: examples(problems),
      why:
        "Google skips lines it cannot parse and rules outside a user-agent group: a rule you meant to apply does not.",
      fix:
        "Write each rule as `field: value` under a `User-agent:` line, with absolute sitemap URLs, and check the file in Search Console's robots.txt report.",
      severity: "low",
    };
  },
};

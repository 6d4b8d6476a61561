/**
 * The page the canonical points to, fetched: Google asks for a canonical that is an indexable
 * 200 URL; a canonical to a URL that redirects, answers an error, is noindex or names yet another
 * canonical sends conflicting signals, and Google may ignore it or index the wrong URL (Search
 * Central, *How to specify a canonical URL*; *Redirects and Google Search*). When the redirect
 * leads back to the audited page, the fix is a self-referencing canonical to the final URL.
 */
import type { Level } from "../../../agent/workflow.ts";
import type { LinkedPage } from "../linked.ts";
import { GOOGLE } from "../sources.ts";
import { sameUrlKey } from "../urls.ts";
import { type Check, fetchedOnly, servedOnly } from "./types.ts";

interface Problem {
  text: string;
  severity: Level;
  fix: string;
}

function problemOf(t: LinkedPage, self: string): Problem | null {
  if (t.error !== null) {
    return {
      text: `the canonical ${t.url} could not be read (${t.error})`,
      severity: "medium",
      fix: `Point the canonical at a URL that answers 200: the page's own, ${self}.`,
    };
  }
  const final = t.final_url ?? t.url;
  if (t.redirect_status !== null) {
    const back = sameUrlKey(final) === sameUrlKey(self);
    return {
      text: `the canonical ${t.url} redirects (${t.redirect_status}) to ${final}${
        back ? ", this page" : ""
      }`,
      severity: "high",
      fix: back
        ? `Make the canonical self-referencing: <link rel="canonical" href="${self}">, the final URL, not the old one that redirects here.`
        : `Point the canonical at the final URL ${final} if that is the page to index, or at this page's own URL ${self}.`,
    };
  }
  if (t.status !== null && t.status >= 400) {
    return {
      text: `the canonical ${t.url} answers ${t.status}`,
      severity: "high",
      fix:
        `Point the canonical at a live 200 URL: this page's own, ${self}, unless another page should be indexed instead.`,
    };
  }
  if (t.noindex) {
    return {
      text: `the canonical ${t.url} is noindex`,
      severity: "high",
      fix:
        `Point the canonical at an indexable URL (this page's own, ${self}), or remove the noindex on the target.`,
    };
  }
  if (t.canonical && sameUrlKey(t.canonical) !== sameUrlKey(final)) {
    return {
      text: `the canonical ${t.url} names another canonical, ${t.canonical} (a chain)`,
      severity: "medium",
      fix:
        `Point the canonical straight at the final choice, ${t.canonical}, or at this page's own URL.`,
    };
  }
  return null;
}

export const canonicalTarget: Check = {
  id: "canonical_target",
  severity: "high",
  source: GOOGLE.canonical,
  method:
    "the declared canonical, when it is another URL, fetched: redirecting, 4xx/5xx or noindex (high); unreadable or pointing to yet another canonical (medium)",
  needs: servedOnly(fetchedOnly("a canonical target to fetch")),
  assess(f) {
    const target = f.linked.find((l) => l.role === "canonical");
    if (!target || !f.url) return null;
    const p = problemOf(target, f.url);
    if (!p) return null;
    return {
      title: p.severity === "high"
        ? "The canonical points to a URL Google cannot use as canonical"
        : "The canonical points to a doubtful URL",
      count: 1,
      examples: [p.text],
      why:
        "Google asks for a canonical that is an indexable URL answering 200; one that redirects, fails or is noindex is a conflicting signal, so Google may ignore it or index another URL.",
      fix: p.fix,
      severity: p.severity,
    };
  },
};

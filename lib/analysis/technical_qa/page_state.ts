/**
 * What kind of page answered, before any content rule applies: a live page, an error status, a
 * soft 404 (a 200 whose headline says the page or item is gone), or a client-side-rendered shell
 * whose title, text and links exist only after JavaScript (Search Central, *HTTP status codes
 * ... and Google Search*; *Understand the JavaScript SEO basics*). Content checks (word count,
 * title length, keyword placement, headings, links) do not apply to the last three: the fix
 * there is the status or the rendering, never more words.
 */
import type { PageModel } from "../../web/html.ts";
import type { ShellSignals } from "../../web/html_shell.ts";
import { goneInLead, goneSignal } from "../understanding/not_found.ts";
import { SHELL, SOFT_404 } from "./thresholds.ts";
import { plural } from "../../toolkit/prose.ts";

/** The page's state and what showed it. */
export type PageState =
  | { kind: "live" }
  | { kind: "error"; status: number }
  | { kind: "soft_404"; evidence: string }
  | { kind: "shell"; evidence: string[]; rendered: boolean };

/** Titles a template or app leaves before the real one is set. */
const PLACEHOLDER_TITLE =
  /^(?:loading|chargement|cargando|carregando|caricamento|wird geladen|laden|ładowanie|読み込み中|加载中|untitled|react app|vite app|vue app|angular app|document|undefined|null|page title|title|\{\{.*\}\}|%.*%)(?:\s*(?:…|\.\.\.|\.)?)?(?:\s*[|\-–—:]|$)/i;

/** True when the title is a placeholder ("Loading… | Brand", "React App", "{{title}}"). */
export function placeholderTitle(title: string | null): boolean {
  return title !== null && PLACEHOLDER_TITLE.test(title.trim());
}

/** The shell evidence of a page, or null when its raw HTML carries its content. */
export function shellEvidence(page: PageModel, shell: ShellSignals | null): string[] | null {
  if (!shell || shell.scripts === 0 || page.word_count >= SHELL.maxWords) return null;
  const signs: string[] = [];
  if (shell.mount_point) signs.push(`an empty app mount point (${shell.mount_point})`);
  if (/java\s?script|\bjs\b/i.test(shell.noscript_text)) {
    signs.push(`<noscript>: "${shell.noscript_text.slice(0, 80)}"`);
  }
  if (placeholderTitle(page.title_tag)) signs.push(`placeholder title "${page.title_tag}"`);
  if (signs.length === 0) return null;
  const links = page.links.filter((l) => l.crawlable).length;
  const h = page.headings.length;
  signs.push(
    `${plural(page.word_count, "visible word")}, ${plural(h, "heading")}, ${
      plural(links, "crawlable link")
    } in the raw HTML`,
  );
  if (shell.onclick_elements > 0) {
    signs.push(`${plural(shell.onclick_elements, "element")} navigating by onclick`);
  }
  return signs;
}

/**
 * What says the page is gone: its title or first H1, or the lead of its main content (chrome
 * removed: a best-seller carousel around "0 products" does not make a live listing). A long page
 * that merely discusses "404" errors or an unavailable item is not one.
 */
export function goneEvidence(page: PageModel, mainText: string | null): string | null {
  if (page.word_count >= SOFT_404.maxWords) return null;
  const h1 = page.headings.find((h) => h.level === 1)?.text ?? null;
  return goneSignal([page.title_tag, h1]) ?? (mainText ? goneInLead(mainText) : null);
}

/** The state of the page; `mainText` is its extracted main content, when read. */
export function pageStateOf(
  page: PageModel,
  status: number | null,
  shell: ShellSignals | null,
  mainText: string | null = null,
): PageState {
  if (status !== null && status >= 400) return { kind: "error", status };
  const gone = goneEvidence(page, mainText);
  if (gone) return { kind: "soft_404", evidence: gone };
  const signs = shellEvidence(page, shell);
  if (signs) return { kind: "shell", evidence: signs, rendered: false };
  return { kind: "live" };
}

/** Why content checks do not apply to the page, or null when they do. */
export function notLiveContent(state: PageState): string | null {
  switch (state.kind) {
    case "live":
      return null;
    case "error":
      return `does not apply: the page answered HTTP ${state.status}`;
    case "soft_404":
      return "does not apply: the page says it is gone (soft 404)";
    case "shell":
      return state.rendered
        ? null
        : "does not apply: the raw HTML is a JavaScript shell; its content exists only after rendering";
  }
}

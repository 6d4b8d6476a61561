/**
 * Reading the draft: fetched once from `draft_url` through the SSRF-guarded fetcher (a failure is
 * the request's error, naming `draft_url`), or rendered from `draft_markdown` (YAML front matter's
 * `title` and `description` become the title tag and meta description a CMS would write). Either
 * way it is read exactly as a ranking page is (`readRankingPage`), so the draft and the
 * competitors are measured by one ruler.
 */
import { ApiError } from "../../errors.ts";
import type { OperationContext } from "../../operations/define.ts";
import { decodeHtml } from "../../web/load_page.ts";
import { markdownImageAlts, markdownToHtml } from "../../web/markdown.ts";
import type { PageModel } from "../../web/html.ts";
import { readRankingPage } from "../serp_evidence/read.ts";
import type { RankingPage } from "../serp_evidence/evidence.ts";
import { mainSectionsOf, type TextSection } from "./sections.ts";
import { hostOf } from "../../toolkit/urls.ts";
import { escapeHtml } from "../../toolkit/text.ts";

/** The draft as read. */
export interface Draft {
  form: "draft_url" | "draft_markdown";
  /** The fetched final URL; null for Markdown. */
  url: string | null;
  /** The draft read as a ranking page is (page model, main text, media). */
  read: RankingPage;
  page: PageModel;
  /** Words of the main content (the visible text when extraction finds little). */
  words: number;
  /** Headings of the main content down to H3 with the text under each. */
  sections: TextSection[];
}

/** What the reader needs from the request. */
export interface DraftSource {
  draft_url?: string;
  draft_markdown?: string;
  target?: string;
}

const HTML = /text\/html|application\/xhtml\+xml/i;

/** Reads the draft in whichever form the request gives it. */
export async function readDraft(
  src: DraftSource,
  ctx: Pick<OperationContext, "web">,
): Promise<Draft> {
  if (src.draft_url !== undefined) {
    return draftOf("draft_url", await fetchDraft(src.draft_url, ctx));
  }
  return draftOf("draft_markdown", markdownDraft(src.draft_markdown ?? "", src.target));
}

/** The fetched draft page; an error status or a non-HTML answer fails the request. */
async function fetchDraft(url: string, ctx: Pick<OperationContext, "web">): Promise<RankingPage> {
  const res = await ctx.web.get(url, "draft_url", { accept: "text/html,application/xhtml+xml" });
  if (res.status >= 400) {
    throw new ApiError("UPSTREAM_ERROR", `draft_url ${url} answered ${res.status}`, {
      retryable: res.status >= 500,
    });
  }
  const type = res.headers.get("content-type") ?? "";
  if (type && !HTML.test(type)) {
    throw new ApiError(
      "UPSTREAM_ERROR",
      `draft_url ${url} is ${type.split(";")[0]}, not an HTML page`,
      {
        retryable: false,
      },
    );
  }
  const result = {
    position: 1,
    url,
    domain: hostOf(res.url) ?? "",
    title: null,
    description: null,
  };
  return readRankingPage(decodeHtml(res.body, type), result, {
    finalUrl: res.url,
    headers: res.headers,
  });
}

/**
 * The Markdown draft as a page: placed at `target` (else a reserved host) so its own links read as
 * internal, under a neutral path the format rules do not read as a homepage.
 */
function markdownDraft(markdown: string, target: string | undefined): RankingPage {
  const { meta, body } = frontMatter(markdown);
  const html = markdownToHtml(body);
  const title = meta.meta_title ?? meta.seo_title ?? meta.title;
  const description = meta.meta_description ?? meta.description;
  const head = (title ? `<title>${escapeHtml(title)}</title>` : "") +
    (description ? `<meta name="description" content="${escapeHtml(description)}">` : "");
  const url = `https://${hostOfTarget(target) ?? "draft.invalid"}/draft`;
  const doc = `<html><head>${head}</head><body><main>${html}</main></body></html>`;
  const read = readRankingPage(doc, {
    position: 1,
    url,
    domain: hostOf(url) ?? "",
    title,
    description,
  });
  markdownImageAlts(read.page);
  return read;
}

function draftOf(form: Draft["form"], read: RankingPage): Draft {
  const words = read.main_words >= 100 ? read.main_words : read.page.word_count;
  return {
    form,
    url: form === "draft_url" ? read.final_url : null,
    read,
    page: read.page,
    words,
    sections: mainSectionsOf(read),
  };
}

/** `key: value` lines of a leading `---` block (quotes stripped), and the Markdown after it. */
export function frontMatter(markdown: string): { meta: Record<string, string>; body: string } {
  const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/.exec(markdown);
  if (!m) return { meta: {}, body: markdown };
  const meta: Record<string, string> = {};
  for (const line of m[1].split(/\r?\n/)) {
    const kv = /^([A-Za-z_][\w-]*)\s*:\s*(.+)$/.exec(line.trim());
    if (kv) {
      meta[kv[1].toLowerCase().replace(/-/g, "_")] = kv[2].trim().replace(/^(["'])(.*)\1$/, "$2");
    }
  }
  return { meta, body: markdown.slice(m[0].length) };
}

function hostOfTarget(target: string | undefined): string | null {
  if (!target) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(target) ? target : `https://${target}`).host;
  } catch {
    return null;
  }
}

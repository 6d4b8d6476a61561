/**
 * A small Markdown reader: headings (ATX and setext), links, images and paragraphs turned into
 * plain HTML, so a Markdown draft is read by the same `parsePage` as a page. Code blocks are kept
 * as text, never as links or headings. Front matter (`---` ... `---`) is dropped.
 */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

function escape(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ESCAPES[c]);
}

// `![alt](src "title")`, `[text](href "title")`, `<https://autolink>`.
const INLINE =
  /(!?)\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+["'][^"']*["'])?\s*\)|<(https?:\/\/[^>\s]+)>/g;

/** One line's inline Markdown as HTML (links and images; other text escaped). */
export function inlineHtml(line: string): string {
  let out = "";
  let last = 0;
  for (const m of line.matchAll(INLINE)) {
    out += escape(line.slice(last, m.index));
    const [, bang, text, href, auto] = m;
    if (auto) out += `<a href="${escape(auto)}">${escape(auto)}</a>`;
    else if (bang) out += `<img src="${escape(href)}" alt="${escape(text)}">`;
    else out += `<a href="${escape(href)}">${inlineHtml(text)}</a>`;
    last = m.index + m[0].length;
  }
  return out + escape(line.slice(last)).replace(/[*_`]+/g, "");
}

/** The Markdown document as HTML. */
export function markdownToHtml(markdown: string): string {
  const lines = markdown.replace(/^\uFEFF/, "").replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, "")
    .split(/\r?\n/);
  const out: string[] = [];
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1];
    if (fenceMark) {
      fence = fence === fenceMark ? null : fence ?? fenceMark;
      continue;
    }
    if (fence !== null) {
      out.push(`<pre>${escape(line)}</pre>`);
      continue;
    }
    const atx = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    const next = lines[i + 1] ?? "";
    if (atx) out.push(heading(atx[1].length, atx[2]));
    else if (line.trim() && /^\s{0,3}(=+|-+)\s*$/.test(next) && !/^\s*[-*+]\s/.test(line)) {
      out.push(heading(next.trim()[0] === "=" ? 1 : 2, line.trim()));
      i++;
    } else if (line.trim()) {
      out.push(`<p>${inlineHtml(line.replace(/^\s*([-*+>]|\d+\.)\s+/, ""))}</p>`);
    }
  }
  return `<html><body>${out.join("\n")}</body></html>`;
}

function heading(level: number, text: string): string {
  return `<h${level}>${inlineHtml(text)}</h${level}>`;
}

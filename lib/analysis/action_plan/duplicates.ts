/**
 * Backlog items that name the same page and the same keyword are one piece of work written
 * twice (two people filed it, or a refresh was split into two tickets): scheduling both spends
 * capacity twice on one page and lets two edits of it collide. The item with the better score
 * (then the earlier one) is kept; the other is held as its duplicate.
 */
import type { Node } from "./facts.ts";
import { fold } from "./words.ts";

/** The page an item names, compared without scheme, www, query, fragment or trailing slash. */
function pageOf(url: string | undefined): string | null {
  if (!url) return null;
  const bare = fold(url).replace(/^[a-z]+:\/\//, "").replace(/^www\./, "");
  return bare.replace(/[?#].*$/, "").replace(/\/+$/, "") || null;
}

/** Marks each open item that repeats a better one's page and keyword (`duplicateOf`). */
export function markDuplicates(nodes: Node[]): void {
  const kept = new Map<string, Node>();
  const open = nodes.filter((n) => n.status !== "done");
  const ranked = [...open].sort((a, b) =>
    Number(b.status === "in_progress") - Number(a.status === "in_progress") ||
    b.score - a.score || a.index - b.index
  );
  for (const n of ranked) {
    const page = pageOf(n.item.url);
    const keyword = n.item.keyword ? fold(n.item.keyword) : "";
    if (page === null || keyword === "") continue;
    const key = `${page} ${keyword}`;
    const first = kept.get(key);
    if (first) n.duplicateOf = first.index;
    else kept.set(key, n);
  }
}

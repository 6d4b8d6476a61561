/** URL resolution for links and images in extracted content. */

/** `href` resolved against `base` (as is when it cannot be resolved; "" for javascript:). */
export function resolveUrl(href: string, base?: string): string {
  const h = href.trim();
  if (/^javascript:/i.test(h)) return "";
  try {
    return base ? new URL(h, base).href : new URL(h).href;
  } catch {
    return h;
  }
}

/** Options shared by the markdown and HTML serialisers. */
export interface RenderOptions {
  base?: string;
  images: boolean;
}

/**
 * Robots directives of a page, from `<meta name="robots|googlebot|...">` and from the
 * `X-Robots-Tag` response header, parsed the same way (Google's documented directive list:
 * `all`, `noindex`, `nofollow`, `none`, `noarchive`, `nosnippet`, `noimageindex`,
 * `notranslate`, `indexifembedded`, `max-snippet:N`, `max-image-preview:S`,
 * `max-video-preview:N`, `unavailable_after:DATE`).
 */

/** The directives of one robots meta tag or one `X-Robots-Tag` group. */
export interface RobotsDirectives {
  /** Where the directives come from. */
  source: "meta" | "header";
  /** The crawler they address, lowercase: `robots` (every crawler), `googlebot`, ... */
  agent: string;
  /** The directive text as written (header groups: without the `agent:` prefix). */
  raw: string;
  noindex: boolean;
  nofollow: boolean;
  noarchive: boolean;
  nosnippet: boolean;
  noimageindex: boolean;
  notranslate: boolean;
  /** `none` was given (it means noindex + nofollow, both set too). */
  none: boolean;
  /** `max-snippet:N` (-1 = no limit), null when absent or not a number. */
  max_snippet: number | null;
  /** `max-image-preview:none|standard|large`, lowercase. */
  max_image_preview: string | null;
  /** `max-video-preview:N` (-1 = no limit). */
  max_video_preview: number | null;
  /** `unavailable_after:` date text as written. */
  unavailable_after: string | null;
  /** Tokens that are not known directives (typos are worth reporting). */
  unknown: string[];
}

const FLAGS = [
  "noindex",
  "nofollow",
  "noarchive",
  "nosnippet",
  "noimageindex",
  "notranslate",
] as const;

/** Directives that take a value after a colon (a header `name:` prefix is an agent otherwise). */
const VALUED = new Set([
  "max-snippet",
  "max-image-preview",
  "max-video-preview",
  "unavailable_after",
]);

/** Directives that need nothing: `all`, `index`, `follow`, `indexifembedded`. */
const NEUTRAL = new Set(["all", "index", "follow", "indexifembedded", "noodp", "noydir"]);

function emptyDirectives(source: "meta" | "header", agent: string): RobotsDirectives {
  return {
    source,
    agent,
    raw: "",
    noindex: false,
    nofollow: false,
    noarchive: false,
    nosnippet: false,
    noimageindex: false,
    notranslate: false,
    none: false,
    max_snippet: null,
    max_image_preview: null,
    max_video_preview: null,
    unavailable_after: null,
    unknown: [],
  };
}

function integerOrNull(value: string): number | null {
  return /^-?\d+$/.test(value) ? Number(value) : null;
}

/** Applies one comma-separated token to `d`. */
function applyToken(d: RobotsDirectives, token: string): void {
  const lower = token.toLowerCase();
  const colon = lower.indexOf(":");
  const name = (colon < 0 ? lower : lower.slice(0, colon)).trim();
  const value = colon < 0 ? "" : token.slice(colon + 1).trim();
  if ((FLAGS as readonly string[]).includes(name)) {
    d[name as typeof FLAGS[number]] = true;
  } else if (name === "none") {
    d.none = d.noindex = d.nofollow = true;
  } else if (name === "max-snippet") d.max_snippet = integerOrNull(value);
  else if (name === "max-video-preview") d.max_video_preview = integerOrNull(value);
  else if (name === "max-image-preview") d.max_image_preview = value.toLowerCase() || null;
  else if (name === "unavailable_after") d.unavailable_after = value || null;
  else if (!NEUTRAL.has(name)) d.unknown.push(token);
}

/**
 * The comma-separated tokens of `content`, trimmed. A date after `unavailable_after:` may
 * contain a comma (RFC 850 "Friday, 25-Jun-10 ..."), so a following token that is neither a
 * directive nor a `name:` prefix is kept as part of the date.
 */
export function splitDirectives(content: string): string[] {
  const tokens: string[] = [];
  for (const piece of content.split(",")) {
    const token = piece.trim();
    if (!token) continue;
    const last = tokens.at(-1) ?? "";
    const continuesDate = /^unavailable_after\s*:/i.test(last) && !isDirective(token) &&
      !/^[a-z0-9_-]+\s*:/i.test(token);
    if (continuesDate) tokens[tokens.length - 1] = `${last}, ${token}`;
    else tokens.push(token);
  }
  return tokens;
}

/** The directives of `tokens` (already split) for one crawler. */
function directivesOf(
  tokens: readonly string[],
  options: { source: "meta" | "header"; agent: string },
): RobotsDirectives {
  const d = emptyDirectives(options.source, options.agent.toLowerCase());
  d.raw = tokens.join(", ");
  for (const t of tokens) applyToken(d, t);
  return d;
}

/** The directives in `content` (a meta tag's content or one header group). */
export function parseRobotsContent(
  content: string,
  options: { source: "meta" | "header"; agent: string },
): RobotsDirectives {
  return directivesOf(splitDirectives(content), options);
}

/**
 * The groups of an `X-Robots-Tag` header value. A header may carry several values joined by
 * ", " and each may start with `agent:` (`googlebot: noindex`); a token `x: y` whose `x` is
 * not a directive starts a new group for agent `x`.
 */
export function parseXRobotsTag(value: string): RobotsDirectives[] {
  const groups: { agent: string; tokens: string[] }[] = [];
  let current: { agent: string; tokens: string[] } | null = null;
  for (const token of splitDirectives(value)) {
    const m = /^([a-z0-9_-]+)\s*:\s*(.*)$/is.exec(token);
    const head = m?.[1].toLowerCase() ?? "";
    if (m && !isDirective(head)) {
      current = { agent: head, tokens: m[2] ? [m[2]] : [] };
      groups.push(current);
      continue;
    }
    if (!current) {
      current = { agent: "robots", tokens: [] };
      groups.push(current);
    }
    current.tokens.push(token);
  }
  return groups.map((g) => directivesOf(g.tokens, { source: "header", agent: g.agent }));
}

function isDirective(name: string): boolean {
  const n = name.toLowerCase().split(":")[0].trim();
  return (FLAGS as readonly string[]).includes(n) || n === "none" || VALUED.has(n) ||
    NEUTRAL.has(n);
}

/** True when a directive list keeps Google from indexing the page (`robots` or `googlebot`). */
export function blocksIndexing(directives: readonly RobotsDirectives[]): boolean {
  return directives.some((d) => (d.agent === "robots" || d.agent === "googlebot") && d.noindex);
}

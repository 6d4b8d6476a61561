/**
 * Words that name JavaScript object properties ("constructor", "__proto__", "toString") are
 * ordinary words in a request: every built analysis must treat them as text (no lookup in a
 * plain object may find a built-in), never throw and always answer its own schema.
 */
import assert from "node:assert/strict";
import type { Operation } from "../lib/operations/define.ts";
import { operations } from "../lib/operations/mod.ts";
import type { WebFetcher } from "../lib/web/fetcher.ts";
import { opContext } from "./agent_checks.ts";

const WORDS = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];

type Json = unknown;

/** A fetcher answering every URL with a page made of the words (title, meta, headings, text, links). */
function wordsWeb(): WebFetcher {
  const w = WORDS.join(" ");
  const html =
    `<html lang="constructor"><head><title>${w}</title><meta name="description" content="${w}">
<meta property="og:constructor" content="__proto__"><link rel="canonical" href="/constructor"></head>
<body><h1>${w}</h1>${
      WORDS.map((x) => `<h2>${x}?</h2><p>${`${x} ${w} `.repeat(12)}</p><a href="/${x}">${x}</a>`)
        .join("")
    }</body></html>`;
  return {
    get: (url) =>
      Promise.resolve({
        url,
        status: 200,
        headers: new Headers({ "content-type": "text/html" }),
        body: new TextEncoder().encode(html),
        redirects: [],
      }),
  };
}

/** Every path to a string leaf of `value`. */
function stringPaths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...at, i]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  }
  return [];
}

function setAt(root: Json, path: (string | number)[], value: string): void {
  let node = root as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[path.at(-1)!] = value;
}

/** The example with one string field set to `value`, when it still validates. */
function variants(op: Operation, word: string): Json[] {
  const out: Json[] = [];
  for (const path of stringPaths(op.example)) {
    // Free text, a domain made of the word (for fields that take a domain or a target), and a
    // page URL whose path is the word (for provider-backed fields that take only URLs; a
    // fetching operation gets the words in the fetched page instead, below).
    const domain = `${word.toLowerCase().replace(/_/g, "")}.com`;
    const url = op.fetches ? [] : [`https://example.com/${word}`];
    for (const candidate of [word, `${word} guide`, domain, ...url]) {
      const body = structuredClone(op.example) as Json;
      setAt(body, path, candidate);
      if (op.input.safeParse(body).success) {
        out.push(body);
        break;
      }
    }
  }
  return out;
}

for (const op of operations.filter((o) => o.run)) {
  Deno.test(`[prototype words] ${op.path} treats constructor, __proto__ and toString as text`, async () => {
    const schema = op.output!.omit({ meta: true });
    let ran = 0;
    for (const word of WORDS) {
      for (const body of variants(op, word)) {
        ran++;
        const result = await op.run!(
          op.input.parse(body),
          opContext(new Date("2026-11-22T12:00:00Z")),
        );
        const checked = schema.safeParse(result);
        assert.ok(
          checked.success,
          `${word} in ${JSON.stringify(body).slice(0, 200)}: ${
            JSON.stringify(checked.error?.issues.slice(0, 2))
          }`,
        );
      }
    }
    if (ran === 0 && op.fetches) {
      // No request field takes free text (a URL and enums): the words come in the fetched page.
      const result = await op.run!(
        op.input.parse(op.example),
        opContext(new Date("2026-11-22T12:00:00Z"), wordsWeb()),
      );
      const checked = schema.safeParse(result);
      assert.ok(checked.success, JSON.stringify(checked.error?.issues.slice(0, 2)));
      ran++;
    }
    assert.ok(ran > 0, "no field of the example takes the words");
  });
}

/**
 * `parsePage`'s page structure against the reference parse in ../shared/corpus/readability/
 * manifest.json (`stdlib_parse`, made with Python's html.parser: a second parser, not human
 * labels): H1 count (technical-qa T4), images without alt / with empty alt (T5), canonical
 * hrefs (T1), `<a href>` count, JSON-LD block count and types (T6; the reference lists every
 * nested `@type`, ours only the top-level and `@graph` ones, so ours must be a subset).
 * Disagreements are printed; each check must agree on >= 95% of the pages. (Known: buzzfeed-1
 * has `<img>` inside `<noembed>`, raw text for browsers and htmlparser2, markup for html.parser.)
 */
import assert from "node:assert/strict";
import { gunzipSync } from "node:zlib";
import { type PageModel, parsePage } from "../lib/web/html.ts";
import { needsShared, sharedPath } from "./shared.ts";

const MANIFEST = "corpus/readability/manifest.json";

interface Reference {
  h1_count: number;
  img_missing_alt: number;
  img_empty_alt: number;
  canonical_hrefs: string[];
  a_href_count: number;
  jsonld_blocks: number;
  jsonld_parsed_ok: number;
  jsonld_types: string[];
}

/** One check: does our page agree with the reference? (a note when it does not). */
type Check = (page: PageModel, ref: Reference) => string | null;

const CHECKS: Record<string, Check> = {
  h1_count: (p, r) => {
    const ours = p.headings.filter((h) => h.level === 1).length;
    return ours === r.h1_count ? null : `${ours} vs ${r.h1_count}`;
  },
  img_missing_alt: (p, r) => {
    const ours = p.images.filter((i) => i.alt_state === "missing").length;
    return ours === r.img_missing_alt ? null : `${ours} vs ${r.img_missing_alt}`;
  },
  img_empty_alt: (p, r) => {
    const ours = p.images.filter((i) => i.alt_state === "empty").length;
    return ours === r.img_empty_alt ? null : `${ours} vs ${r.img_empty_alt}`;
  },
  canonicals: (p, r) => {
    const ours = p.canonicals.map((c) => c.href.trim());
    const ref = r.canonical_hrefs.map((h) => h.trim());
    return JSON.stringify(ours) === JSON.stringify(ref) ? null : `${ours} vs ${ref}`;
  },
  a_href_count: (p, r) => {
    // The reference counts `<a>` with a non-empty href.
    const ours = p.links.filter((l) => l.href !== "").length;
    return ours === r.a_href_count ? null : `${ours} vs ${r.a_href_count}`;
  },
  jsonld: (p, r) => {
    const parsed = p.json_ld.filter((b) => b.data !== null).length;
    const extra = p.json_ld_types.filter((t) => !r.jsonld_types.includes(t));
    const ok = p.json_ld.length === r.jsonld_blocks && parsed >= r.jsonld_parsed_ok &&
      extra.length === 0;
    return ok
      ? null
      : `blocks ${p.json_ld.length}/${r.jsonld_blocks}, parsed ${parsed}/${r.jsonld_parsed_ok}, extra types ${extra}`;
  },
};

Deno.test({
  ...needsShared(MANIFEST, "[html] readability pages: structure agrees with a reference parse"),
  fn() {
    const manifest = JSON.parse(Deno.readTextFileSync(sharedPath(MANIFEST)));
    const misses: Record<string, string[]> = Object.fromEntries(
      Object.keys(CHECKS).map((k) => [k, []]),
    );
    const pages = manifest.pages as { page: string; stdlib_parse: Reference }[];
    for (const { page: name, stdlib_parse: ref } of pages) {
      const gz = Deno.readFileSync(sharedPath(`corpus/readability/pages/${name}/source.html.gz`));
      const page = parsePage(new TextDecoder().decode(gunzipSync(gz)), {
        url: "http://fakehost/test/page.html",
      });
      for (const [id, check] of Object.entries(CHECKS)) {
        const note = check(page, ref);
        if (note !== null) misses[id].push(`${name}: ${note}`);
      }
    }
    console.log(`readability structure (${pages.length} pages): check | agree`);
    for (const [id, list] of Object.entries(misses)) {
      console.log(`  ${id.padEnd(16)} | ${pages.length - list.length}/${pages.length}`);
      for (const m of list) console.log(`    miss ${m}`);
    }
    for (const [id, list] of Object.entries(misses)) {
      assert.ok(list.length <= pages.length * 0.05, `${id}: ${list.join("; ")}`);
    }
  },
});

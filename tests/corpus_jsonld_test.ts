/**
 * `parsePage`'s JSON-LD blocks against scrapinghub/extruct's test samples in
 * ../shared/corpus/extruct (read in place). extruct's JsonLdExtractor yields each object of a
 * block (a top-level array's items one by one; `null`, `false` and other non-objects skipped),
 * so our items are counted the same way (older expected files keep a block's array whole
 * under `items`: flattened here). Checks:
 * - every HTML sample parses without a crash (0 crashes);
 * - valid samples: the item count and the @type set (top level and `@graph`) equal extruct's;
 * - malformed samples (`*.invalid` folders): each is either recovered as extruct recovers it
 *   (same objects) or reported (a block with an error), never silently dropped.
 */
import assert from "node:assert/strict";
import { isDeepStrictEqual } from "node:util";
import { gunzipSync } from "node:zlib";
import { jsonLdTypes } from "../lib/web/html_jsonld.ts";
import { type PageModel, parsePage } from "../lib/web/html.ts";
import { needsShared, sharedPath } from "./shared.ts";

const ROOT = "corpus/extruct/samples";

type Pair = { html: string; expected_outputs: { file: string; kind: string }[] };

function readHtml(rel: string): string {
  const bytes = Deno.readFileSync(sharedPath(`${ROOT}/${rel}`));
  return new TextDecoder().decode(rel.endsWith(".gz") ? gunzipSync(bytes) : bytes);
}

/** extruct's expected JSON-LD objects for a pair, or null when it gives none. */
function expectedJsonLd(pair: Pair): unknown[] | null {
  for (const out of pair.expected_outputs) {
    const data = JSON.parse(Deno.readTextFileSync(sharedPath(`${ROOT}/${out.file}`)));
    // Older samples hold `{ items: [block, ...] }` with a block's array unflattened.
    if (out.kind === "jsonld_extractor_output") {
      return Array.isArray(data) ? data : (data.items ?? []).flat();
    }
    if (out.kind.startsWith("extruct_all_syntaxes") && Array.isArray(data["json-ld"])) {
      return data["json-ld"];
    }
  }
  return null;
}

/** Our objects, counted as extruct counts them. */
function ourItems(page: PageModel): unknown[] {
  const isObject = (x: unknown) => x !== null && typeof x === "object" && !Array.isArray(x);
  return page.json_ld.flatMap((b) => (Array.isArray(b.data) ? b.data : [b.data])).filter(isObject);
}

function allHtmlFiles(dir = ""): string[] {
  const out: string[] = [];
  for (const entry of Deno.readDirSync(sharedPath(`${ROOT}/${dir}`))) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory) out.push(...allHtmlFiles(rel));
    else if (/\.html(\.gz)?$/.test(entry.name)) out.push(rel);
  }
  return out.sort();
}

Deno.test({
  ...needsShared(ROOT, "[html] extruct samples: no crash on any HTML sample"),
  fn() {
    const files = allHtmlFiles();
    const crashes: string[] = [];
    for (const file of files) {
      try {
        const page = parsePage(readHtml(file), { url: "http://example.com/" });
        if (page.limits.some((l) => l.startsWith("parse failed"))) crashes.push(file);
      } catch (e) {
        crashes.push(`${file}: ${e}`);
      }
    }
    console.log(`extruct: ${files.length} HTML samples, ${crashes.length} crashes`);
    assert.deepEqual(crashes, []);
  },
});

Deno.test({
  ...needsShared(`${ROOT}/../manifest.json`, "[html] extruct samples: JSON-LD blocks as expected"),
  fn() {
    const manifest = JSON.parse(Deno.readTextFileSync(sharedPath(`${ROOT}/../manifest.json`)));
    const rows: string[] = [];
    const failures: string[] = [];
    const tally = { valid: 0, validOk: 0, invalid: 0, recovered: 0, reported: 0 };
    for (const pair of manifest.pairs as Pair[]) {
      const expected = expectedJsonLd(pair);
      if (expected === null) continue;
      const page = parsePage(readHtml(pair.html), { url: "http://example.com/" });
      const items = ourItems(page);
      const broken = page.json_ld.filter((b) => b.error !== null && !b.repaired).length;
      const repairedCount = page.json_ld.filter((b) => b.repaired).length;
      const typesOk =
        JSON.stringify(jsonLdTypes(items).sort()) === JSON.stringify(jsonLdTypes(expected).sort());
      const countOk = items.length === expected.length;
      rows.push(
        `  ${pair.html}: blocks ${page.json_ld.length}, items ${items.length}/${expected.length}` +
          `, types ${typesOk ? "=" : "≠"}, repaired ${repairedCount}, broken ${broken}`,
      );
      if (pair.html.includes(".invalid/")) {
        tally.invalid++;
        const recovered = isDeepStrictEqual(items, expected);
        if (recovered) tally.recovered++;
        const reported = page.json_ld.some((b) => b.error !== null);
        if (reported) tally.reported++;
        if (!recovered && !reported) failures.push(`${pair.html}: neither recovered nor reported`);
      } else {
        tally.valid++;
        if (countOk && typesOk) tally.validOk++;
        else {failures.push(
            `${pair.html}: items ${items.length}/${expected.length}, types ${typesOk}`,
          );}
      }
    }
    console.log(`extruct JSON-LD pairs:\n${rows.join("\n")}`);
    console.log(
      `  valid pairs with count and @type set equal: ${tally.validOk}/${tally.valid}; ` +
        `malformed pairs: ${tally.invalid}, recovered as extruct ${tally.recovered}, ` +
        `reported with an error ${tally.reported}`,
    );
    assert.deepEqual(failures, []);
  },
});

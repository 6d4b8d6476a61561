/**
 * Author and published-date agreement of `/extract`'s metadata with metascraper's reviewed
 * output on its 90 integration sites (`../shared/corpus/metascraper`, read in place): the
 * JSON-LD-first reading (`understanding/authorship.ts`) beside the meta-tags-only reading it
 * replaced. metascraper is a strong peer, not human labels: agreement, not accuracy.
 * Run: `npx -y deno@2.9.6 run -A bench/authorship_bench.ts`.
 */
import { gunzipSync } from "node:zlib";
import { authorshipOf } from "../lib/analysis/understanding/authorship.ts";
import { parsePage } from "../lib/web/html.ts";

const SITES = new URL("../../shared/corpus/metascraper/sites/", import.meta.url);

interface Expected {
  author: string | null;
  date: string | null;
  url: string;
}

const norm = (s: string) =>
  s.toLowerCase().normalize("NFKD").replace(/[^\p{L}\p{N}]+/gu, " ").trim();
const sameAuthor = (a: string | null, b: string | null) =>
  !!a && !!b && (norm(a).includes(norm(b)) || norm(b).includes(norm(a)));
const sameDay = (a: string | null, b: string | null) =>
  !!a && !!b && !Number.isNaN(Date.parse(a)) &&
  new Date(a).toISOString().slice(0, 10) === new Date(b).toISOString().slice(0, 10);

let authorN = 0, dateN = 0;
const hits = { newAuthor: 0, oldAuthor: 0, newDate: 0, oldDate: 0 };
for (const site of [...Deno.readDirSync(SITES)].map((e) => e.name).sort()) {
  const dir = new URL(`${site}/`, SITES);
  const fixture = JSON.parse(Deno.readTextFileSync(new URL("expected.json", dir)));
  const expected: Expected[] = Array.isArray(fixture.expected)
    ? fixture.expected
    : [fixture.expected];
  const inputs: string[] = fixture.input_files;
  inputs.forEach((file, i) => {
    const exp = expected[i] ?? expected[0];
    const html = new TextDecoder().decode(gunzipSync(Deno.readFileSync(new URL(file, dir))));
    const page = parsePage(html, { url: exp.url });
    const m = (k: string) => page.meta[k]?.trim() || null;
    const by = authorshipOf(page, m("og:site_name"));
    const oldAuthor = m("author") ?? m("article:author");
    const oldDate = m("article:published_time");
    if (exp.author) {
      authorN++;
      if (sameAuthor(by.author, exp.author)) hits.newAuthor++;
      if (sameAuthor(oldAuthor, exp.author)) hits.oldAuthor++;
    }
    if (exp.date) {
      dateN++;
      if (sameDay(by.published ?? by.modified, exp.date)) hits.newDate++;
      if (sameDay(oldDate, exp.date)) hits.oldDate++;
    }
  });
}
console.log(
  `| field (pages with a metascraper value) | meta tags only | JSON-LD first |\n| --- | ---: | ---: |`,
);
console.log(`| author (${authorN}) | ${hits.oldAuthor} | ${hits.newAuthor} |`);
console.log(`| date, same day (${dateN}) | ${hits.oldDate} | ${hits.newDate} |`);

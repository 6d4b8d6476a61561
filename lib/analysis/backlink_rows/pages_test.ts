import assert from "node:assert/strict";
import type { DomainPageRow } from "../../providers/provider.ts";
import { judgeRow } from "./judge.ts";
import { closestLivePage, judgePage, ownTopics } from "./pages.ts";

const row = (o: Partial<DomainPageRow>): DomainPageRow => ({
  page: "https://example.org/",
  title: null,
  status_code: 200,
  words_count: 500,
  internal_links_count: 10,
  external_links_count: 2,
  first_visited: null,
  rank: 30,
  backlinks: 100,
  backlinks_spam_score: 5,
  first_seen: null,
  lost_date: null,
  broken_backlinks: 0,
  broken_pages: 0,
  referring_domains: 20,
  referring_domains_nofollow: 2,
  referring_main_domains: 20,
  referring_ips: 20,
  referring_subnets: 20,
  referring_pages: 90,
  referring_pages_nofollow: 5,
  ...o,
});
const judge = (p: DomainPageRow, rows: DomainPageRow[] = [p], owned = new Set<string>()) =>
  judgePage(p, judgeRow(p, "one_hundred", p.page, p.status_code >= 400), rows, owned);

Deno.test("[linked pages] a spam-vertical page with spammy links is injected: a security fix", () => {
  // A university's upload folder, a German club's blog, a Spanish council's site.
  for (
    const [page, title] of [
      ["https://uni.example.ie/sites/default/files/essay/buy-essay.html", "Buy Essay Online Cheap"],
      ["https://blog.fcbeispiel.de/news/sportwetten-bonus/", "Sportwetten Bonus 2026"],
      ["https://ayto-ejemplo.es/viagra-sin-receta/", "Comprar viagra sin receta"],
    ]
  ) {
    const j = judge(row({ page, title, backlinks_spam_score: 75, rank: 60 }));
    assert.equal(j.priority, "high", page);
    assert.match(j.action, /take it down \(404 or 410\)/, page);
    assert.match(j.action, /Search Console/, page);
    assert.ok(!j.signals.includes("strong"), page);
  }
});

Deno.test("[linked pages] the owner's own vertical is not injected; clean links neither", () => {
  const casino = row({
    page: "https://luckyspin-casino.example/bonus/",
    title: "Casino bonus",
    backlinks_spam_score: 70,
  });
  assert.ok(
    !judge(casino, [casino], ownTopics(["luckyspin casino"])).signals.some((s) =>
      s.startsWith("injected")
    ),
  );
  // A pharmacy chain's page about prescriptions with clean links is its own content.
  const pharmacy = row({ title: "Online pharmacy opening hours", backlinks_spam_score: 4 });
  assert.ok(!judge(pharmacy).signals.some((s) => s.startsWith("injected")));
  assert.deepEqual([...ownTopics(["Maison Lumen", "Velomaat"])], []);
});

Deno.test("[linked pages] a dead page 301s by its referring domains, to the closest live page", () => {
  const live = row({ page: "https://uni.example/research/marine-energy" });
  const dead = (page: string, rd: number) => row({ page, status_code: 404, referring_domains: rd });
  const centre = dead("https://uni.example/research/centres/marine-renewable-energy-centre", 310);
  const rows = [live, centre];
  assert.equal(judge(centre, rows).priority, "high");
  assert.match(
    judge(centre, rows).action,
    /301 it to https:\/\/uni\.example\/research\/marine-energy/,
  );
  assert.equal(closestLivePage(centre.page, rows), live.page);
  // A recipe site and a law firm: medium and low by the domains that still link.
  assert.equal(judge(dead("https://food.example/recipes/12-cornbread/", 40)).priority, "medium");
  assert.equal(judge(dead("https://abogados.example/blog/2019-evento", 3)).priority, "low");
  // A 301 is not broken.
  const moved = row({ page: "http://uni.example/nursing.html", status_code: 301 });
  assert.doesNotMatch(judge(moved).action, /301 it|repair/i);
});

Deno.test("[linked pages] a strong live page is kept live at its URL", () => {
  const atlas = row({ page: "https://uni.example/research/flood-atlas", rank: 70 });
  assert.match(judge(atlas).action, /^Protect .*keep it live at its URL/);
  assert.equal(judge(row({ rank: 10 })).action, "No action needed");
});

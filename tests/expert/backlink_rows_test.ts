/**
 * Expert cases 44 and 45: `/backlinks/referring-domains` of a Madrid immigration firm with a
 * bought footer-link network beside lost press and broken links, and `/backlinks/domain-pages`
 * of an Irish university with injected spam pages, 404s from a CMS move and a 301. Each
 * numbered statement is its own test on the served case.
 */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";
import { type Json, nextCalls } from "./case_reading.ts";

type Row = { priority: string; action: string; signals: string[] };
type Domain = Row & { domain: string };
type Page = Row & { page: string };
const domains = (r: Json) => r.domains as Domain[];
const domain = (r: Json, name: string) => {
  const d = domains(r).find((x) => x.domain === name);
  assert.ok(d, name);
  return d;
};
const pages = (r: Json) => r.pages as Page[];
const page = (r: Json, suffix: string) => {
  const p = pages(r).find((x) => x.page.endsWith(suffix));
  assert.ok(p, suffix);
  return p;
};
const LEVEL: Record<string, number> = { high: 0, medium: 1, low: 2 };

const c44 = readCase(
  "/backlinks/referring-domains",
  "backlinks-referring-domains/44_law_firm_bought_link_network",
);
const NETWORK = [
  "blogjuridicomadrid.com",
  "derechohoy.info",
  "abogadosyleyes.net",
  "noticiaslegales24.com",
  "guialegalespana.org",
  "asesoriaextranjeros.net",
];

statement(c44, 1, "the six network blogs are high with a clean-up, never protected", (r) => {
  for (const name of NETWORK) {
    const d = domain(r, name);
    assert.equal(d.priority, "high", name);
    assert.match(d.action, /remov|disavow/i, name);
    assert.doesNotMatch(d.action, /protect/i, name);
    // Their thousands of backlinks are not read as authority.
    assert.ok(!d.signals.includes("strong"), name);
    assert.doesNotMatch(d.action, /strong source|build more links like/i, name);
  }
});

statement(c44, 2, "the six are one pattern: a network with a shared first-seen window", (r) => {
  const wf = r.agent_workflow as Json;
  const said = `${wf.summary} ${NETWORK.map((n) => domain(r, n).action).join(" ")}`;
  assert.match(said, /network/i);
  assert.match(said, /2023-0[45]/);
  assert.match(said, /footer|sitewide/i);
});

statement(c44, 3, "elpais.com, lost, is a high reclaim", (r) => {
  const d = domain(r, "elpais.com");
  assert.equal(d.priority, "high");
  assert.match(d.action, /reclaim|restore/i);
});

statement(c44, 4, "expatica.com's broken links are flagged for repair", (r) => {
  const d = domain(r, "expatica.com");
  assert.ok(["high", "medium"].includes(d.priority));
  assert.match(d.action, /repair|redirect|301|update/i);
});

statement(c44, 5, "the institutions carry no risk signal and no clean-up", (r) => {
  for (
    const name of ["icam.es", "comunidad.madrid", "uc3m.es", "eldiario.es", "caritasmadrid.org"]
  ) {
    const d = domain(r, name);
    assert.ok(!d.signals.some((s) => /spam|network|sitewide/.test(s)), name);
    assert.doesNotMatch(d.action, /disavow|clean|remov/i, name);
  }
});

statement(c44, 6, "directories and the nofollow forum are not high", (r) => {
  for (const name of ["paginasamarillas.es", "abogados365.com", "expatsinmadrid.net"]) {
    assert.notEqual(domain(r, name).priority, "high", name);
  }
});

statement(c44, 7, "a follow-up checks the anchors or the links", (r) => {
  assert.ok(
    nextCalls(r).some((c) =>
      ["/backlinks/anchors", "/backlinks/list"].includes(c.endpoint) &&
      String(c.body.target).includes("navarroruizabogados.es")
    ),
  );
});

const c45 = readCase(
  "/backlinks/domain-pages",
  "backlinks-domain-pages/45_university_hacked_pages_and_404s",
);

statement(c45, 1, "the essay-mill and casino pages are injected spam: high, take down", (r) => {
  for (const suffix of ["buy-essay-online.html", "casino-bonus-ireland/"]) {
    const p = page(r, suffix);
    assert.equal(p.priority, "high", suffix);
    assert.match(p.action, /take it down|404|410/i, suffix);
    assert.match(p.action, /Search Console/i, suffix);
    // Find and close the way it was uploaded: a security fix, not link equity.
    assert.match(p.action, /close the way it was uploaded|vulnerab|security/i, suffix);
    assert.doesNotMatch(p.action, /^Protect|keep the linked|keep it live/i, suffix);
    assert.ok(!p.signals.includes("strong"), suffix);
  }
});

statement(c45, 2, "the research-centre 404 is a high 301", (r) => {
  const p = page(r, "/research/centres/marine-renewable-energy-centre");
  assert.equal(p.priority, "high");
  assert.match(p.action, /301/);
});

statement(c45, 3, "the news 404 is a 301; the 2019 reunion ranks lower than the centre", (r) => {
  const news = page(r, "/news/2024/coastal-erosion-study-published");
  assert.ok(["high", "medium"].includes(news.priority));
  assert.match(news.action, /301/);
  const reunion = page(r, "/alumni/events/2019-reunion");
  const centre = page(r, "/research/centres/marine-renewable-energy-centre");
  assert.ok(LEVEL[reunion.priority] > LEVEL[centre.priority]);
});

statement(c45, 4, "the 301 nursing page is not broken", (r) => {
  const p = page(r, "/courses/undergraduate/nursing.html");
  assert.notEqual(p.priority, "high");
  assert.doesNotMatch(p.action, /repair|301 it|redirect/i);
});

statement(c45, 5, "the Moodle login page is not high and gets no content or link action", (r) => {
  const p = page(r, "moodle.kilcarra.ie/login/index.php");
  assert.notEqual(p.priority, "high");
  assert.doesNotMatch(p.action, /build|content|outreach/i);
});

statement(c45, 6, "the flood atlas is protected, not a problem", (r) => {
  const p = page(r, "/research/publications/irish-coastal-flood-atlas");
  assert.notEqual(p.priority, "high");
  assert.doesNotMatch(p.action, /repair|disavow|take/i);
  // Its action is to protect it: keep it live at its URL.
  assert.match(p.action, /protect/i);
  assert.match(p.action, /keep it live at its URL/i);
});

statement(c45, 7, "the homepage, campus map and privacy statement are not high", (r) => {
  for (const suffix of ["kilcarra.ie/", "campus-map.pdf", "/privacy-statement"]) {
    assert.notEqual(page(r, suffix).priority, "high", suffix);
  }
});

/**
 * Expert cases 46 and 53: `/backlinks/competitors` of a Polish fashion marketplace whose list
 * is topped by portals, social platforms and marketplaces, and `/domain/competitors` of a UK
 * budgeting app among platforms, generalists and "halo" namesakes. Each numbered statement is
 * its own test on the served case.
 */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";
import { type Json, nextCalls } from "./case_reading.ts";

type Competitor = Json & { domain: string; priority?: string; opportunity_score?: number };
const competitors = (r: Json) => r.competitors as Competitor[];
const of = (r: Json, domain: string) => {
  const c = competitors(r).find((x) => x.domain === domain);
  assert.ok(c, domain);
  return c;
};

const c46 = readCase(
  "/backlinks/competitors",
  "backlinks-competitors/46_fashion_marketplace_portals_and_platforms",
);
const PORTALS = [
  "wp.pl",
  "onet.pl",
  "interia.pl",
  "gazeta.pl",
  "facebook.com",
  "instagram.com",
  "youtube.com",
  "pinterest.com",
  "linkedin.com",
  "x.com",
  "wikipedia.org",
];
const RETAILERS = ["trendomania.pl", "butikowo.pl", "ubieramy.pl", "zalando.pl"];

statement(c46, 1, "no portal or platform is high", (r) => {
  for (const d of PORTALS) assert.notEqual(of(r, d).priority, "high", d);
});

statement(c46, 2, "the three fashion rivals outscore every portal", (r) => {
  const best = Math.max(...PORTALS.map((d) => of(r, d).opportunity_score as number));
  for (const d of ["trendomania.pl", "butikowo.pl", "ubieramy.pl"]) {
    assert.ok((of(r, d).opportunity_score as number) > best, d);
  }
});

statement(c46, 3, "allegro.pl and ceneo.pl are not high", (r) => {
  for (const d of ["allegro.pl", "ceneo.pl"]) assert.notEqual(of(r, d).priority, "high", d);
});

statement(c46, 4, "publications and communities are not high", (r) => {
  for (const d of ["elle.pl", "wizaz.pl", "szafiarka.blog"]) {
    assert.notEqual(of(r, d).priority, "high", d);
  }
});

statement(c46, 5, "link-gap follow-ups target only fashion retailers", (r) => {
  for (const c of nextCalls(r).filter((x) => x.endpoint === "/backlinks/page-intersection")) {
    for (const t of c.body.targets as string[]) assert.ok(RETAILERS.includes(t), t);
  }
  // No follow-up of any kind names a portal, platform, marketplace or comparison engine.
  for (const c of nextCalls(r)) {
    const named = JSON.stringify(c.body);
    for (const d of [...PORTALS, "allegro.pl", "ceneo.pl"]) {
      assert.ok(!named.includes(`"${d}"`), `${c.endpoint} names ${d}`);
    }
  }
});

statement(c46, 6, "the summary says portals and platforms were set aside, naming one", (r) => {
  const text = `${(r.agent_workflow as Json).summary} ${
    ((r.agent_workflow as Json).limitations as string[]).join(" ")
  }`;
  assert.match(text, /set aside|ranked last/i);
  assert.ok(PORTALS.some((d) => text.includes(d)));
});

const c53 = readCase(
  "/domain/competitors",
  "domain-competitors/53_budgeting_app_halo_homonyms_and_platforms",
);
const GENERIC = [
  "wikipedia.org",
  "reddit.com",
  "youtube.com",
  "apple.com",
  "amazon.co.uk",
  "bbc.co.uk",
];
const NAMESAKES = ["halowaypoint.com", "xbox.com", "halotop.co.uk"];
const RIVALS = ["plumsave.co.uk", "pennypot.app", "kestrelbank.co.uk"];

statement(c53, 1, "the target itself is not a competitor", (r) => {
  assert.ok(!competitors(r).some((c) => c.domain.includes("halomoney.co.uk")));
});

statement(
  c53,
  2,
  "platforms and generalists are not direct, not high, and listed after the rivals",
  (r) => {
    const list = competitors(r);
    const lastDirect = Math.max(...list.map((c, i) => c.direct_competitor ? i : -1));
    for (const d of GENERIC) {
      const c = of(r, d);
      assert.equal(c.direct_competitor, false, d);
      assert.notEqual(c.threat_level, "high", d);
      assert.ok(list.indexOf(c) > lastDirect, d);
    }
  },
);

statement(c53, 3, "the halo namesakes and xbox are not direct and not high", (r) => {
  for (const d of NAMESAKES) {
    const c = of(r, d);
    assert.equal(c.direct_competitor, false, d);
    assert.notEqual(c.threat_level, "high", d);
  }
});

statement(c53, 4, "the three fintech rivals are direct and outscore the rest", (r) => {
  const others = Math.max(
    ...[...GENERIC, ...NAMESAKES].map((d) => of(r, d).threat_score as number),
  );
  for (const d of RIVALS) {
    const c = of(r, d);
    assert.equal(c.direct_competitor, true, d);
    assert.ok((c.threat_score as number) > others, d);
  }
});

statement(c53, 5, "no follow-up targets a platform, generalist or namesake", (r) => {
  const banned = [...GENERIC, ...NAMESAKES];
  const allowed = new Set([...RIVALS, "moneysavingexpert.com", "halomoney.co.uk"]);
  for (const c of nextCalls(r)) {
    const named = JSON.stringify(c.body);
    for (const d of banned) assert.ok(!named.includes(`"${d}"`), `${c.endpoint} names ${d}`);
    const b = c.body;
    const domains = [b.target, b.target1, b.target2, ...((b.targets ?? []) as string[])]
      .filter((x): x is string => typeof x === "string");
    for (const d of domains) assert.ok(allowed.has(d), `${c.endpoint} targets ${d}`);
  }
});

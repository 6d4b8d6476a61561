/**
 * Expert cases 25-26: `/content/title-meta` for a discontinued French stand mixer whose title
 * still sells it, and a UK course page whose template title names no course.
 */
import assert from "node:assert/strict";
import type { Json } from "./case_reading.ts";
import { readCase, statement } from "./harness.ts";

type Option = { text: string; source: string };
type Check = { id: string; status: string; detail: string };

const titles = (r: Json) => (r.title_options as Option[]).map((o) => o.text);
const descriptions = (r: Json) => (r.meta_description_options as Option[]).map((o) => o.text);
const options = (r: Json) => [...titles(r), ...descriptions(r)];
const checks = (r: Json) => r.current_signal_checks as Check[];
const checklist = (r: Json) =>
  (r.implementation_checklist as { action: string }[]).map((x) => x.action).join("\n");

// ---------------------------------------------------------------------------------------------
// Case 25: a discontinued product page still promising price, stock and delivery.
const c25 = readCase("/content/title-meta", "content-title-meta/25_discontinued_stand_mixer");

statement(
  c25,
  1,
  "French titles with Vesta VR-500, one saying discontinued or what is still offered",
  (r) => {
    assert.ok(titles(r).length > 0);
    for (const t of titles(r)) {
      assert.match(t, /VR-500/, t);
      assert.match(t, /Vesta/, t);
    }
    assert.ok(
      titles(r).some((t) =>
        /arrêté|n'est plus commercialisé|remplacé|VR-600|accessoires|pièces|notice/i.test(t)
      ),
      titles(r).join(" / "),
    );
  },
);

statement(c25, 2, "no promise the page no longer keeps, no other vertical's template", (r) => {
  const banned =
    /pas cher|meilleur prix|en stock|livraison (gratuite|offerte)|24 ?h|achetez|acheter|4x sans frais|promo|essai gratuit|free trial|tarifs|pricing|démo/i;
  for (const o of options(r)) assert.doesNotMatch(o, banned, o);
});

statement(c25, 3, "the current title and description are flagged as no longer true", (r) => {
  const stale = checks(r).find((c) => /promise/.test(c.id) || /no longer/i.test(c.detail));
  assert.ok(stale, JSON.stringify(checks(r)));
  assert.ok(["warn", "fail"].includes(stale.status));
  assert.match(stale.detail, /title/);
  assert.match(stale.detail, /description/);
  assert.match(checklist(r), /Set the title/);
  assert.match(checklist(r), /Set the meta description/);
});

statement(c25, 4, "descriptions from the page's own text, never from interface text", (r) => {
  assert.ok(descriptions(r).length > 0);
  assert.ok(
    descriptions(r).some((d) =>
      /n'est plus commercialisé|VR-600|accessoires|pièces|notice|4,6/.test(d)
    ),
  );
  for (const d of descriptions(r)) {
    assert.doesNotMatch(
      d,
      /Livraison offerte dès|Paiement en 3x|Panier|cookies|newsletter|coupon/i,
      d,
    );
    assert.notEqual(d.trim(), "Produit indisponible définitivement");
  }
});

statement(c25, 5, "language fr, page type product, no English", (r) => {
  assert.equal(r.language, "fr");
  assert.equal(r.page_type, "product");
  for (const o of options(r)) {
    assert.doesNotMatch(o, /\b(Buy|Shop now|Free shipping|Discontinued)\b/, o);
  }
});

// ---------------------------------------------------------------------------------------------
// Case 26: a university course page with a template title.
const c26 = readCase(
  "/content/title-meta",
  "content-title-meta/26_university_engineering_admissions",
);

statement(
  c26,
  1,
  "every title names the course, the award and Northmoor; one is about entry requirements",
  (r) => {
    assert.ok(titles(r).length > 0);
    for (const t of titles(r)) {
      assert.match(t, /Mechanical Engineering/, t);
      assert.match(t, /BEng|Hons/i, t);
      assert.match(t, /Northmoor/, t);
    }
    assert.ok(titles(r).some((t) => /entry requirements/i.test(t)));
  },
);

statement(c26, 2, "no option from another vertical's template", (r) => {
  for (const o of options(r)) {
    assert.doesNotMatch(
      o,
      /Pricing|Free trial|\bBuy\b|\bShop\b|Sign up|Top 10|\bBest\b.*20\d\d/i,
      o,
    );
  }
});

statement(c26, 3, "the generic current title is flagged", (r) => {
  const title = checks(r).filter((c) => /^title_/.test(c.id) && c.status !== "pass");
  assert.ok(title.length > 0, JSON.stringify(checks(r)));
  assert.ok(title.some((c) => /Mechanical Engineering|H1|not in the title/i.test(c.detail)));
});

statement(c26, 4, "a description states at least two concrete facts from the page", (r) => {
  const facts = [
    /AAA including Mathematics and Physics/,
    /IB 36/,
    /H300/,
    /3 years.*\(4 (years )?with a placement/,
    /IMechE/,
  ];
  assert.ok(
    descriptions(r).some((d) => facts.filter((re) => re.test(d)).length >= 2),
    descriptions(r).join(" / "),
  );
});

statement(c26, 5, "no option built from chrome or about a related course", (r) => {
  for (const o of options(r)) {
    assert.doesNotMatch(
      o,
      /Open Day|Chat to a student|Clearing|cookies|course updates|sign up/i,
      o,
    );
    assert.doesNotMatch(o, /Aerospace|Automotive|Robotics/i, o);
  }
});

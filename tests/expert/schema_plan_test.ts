/**
 * Expert case 27: `/content/schema-plan` for a Rotterdam locksmith whose H1 is a slogan, whose
 * address, phone and hours are on the page, and whose owner wants its own 4.9 stars marked up.
 */
import assert from "node:assert/strict";
import type { Json } from "./case_reading.ts";
import { readCase, statement } from "./harness.ts";

type Node = Record<string, unknown>;
type Row = { type: string; field: string; level: string; status: string; source: string | null };

const c27 = readCase(
  "/content/schema-plan",
  "content-schema-plan/27_locksmith_self_serving_rating",
);

/** The draft's nodes (one, or the members of its @graph). */
const nodes = (r: Json): Node[] => {
  const d = r.jsonld_draft as Node;
  return Array.isArray(d["@graph"]) ? d["@graph"] as Node[] : [d];
};
const business = (r: Json) =>
  nodes(r).find((n) => /LocalBusiness|Locksmith/.test(String(n["@type"])))!;
const recommended = (r: Json) =>
  r.recommended_types as { type: string; role: string; eligible: boolean; note: string | null }[];
const everything = (r: Json) => JSON.stringify(r);
const PAGE = "Westblaak 88, 3012 KM Rotterdam";

statement(c27, 1, "the primary type is LocalBusiness (or a fitting subtype)", (r) => {
  const primary = recommended(r).find((t) => t.role === "primary")!;
  assert.match(primary.type, /^(LocalBusiness|Locksmith|HomeAndConstructionBusiness)$/);
});

statement(c27, 2, "name and address carry the visible values, not the slogan", (r) => {
  const b = business(r);
  assert.equal(b.name, "Slotenservice Maas");
  assert.deepEqual(
    b.address,
    {
      "@type": "PostalAddress",
      streetAddress: "Westblaak 88",
      postalCode: "3012 KM",
      addressLocality: "Rotterdam",
      addressCountry: "NL",
    },
  );
  assert.doesNotMatch(everything(r), /"name":"Buitengesloten/);
});

statement(c27, 3, "telephone and the shop's hours read from the page, not 24/7", (r) => {
  const b = business(r);
  assert.match(String(b.telephone).replace(/[\s-]/g, ""), /(\+31|0)104127730/);
  const hours = b.openingHoursSpecification as {
    dayOfWeek: string[];
    opens: string;
    closes: string;
  }[];
  const weekdays = hours.find((h) => h.dayOfWeek.includes("Monday"))!;
  assert.deepEqual(weekdays.dayOfWeek, ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
  assert.deepEqual([weekdays.opens, weekdays.closes], ["08:00", "17:30"]);
  const saturday = hours.find((h) => h.dayOfWeek.includes("Saturday"))!;
  assert.deepEqual([saturday.opens, saturday.closes], ["09:00", "13:00"]);
  assert.ok(!hours.some((h) => h.dayOfWeek.includes("Sunday")));
  assert.ok(!hours.some((h) => h.opens === "00:00" || h.closes === "23:59"));
  const missing = (r.missing_page_evidence as { field: string }[]).map((m) => m.field);
  for (const f of ["address", "telephone", "openingHoursSpecification", "openingHours"]) {
    assert.ok(!missing.includes(f), f);
  }
  const rows = r.required_fields_checklist as Row[];
  for (const f of ["address", "telephone", "openingHoursSpecification"]) {
    const row = rows.find((x) => x.field === f);
    assert.ok(row, f);
    assert.equal(row.status, "present", f);
    assert.ok(row.source, f);
  }
});

statement(c27, 4, "no rating in the draft; the 4,9 is explained as self-serving", (r) => {
  for (const n of nodes(r)) {
    assert.ok(!("aggregateRating" in n) && !("review" in n), String(n["@type"]));
  }
  assert.ok(!recommended(r).some((t) => /Rating|Review/.test(t.type)));
  const text = everything(r);
  if (/4[,.]9/.test(text)) assert.match(text, /self-serving/);
  assert.doesNotMatch(JSON.stringify(r.missing_page_evidence), /aggregateRating|review/i);
});

statement(c27, 5, "FAQPage is not recommended as eligible", (r) => {
  assert.ok(!recommended(r).some((t) => t.type === "FAQPage" && t.eligible));
  const faqNotes = [
    ...(r.implementation_notes as string[]),
    ...recommended(r).map((t) => t.note ?? ""),
  ].filter((n) => /FAQ/.test(n));
  for (const n of faqNotes) {
    assert.match(n, /2023/);
    assert.match(n, /May 2026/);
  }
});

statement(c27, 6, "nothing invented: every value is on the page", (r) => {
  const b = business(r);
  for (const k of ["geo", "sameAs", "logo", "aggregateRating"]) assert.ok(!(k in b), k);
  if ("priceRange" in b) assert.match(String(b.priceRange), /79.*159/);
  const text = everything(r);
  assert.ok(text.includes(PAGE.split(",")[0]));
});

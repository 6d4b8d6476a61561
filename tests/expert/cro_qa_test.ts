/**
 * Expert case 28: `/page/cro-qa` on a Mexican payroll SaaS landing page whose "sin tarjeta"
 * line is reassurance, whose CTAs include a demo booking, a phone and a WhatsApp link, and whose
 * real friction is an 11-field trial form with a pre-ticked sales consent.
 */
import assert from "node:assert/strict";
import type { Json } from "./case_reading.ts";
import { readCase, statement } from "./harness.ts";

type Finding = {
  id: string;
  area: string;
  severity: string;
  title: string;
  evidence: string | null;
  fix: string;
};
type Cta = {
  text: string;
  href: string | null;
  kind: string;
  goal: string | null;
  matches_goal: boolean;
};

const c28 = readCase("/page/cro-qa", "page-cro-qa/28_payroll_trial_sin_tarjeta");

const findings = (r: Json) => r.findings as Finding[];
const ctas = (r: Json) => r.ctas as Cta[];
const text = (f: Finding) => [f.title, f.evidence ?? "", f.fix].join(" ");
const IMPORTANT = new Set(["medium", "high"]);

statement(c28, 1, "'sin tarjeta', 'sin plazos', 'cancela' are reassurance, not friction", (r) => {
  assert.ok(!findings(r).some((f) => f.id === "credit_card"));
  for (const f of findings(r)) {
    assert.doesNotMatch(text(f), /credit card|tarjeta|contract term|plazo/i, f.id);
  }
  const reassurance = (r.objection_handling as { kind: string; text: string }[])
    .find((q) => /Sin tarjeta/.test(q.text));
  assert.ok(reassurance);
});

statement(c28, 2, "'Prueba gratis 14 días' is the primary CTA, matching the trial goal", (r) => {
  assert.equal(r.conversion_goal, "trial");
  const first = ctas(r)[0];
  assert.equal(first.text, "Prueba gratis 14 días");
  assert.equal(first.matches_goal, true);
  assert.ok(!findings(r).some((f) => ["cta_presence", "cta_goal_match"].includes(f.id)));
});

statement(c28, 3, "the demo booking, the tel: and the WhatsApp links are calls to action", (r) => {
  const list = ctas(r);
  assert.ok(list.some((c) => c.text === "Agenda una demo" && c.goal === "demo"));
  assert.ok(list.some((c) => (c.href ?? "").startsWith("tel:")));
  assert.ok(list.some((c) => /wa\.me|whatsapp/i.test(c.href ?? "")));
});

statement(
  c28,
  4,
  "the 11-field trial form with RFC and a pre-ticked consent is important friction",
  (r) => {
    const f = findings(r).find((x) => x.area === "friction" && /form/i.test(x.title));
    assert.ok(f, JSON.stringify(findings(r).map((x) => x.id)));
    assert.ok(IMPORTANT.has(f.severity));
    assert.match(text(f), /\b11\b/);
    assert.match(text(f), /RFC/);
    assert.match(text(f), /Acepto que un asesor/);
    // The fix, in the page's language (statement 6): work e-mail and password only, the rest
    // later, the consent box left unticked.
    assert.match(f.fix, /correo/i);
    assert.match(f.fix, /contraseña/i);
    assert.match(f.fix, /onboarding|incorporación/i);
    assert.match(f.fix, /sin marcar/i);
  },
);

statement(c28, 5, "the proof is found: customer count, named testimonial, Capterra rating", (r) => {
  const proof = JSON.stringify(r.proof);
  assert.match(proof, /4,200 empresas/);
  assert.match(proof, /Laura Medina/);
  assert.match(proof, /4\.8\/5 en Capterra/);
  assert.ok(!findings(r).some((f) => f.id === "proof"));
});

statement(c28, 6, "findings, fixes and CTA alternatives in Spanish", (r) => {
  assert.equal(r.language, "es");
  const alts = r.cta_alternatives as string[];
  assert.ok(alts.length > 0);
  for (const a of alts) assert.doesNotMatch(a, /\b(start|free|trial|your)\b/i, a);
  assert.ok(alts.some((a) => /prueba|gratis|cuenta/i.test(a)));
  for (const f of findings(r)) {
    assert.doesNotMatch(f.fix, /\b(the|and|with|your)\b/i, f.fix);
    assert.doesNotMatch(f.title, /\b(the|and|with|your)\b/i, f.title);
  }
});

statement(c28, 7, "cookie-banner buttons and the chat widget are not the page's CTAs", (r) => {
  const texts = ctas(r).map((c) => c.text);
  for (const t of ["Aceptar todas", "Configurar", "Rechazar", "Chatear"]) {
    assert.ok(!texts.includes(t), t);
  }
  for (const f of findings(r)) assert.doesNotMatch(text(f), /Aceptar todas|Rechazar|Chatear/);
});

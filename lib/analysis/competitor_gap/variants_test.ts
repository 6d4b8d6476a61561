import assert from "node:assert/strict";
import { stems } from "../../toolkit/tokens.ts";
import { sameSubject } from "./variants.ts";

const core = (text: string) => [...new Set(stems(text))].sort();

Deno.test("[competitor_gap variants] a closed compound and its open form are one subject (Dutch, German, Swedish)", () => {
  assert.ok(sameSubject(core("vloerisolatie"), core("vloer isoleren")));
  assert.ok(sameSubject(core("spouwmuurisolatie"), core("spouwmuur isoleren")));
  assert.ok(sameSubject(core("dachdämmung"), core("dach dämmen")));
  assert.ok(sameSubject(core("fönstertvätt"), core("fönster tvätt")));
});

Deno.test("[competitor_gap variants] forms of a word beside a word written alike are one subject (Italian, Spanish, English)", () => {
  assert.ok(sameSubject(core("ecografia addome"), core("ecografia addominale")));
  assert.ok(sameSubject(core("examen practico"), core("examen practicas")));
  assert.ok(sameSubject(core("roof inspection"), core("roof inspections")));
});

Deno.test("[competitor_gap variants] different subjects stay apart", () => {
  // Two single words sharing a prefix can be different things.
  assert.equal(sameSubject(core("contract"), core("contractor")), false);
  // Two words each only sharing a prefix, none alike.
  assert.equal(sameSubject(core("cardiology visit"), core("cardio visualisation")), false);
  assert.equal(sameSubject(core("ecografia addome"), core("risonanza magnetica")), false);
  // A compound needs both parts.
  assert.equal(sameSubject(core("vloerisolatie"), core("dak isoleren")), false);
});

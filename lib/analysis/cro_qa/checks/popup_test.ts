import assert from "node:assert/strict";
import { factsFrom } from "../testing.ts";
import { popup } from "./popup.ts";

const body = (overlay: string) =>
  `<h1>Cabaz de legumes biológicos</h1><p>Legumes da época entregues em casa todas as semanas.</p>
<a class="btn" href="/assinar">Assinar</a>${overlay}`;

Deno.test("[cro check] popup: an e-mail pop-up shown as served is friction; consent and a pop-up a script shows later are not", () => {
  const shown = [
    `<div class="newsletter-popup modal"><form><label for="e">O seu email</label><input id="e" type="email"><button>Quero 10%</button></form></div>`,
    `<div role="dialog" aria-modal="true"><form><input name="correo" placeholder="Tu correo"><button>Suscribirme</button></form></div>`,
    `<dialog open><form><input type="email" aria-label="E-Mail-Adresse"></form></dialog>`,
  ];
  for (const overlay of shown) {
    const found = popup.assess(factsFrom(body(overlay), "subscribe"));
    assert.ok(found, overlay);
  }
  const not = [
    // A cookie consent form asks for no e-mail.
    `<div class="cookie-consent"><form><input type="checkbox" name="analytics"><button>Aceitar</button></form></div>`,
    // Hidden as served: shown later, on the script's trigger (scroll, exit intent).
    `<div class="popup" style="display:none"><form><input type="email"></form></div>`,
    // A closed <dialog> is not shown until a script opens it.
    `<dialog><form><input type="email"></form></dialog>`,
    // An inline newsletter box in the page is not a pop-up.
    `<section class="newsletter"><form><input type="email"></form></section>`,
  ];
  for (const overlay of not) {
    assert.equal(popup.assess(factsFrom(body(overlay), "subscribe")), null, overlay);
  }
});

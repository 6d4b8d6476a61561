import assert from "node:assert/strict";
import { linkScheme } from "./link_scheme.ts";
import { facts, node, raised } from "./testing.ts";

Deno.test("[action_plan risks] link schemes, scaled content and doorway pages are spam-policy risks, in three languages", () => {
  const nodes = [
    node(0, "Buy 50 backlinks"),
    node(1, "Submit to 100 web directories"),
    node(2, "Reclaim lost links"),
    node(3, "Join a PBN", { status: "done" }),
    node(4, "Firma in 80 Branchenverzeichnisse eintragen und Linktausch anbieten"),
    node(5, "Wygenerować AI 40 artykułów i opublikować je bez redakcji"),
    node(6, "Criar 60 páginas por bairro com o mesmo texto"),
    node(7, "Nuova pagina prezzi 2026"),
  ];
  const risks = raised(linkScheme, facts({ nodes }));
  assert.deepEqual(risks.map((r) => [r.kind, r.items[0]]), [
    ["link_scheme", "Buy 50 backlinks"],
    ["link_scheme", "Submit to 100 web directories"],
    ["link_scheme", "Firma in 80 Branchenverzeichnisse eintragen und Linktausch anbieten"],
    ["scaled_content", "Wygenerować AI 40 artykułów i opublikować je bez redakcji"],
    ["doorway", "Criar 60 páginas por bairro com o mesmo texto"],
  ]);
  assert.ok(risks.every((r) => r.severity === "high"));
  assert.match(risks[0].risk, /link spam/);
});

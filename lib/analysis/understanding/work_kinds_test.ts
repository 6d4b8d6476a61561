import assert from "node:assert/strict";
import { WORK_KINDS, WORK_LANGUAGES, WORK_TABLE, workKindsOf } from "./work_kinds.ts";

Deno.test("[work kinds] every kind has phrases in every listed language, and a source", () => {
  for (const kind of WORK_KINDS) {
    assert.ok(WORK_TABLE[kind].source.length > 20, kind);
    for (const lang of WORK_LANGUAGES) {
      assert.ok(WORK_TABLE[kind].phrases[lang].length > 0, `${kind} ${lang}`);
    }
  }
});

Deno.test("[work kinds] repairs and reclaims in five languages; ordinary new work is neither", () => {
  const cases: [string, string[]][] = [
    ["Naprawić formularz wyceny na /wycena", ["repair"]],
    ["Ustawić przekierowania 301 dla starych adresów", ["repair"]],
    ["Angebotsformular reparieren", ["repair"]],
    ["Corrigir o formulário de contato quebrado", ["repair"]],
    ["Reclaim lost links from 6 news sites", ["reclaim"]],
    ["Récupérer les liens perdus des articles de presse", ["reclaim"]],
    ["Fixed price packages page", []],
    ["Aggiornare la categoria olio extravergine biologico", []],
  ];
  for (const [title, kinds] of cases) assert.deepEqual(workKindsOf(title), kinds, title);
});

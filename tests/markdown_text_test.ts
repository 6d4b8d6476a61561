/**
 * The text of every result reads as a careful writer wrote it: every operation's registry
 * example (run on the sandbox, as the contract tests run them) and every expert case's answer
 * (as `tests/expert/` runs them) are checked for writing slips (`text_slips.ts`): "(s)" plurals,
 * "1 ideas", wrong verb agreement, double periods, ungrouped or over-precise numbers, acronyms
 * the user wrote in capitals Title-Cased, actions out of priority order and a target repeated
 * in parentheses on every action.
 */
import assert from "node:assert/strict";
import { operations } from "../lib/operations/mod.ts";
import { setup } from "./helpers.ts";
import { collectStatements, type ExpertCase, resultOf } from "./expert/harness.ts";
import { resultSlips, type Slip } from "./text_slips.ts";

/** Reports the slips by kind and fails when there is any. */
function assertNoSlips(slips: Slip[]): void {
  const byKind = new Map<string, Slip[]>();
  for (const s of slips) byKind.set(s.kind, [...byKind.get(s.kind) ?? [], s]);
  const report = [...byKind].map(([kind, list]) =>
    `${kind}: ${list.length}\n${
      list.slice(0, Deno.env.get("TEXT_SLIPS_ALL") ? Infinity : 20).map((s) =>
        `  - ${s.where}: …${s.text}…`
      ).join("\n")
    }`
  ).join("\n");
  if (slips.length > 0) console.log(`slips: ${slips.length}\n${report}`);
  assert.equal(slips.length, 0, `${slips.length} writing slips:\n${report}`);
}

Deno.test("[text] every operation's example result reads without writing slips", async () => {
  const h = await setup({ credits: 100_000, env: { RATE_LIMITS: "pro=100000/100000" } });
  const slips: Slip[] = [];
  try {
    for (const op of operations.filter((o) => o.run)) {
      const res = await h.post(`${op.path}?sync=true`, op.example);
      const body = await res.json();
      assert.equal(res.status, 200, `${op.path}: ${JSON.stringify(body).slice(0, 300)}`);
      slips.push(...resultSlips(body, op.example, op.path));
    }
  } finally {
    await h.close();
  }
  assertNoSlips(slips);
});

/** Request fields that carry the user's keywords. */
const KEYWORD_FIELDS = new Set([
  "keyword",
  "keywords",
  "primary_keyword",
  "keyword_pattern",
  "query",
]);

/**
 * The example with its keywords as a user may type them: `upper` writes acronyms in capitals
 * and brands as they are spelled ("CRM", "SEO"; a keyword with neither starts with "HubSpot
 * CRM"), `lower` types everything in lowercase (a keyword without "crm" starts with "crm").
 * Null when the example has no keyword field.
 */
function withCasing(
  example: Record<string, unknown>,
  casing: "upper" | "lower",
): Record<string, unknown> | null {
  let acronym = false;
  let found = false;
  const cased = (text: string) => {
    if (/\b(crm|seo)\b/i.test(text)) acronym = true;
    return casing === "upper"
      ? text.replace(/\bcrm\b/gi, "CRM").replace(/\bseo\b/gi, "SEO")
      : text.toLowerCase();
  };
  const walk = (v: unknown, inKeyword: boolean): unknown => {
    if (typeof v === "string") return inKeyword ? (found = true, cased(v)) : v;
    if (Array.isArray(v)) return v.map((x) => walk(x, inKeyword));
    if (v && typeof v === "object") {
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => [k, walk(x, inKeyword || KEYWORD_FIELDS.has(k))]),
      );
    }
    return v;
  };
  const out = walk(example, false) as Record<string, unknown>;
  if (!found) return null;
  if (!acronym && typeof out.keyword === "string") {
    out.keyword = `${casing === "upper" ? "HubSpot CRM" : "crm"} ${out.keyword}`;
  }
  return out;
}

Deno.test("[text] keywords typed with acronyms and brands keep their casing in titles and text", async () => {
  const h = await setup({ credits: 100_000, env: { RATE_LIMITS: "pro=100000/100000" } });
  const slips: Slip[] = [];
  try {
    for (const op of operations.filter((o) => o.run)) {
      for (const casing of ["upper", "lower"] as const) {
        const body = withCasing(op.example as Record<string, unknown>, casing);
        if (!body) continue;
        const res = await h.post(`${op.path}?sync=true`, body);
        const result = await res.json();
        assert.equal(res.status, 200, `${op.path}: ${JSON.stringify(result).slice(0, 300)}`);
        slips.push(
          ...resultSlips(result, body, `${op.path} (${casing})`).filter((s) =>
            s.kind === "title_cased_acronym"
          ),
        );
      }
    }
  } finally {
    await h.close();
  }
  assertNoSlips(slips);
});

/** Expert test files whose statements are not the cases' own. */
const NOT_CASES = new Set(["chrome_walk_test.ts", "calibration_test.ts"]);

/** Every expert case (variants included), read as `tests/expert/` reads them. */
async function expertCases(): Promise<ExpertCase[]> {
  const here = new URL("./expert/", import.meta.url);
  const statements = collectStatements(true);
  // The expert files' own tests (not statements) are not run here.
  const register = Deno.test;
  Object.assign(Deno, { test: () => {} });
  try {
    const names = [...Deno.readDirSync(here)].map((e) => e.name).sort();
    for (const name of names) {
      if (!name.endsWith("_test.ts") || NOT_CASES.has(name)) continue;
      await import(new URL(name, here).href);
    }
  } finally {
    Object.assign(Deno, { test: register });
    collectStatements(false);
  }
  const byFile = new Map<string, ExpertCase>();
  for (const s of statements) byFile.set(s.c.file, s.c);
  return [...byFile.values()];
}

const cases = await expertCases();

Deno.test({
  name: "[text] every expert case's result reads without writing slips",
  ignore: cases.length === 0,
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    const slips: Slip[] = [];
    for (const c of cases) {
      const result = await resultOf(c);
      slips.push(...resultSlips(result, c.body, `case ${c.file}`));
    }
    assertNoSlips(slips);
  },
});

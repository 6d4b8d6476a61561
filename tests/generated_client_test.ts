/**
 * A client generated from the committed `openapi.yaml` works as a typed-language developer
 * expects: `openapi-typescript` types it, `openapi-fetch` calls three operations with it and
 * reads typed result fields (a misspelt field is a type error), and `@hey-api/openapi-ts`
 * generates from the same document without errors.
 */
import assert from "node:assert/strict";
import { createClient as heyApiGenerate } from "@hey-api/openapi-ts";
import openapiTS, { astToString } from "openapi-typescript";
import { operations } from "../lib/operations/mod.ts";
import { setup } from "./helpers.ts";

const root = new URL("../", import.meta.url);
const spec = new URL("openapi.yaml", root);

/**
 * The client under test. `Result<P>` keeps a path's 200 result (not the dry-run quote or the
 * 202 envelope) by its own field; the `@ts-expect-error` lines fail the check if results were
 * untyped (`any` or a loose object).
 */
const CLIENT = `import createClient from "openapi-fetch";
import type { paths } from "./openapi.d.ts";

type Body<P extends keyof paths> = paths[P] extends
  { post: { requestBody: { content: { "application/json": infer B } } } } ? B : never;

function client(baseUrl: string, key: string) {
  return createClient<paths>({ baseUrl, headers: { "x-api-key": key } });
}

export async function volatility(baseUrl: string, key: string, body: Body<"/serp/volatility">) {
  const { data, error } = await client(baseUrl, key).POST("/serp/volatility", {
    params: { query: { sync: true } },
    body,
  });
  if (error) throw new Error(error.error.code + ": " + error.error.message);
  if (!data || !("volatility_score" in data)) throw new Error("no result");
  // @ts-expect-error: results are typed; a field that does not exist is an error
  data.volatility_scor;
  const level: "stable" | "moderate" | "volatile" | "highly_volatile" = data.interpretation.level;
  return { score: data.volatility_score, level, decision: data.agent_workflow.decision };
}

export async function actionPlan(baseUrl: string, key: string, body: Body<"/content/action-plan">) {
  const { data } = await client(baseUrl, key).POST("/content/action-plan", {
    params: { query: { sync: true } },
    body,
  });
  if (!data || !("scheduled_actions" in data)) throw new Error("no result");
  // @ts-expect-error: results are typed; a field that does not exist is an error
  data.scheduled;
  return { planEnd: data.plan_end, actions: data.scheduled_actions.length };
}

export async function keywordMap(baseUrl: string, key: string, body: Body<"/content/keyword-map">) {
  const { data } = await client(baseUrl, key).POST("/content/keyword-map", {
    params: { query: { sync: true } },
    body,
  });
  if (!data || !("mappings" in data)) throw new Error("no result");
  const received: number = data.summary.keywords_received;
  return { received, mappings: data.mappings.length, creditsCharged: data.meta.credits_charged };
}
`;

/** Runs `deno check` on `file` with the project's configuration. */
async function denoCheck(file: string): Promise<{ ok: boolean; output: string }> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["check", "--quiet", "--config", new URL("deno.json", root).pathname, file],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(out.stderr) + new TextDecoder().decode(out.stdout);
  return { ok: out.success, output: text };
}

function example(path: string): Record<string, unknown> {
  const op = operations.find((o) => o.path === path);
  assert.ok(op?.available, `${path} must be built for this test`);
  return op.example;
}

Deno.test("[client] openapi-typescript + openapi-fetch: a typed client calls three operations and reads typed fields", async () => {
  const dir = await Deno.makeTempDir({ prefix: "rankscope_client_" });
  const h = await setup({ credits: 1000, env: { RATE_LIMITS: "pro=100000/100000" } });
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, h.app.fetch);
  try {
    await Deno.writeTextFile(`${dir}/openapi.d.ts`, astToString(await openapiTS(spec)));
    await Deno.writeTextFile(`${dir}/client.ts`, CLIENT);
    const checked = await denoCheck(`${dir}/client.ts`);
    assert.ok(checked.ok, checked.output);

    // A misspelt field without the expectation is a type error: the types are not `any`.
    await Deno.writeTextFile(
      `${dir}/wrong.ts`,
      CLIENT.replaceAll(
        "// @ts-expect-error: results are typed; a field that does not exist is an error\n",
        "",
      ),
    );
    const wrong = await denoCheck(`${dir}/wrong.ts`);
    assert.equal(wrong.ok, false);
    assert.match(wrong.output, /volatility_scor/);

    const client = await import(`file://${dir}/client.ts`);
    const base = `http://127.0.0.1:${server.addr.port}/api/v1`;
    const serp = await client.volatility(base, h.key, example("/serp/volatility"));
    assert.equal(typeof serp.score, "number");
    assert.match(serp.level, /^(stable|moderate|volatile|highly_volatile)$/);
    const plan = await client.actionPlan(base, h.key, example("/content/action-plan"));
    assert.match(plan.planEnd, /^\d{4}-\d{2}-\d{2}$/);
    const map = await client.keywordMap(base, h.key, example("/content/keyword-map"));
    assert.ok(map.received >= 1 && map.creditsCharged > 0);
  } finally {
    await server.shutdown();
    await h.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("[client] @hey-api/openapi-ts generates types from openapi.yaml without errors", async () => {
  const dir = await Deno.makeTempDir({ prefix: "rankscope_heyapi_" });
  try {
    await heyApiGenerate({
      input: spec.pathname,
      output: dir,
      plugins: ["@hey-api/typescript"],
      logs: { level: "silent" },
    });
    const types = await Deno.readTextFile(`${dir}/types.gen.ts`);
    assert.match(types, /volatility_score: number/);
    const checked = await denoCheck(`${dir}/types.gen.ts`);
    assert.ok(checked.ok, checked.output);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

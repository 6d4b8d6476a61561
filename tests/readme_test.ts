import assert from "node:assert/strict";
import { z } from "zod";
import { ConfigSchema } from "../lib/config.ts";
import { MCP_PROTOCOL_VERSIONS, MCP_VERSION_NAMES } from "../lib/mcp_versions.ts";
import { operations } from "../lib/operations/mod.ts";
import { README_PATH, README_SOURCES, renderReadme, renderSections } from "../tools/docs.ts";
import { runAdmin } from "../tools/admin.ts";
import { echoOp } from "./fake_ops.ts";
import { Webhook } from "standardwebhooks";
import { setup, waitUntil } from "./helpers.ts";

const readme = await Deno.readTextFile(README_PATH);

Deno.test("[readme] the generated sections are what the registry and config schema give (run `deno task docs`)", () => {
  assert.ok(
    renderReadme(readme, README_SOURCES) === readme,
    "README.md is stale: run `deno task docs`",
  );
});

Deno.test("[readme] an operation added without `deno task docs` makes the README stale", () => {
  const sources = { ...README_SOURCES, operations: [...operations, echoOp] };
  const rendered = renderReadme(readme, sources);
  assert.notEqual(rendered, readme);
  assert.match(renderSections(sources).operations, /\| `\/test\/echo` +\| search +\| built /);
  assert.doesNotMatch(readme, /\/test\/echo/);
});

Deno.test("[readme] a changed cost without `deno task docs` makes the README stale", () => {
  const changed = operations.map((op) => op.path === "/serp/volatility" ? { ...op, cost: 7 } : op);
  const sources = { ...README_SOURCES, operations: changed };
  assert.notEqual(renderReadme(readme, sources), readme);
  assert.match(
    renderSections(sources).operations,
    /`\/serp\/volatility` .*\| 7 credits per request/,
  );
});

Deno.test("[readme] a config variable added without `deno task docs` makes the README stale", () => {
  const config = ConfigSchema.extend({
    README_TEST_VAR: z.coerce.number().default(42).describe("A variable only this test reads."),
  });
  const sources = { ...README_SOURCES, config };
  assert.notEqual(renderReadme(readme, sources), readme);
  assert.match(
    renderSections(sources).config,
    /\| `README_TEST_VAR` +\| `42` +\| A variable only this test reads\. +\|/,
  );
});

Deno.test("[readme] the MCP protocol versions are the list's: one added without `deno task docs` makes the README stale", () => {
  const table = renderSections(README_SOURCES)["mcp-versions"];
  for (const version of MCP_VERSION_NAMES) {
    assert.match(table, new RegExp(`^\\| \`${version}\` `, "m"));
  }
  assert.doesNotMatch(table, /^\| `2024-11-05`/m);
  assert.match(table, /^\| `2025-11-25` +\| `2025-11-25` +\| `tools`, `tasks` +\| yes /m);
  const newer = { version: "2026-07-28", batches: false, tasks: true };
  const sources = { ...README_SOURCES, protocolVersions: [newer, ...MCP_PROTOCOL_VERSIONS] };
  assert.notEqual(renderReadme(readme, sources), readme);
  assert.match(renderSections(sources)["mcp-versions"], /answered with `2026-07-28`, the newest/);
});

Deno.test("[readme] every config variable is in the table with its default, and one without a description is refused", () => {
  const table = renderSections(README_SOURCES).config;
  for (const name of Object.keys(ConfigSchema.shape)) {
    assert.match(table, new RegExp(`\`${name}\``));
  }
  for (
    const name of [
      "PUBLIC_BASE_URL",
      "JOB_CONCURRENCY",
      "JOB_LEASE_MS",
      "JOB_MAX_ATTEMPTS",
      "JOB_RETRY_BASE_MS",
      "WEBHOOK_RETRY_SCHEDULE_MS",
      "WEBHOOK_TIMEOUT_MS",
      "LOG_REQUESTS",
    ]
  ) assert.match(readme, new RegExp(`\\| \`${name}\` `), name);
  assert.match(table, /\| `BIND_ADDRESS` +\| `0\.0\.0\.0` +\|/);
  assert.match(table, /\| `ALLOW_INSECURE_WEBHOOKS` +\| `0` +\|/);
  assert.match(table, /\| `ADMIN_TOKEN` +\| unset +\|/);
  const undocumented = ConfigSchema.extend({ README_TEST_VAR: z.string().default("x") });
  assert.throws(
    () => renderSections({ ...README_SOURCES, config: undocumented }),
    /README_TEST_VAR has no \.describe\(\) text/,
  );
});

Deno.test("[readme] a README without a section's markers is refused, naming them", () => {
  const without = readme.replace("<!-- generated:config -->", "");
  assert.throws(() => renderReadme(without, README_SOURCES), /<!-- generated:config -->/);
});

Deno.test("[readme] every environment variable the README sets is one the server reads", () => {
  const set = [...readme.matchAll(/(?:^|[\s`])([A-Z][A-Z0-9_]{2,})=(?!\$)/gm)].map((m) => m[1]);
  assert.ok(set.includes("ALLOW_INSECURE_WEBHOOKS") && set.includes("FETCH_ALLOW_HOSTS"));
  const unknown = set.filter((name) => !(name in ConfigSchema.shape));
  assert.deepEqual([...new Set(unknown)], []);
});

Deno.test("[readme] every admin command the README shows is one `deno task admin` knows", async () => {
  const commands = [...readme.matchAll(/task admin ([a-z]+) ([a-z]+)/g)].map((m) => [m[1], m[2]]);
  assert.ok(commands.length >= 6, `found ${commands.length} admin commands`);
  const kv = await Deno.openKv(":memory:");
  try {
    for (const [group, verb] of commands) {
      // A known command runs (or refuses its missing arguments); an unknown one returns null.
      const out = await runAdmin([group, verb], kv, {}).catch((err: Error) => err);
      assert.notEqual(out, null, `task admin ${group} ${verb}`);
    }
  } finally {
    kv.close();
  }
});

/** The first shell block of the README's webhook section: what a newcomer pastes first. */
function firstWebhookBlock(): string {
  const section = readme.slice(readme.indexOf("## Webhooks and budgets"));
  const block = /```sh\n([\s\S]*?)```/.exec(section.slice(0, section.indexOf("\n## ", 3)));
  assert.ok(block, "the webhook section has no shell block");
  return block[1];
}

Deno.test("[readme] the first webhook example runs end to end: the server flags it sets allow the receiver it starts, which gets its job's completion, signed", async () => {
  const block = firstWebhookBlock();
  const start = block.split("\n").find((line) => /task start/.test(line)) ?? "";
  const env = Object.fromEntries([...start.matchAll(/([A-Z_]+)=(\S+)/g)].map((m) => [m[1], m[2]]));
  const listen = /Deno\.serve\(\{ hostname: "([^"]+)", port: (\d+) \}/.exec(block);
  assert.ok(listen, "the block starts no receiver");
  const calls = [...block.matchAll(/api\/v1(\/[a-z/-]+) [\s\S]*?-d '([^']+)'/g)];
  assert.deepEqual(calls.map((m) => m[1]), ["/webhooks/endpoints", "/serp/volatility"]);
  const endpoint = JSON.parse(calls[0][2]);
  const url = new URL(endpoint.url);
  // The URL it registers is the receiver it starts (a host that resolves, or a local one allowed).
  assert.deepEqual([url.hostname, url.port], [listen[1], listen[2]]);
  // The same, on a free port: the receiver, the server with the flags, the two calls.
  const received: { headers: Record<string, string>; body: string }[] = [];
  const receiver = Deno.serve({ hostname: listen[1], port: 0, onListen() {} }, async (req) => {
    received.push({ headers: Object.fromEntries(req.headers), body: await req.text() });
    return new Response("ok");
  });
  url.port = String(receiver.addr.port);
  const h = await setup({ env });
  try {
    const created = await h.post(calls[0][1], { ...endpoint, url: url.href });
    assert.equal(created.status, 201, await created.clone().text());
    const { secret } = await created.json();
    const job = await h.post(calls[1][1], JSON.parse(calls[1][2]));
    assert.equal(job.status, 202);
    const { job_id } = await job.json();
    const delivery = await waitUntil("the delivery", () => Promise.resolve(received[0]));
    new Webhook(secret).verify(delivery.body, delivery.headers);
    assert.deepEqual(
      [JSON.parse(delivery.body).type, JSON.parse(delivery.body).data.job_id],
      ["job.completed", job_id],
    );
  } finally {
    await h.close();
    await receiver.shutdown();
  }
});

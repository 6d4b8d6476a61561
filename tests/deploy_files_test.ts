/**
 * The deployment files (Dockerfile, compose.yaml, deploy/, docs/self-hosting.md) against the code:
 * every variable they set is one the server reads (or one of Deno's own), they run what
 * `deno task start` runs, and they bind with BIND_ADDRESS, never HOSTNAME. Reads files only; the
 * image and the chroot run are `tools/container_smoke.sh` (root, minutes: not part of this suite).
 */
import assert from "node:assert/strict";
import { parse } from "yaml";
import { ConfigSchema } from "../lib/config.ts";

const ROOT = new URL("../", import.meta.url);
const read = (path: string) => Deno.readTextFile(new URL(path, ROOT));

const dockerfile = await read("Dockerfile");
const compose = parse(await read("compose.yaml")) as {
  services: Record<string, Record<string, unknown>>;
  volumes: Record<string, unknown>;
};
const unit = await read("deploy/rankscope.service");
const caddyfile = await read("deploy/Caddyfile");
const selfHosting = await read("docs/self-hosting.md");
const tasks = JSON.parse(await read("deno.json")).tasks as Record<string, string>;

/** Variables Deno itself reads, which the deployment files set for the runtime, not the server. */
const RUNTIME_VARIABLES: Record<string, string> = {
  DENO_DIR: "where Deno keeps the npm metadata and module graph installed at build time",
  DENO_NO_UPDATE_CHECK: "no call home to look for a newer Deno",
  NO_COLOR: "plain log lines (journald, docker logs)",
};

/** Every environment variable the server reads: the config schema's keys, plus HOSTNAME. */
const SERVER_VARIABLES = new Set(Object.keys(ConfigSchema.shape));

function assertKnown(names: Iterable<string>, where: string) {
  for (const name of names) {
    assert.ok(
      SERVER_VARIABLES.has(name) || name in RUNTIME_VARIABLES,
      `${where} sets ${name}, which lib/config.ts does not read (a typo, or a setting that was renamed)`,
    );
  }
}

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(text: string): string[] {
  return text.replace(/\\\n/g, " ").split("\n").map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"));
}

/** NAME=value pairs of the Dockerfile's ENV instructions. */
function dockerEnv(text: string): Map<string, string> {
  const env = new Map<string, string>();
  for (const line of instructions(text).filter((l) => /^ENV\s/.test(l))) {
    for (const m of line.slice(4).matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S+)/g)) {
      env.set(m[1], m[2].replace(/^"|"$/g, ""));
    }
  }
  return env;
}

/** `Environment=NAME=value` lines of the unit. */
function unitEnv(text: string): Map<string, string> {
  const env = new Map<string, string>();
  for (const m of text.matchAll(/^Environment=([A-Za-z_][A-Za-z0-9_]*)=(.*)$/gm)) {
    env.set(m[1], m[2]);
  }
  return env;
}

/** One directive's value in the unit (the last one wins, as in systemd). */
function directive(text: string, name: string): string | undefined {
  return [...text.matchAll(new RegExp(`^${name}=(.*)$`, "gm"))].at(-1)?.[1];
}

/** `deno task start`'s arguments after `deno`. */
const startArgs = tasks.start.split(/\s+/).slice(1);

const rankscope = compose.services.rankscope as {
  environment: Record<string, string>;
  volumes: string[];
  depends_on?: Record<string, { required?: boolean }>;
};

Deno.test("[deploy] every variable the Dockerfile, compose.yaml and the unit set is read by lib/config.ts or by Deno", () => {
  assertKnown(dockerEnv(dockerfile).keys(), "Dockerfile");
  assertKnown(Object.keys(rankscope.environment), "compose.yaml (service rankscope)");
  assertKnown(unitEnv(unit).keys(), "deploy/rankscope.service");
  // compose passes each setting through from the variable of the same name (.env or the shell).
  for (const [name, value] of Object.entries(rankscope.environment)) {
    const from = /^\$\{([A-Z_][A-Z0-9_]*)(:-[^}]*)?\}$/.exec(String(value));
    if (from) assert.equal(from[1], name, `compose.yaml: ${name} is taken from ${from[1]}`);
  }
  // The settings the Caddyfile and docs/self-hosting.md tell to set, in `NAME=value` form (not
  // a build argument, nor the postgres image's, compose's or the smoke scripts' own variables).
  const told = [
    ...`${caddyfile}\n${selfHosting}`.matchAll(
      /(?<!--build-arg )(?<![\w-])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=/g,
    ),
  ].map((m) => m[1]).filter((name) => !/^(POSTGRES|COMPOSE|SMOKE)_/.test(name));
  assert.ok(told.includes("PUBLIC_BASE_URL") && told.includes("TRUSTED_PROXIES"));
  assertKnown(told, "deploy/Caddyfile or docs/self-hosting.md");
});

Deno.test("[deploy] a setting that lib/config.ts does not read is caught", () => {
  assert.throws(() => assertKnown(["BIND_ADRESS"], "a test"), /does not read/);
  assert.throws(
    () => assertKnown(dockerEnv("ENV HOSTNAME=0.0.0.0\n").keys(), "a test"),
    /HOSTNAME/,
  );
  assert.deepEqual([...unitEnv("Environment=PORT=1\n# Environment=X=1\n").keys()], ["PORT"]);
});

Deno.test("[deploy] the image and the unit run `deno task start`'s command, with its permissions", () => {
  const cmd = instructions(dockerfile).filter((l) => /^CMD\s/.test(l));
  assert.equal(cmd.length, 1, "one CMD in the Dockerfile");
  assert.deepEqual(JSON.parse(cmd[0].slice(4)), ["deno", ...startArgs]);
  // The unit's ExecStart is the same command, with the binary's absolute path.
  const exec = directive(unit, "ExecStart")!.split(/\s+/);
  assert.match(exec[0], /^\/\S+\/deno$/);
  assert.deepEqual(exec.slice(1), startArgs);
});

Deno.test("[deploy] they bind with BIND_ADDRESS, never HOSTNAME, and keep the KV file in the volume or state directory", () => {
  const image = dockerEnv(dockerfile);
  assert.equal(image.get("BIND_ADDRESS"), "0.0.0.0");
  assert.equal(image.get("KV_PATH"), "/data/service.kv");
  assert.match(dockerfile, /^VOLUME \["\/data"\]$/m);
  assert.equal(rankscope.environment.BIND_ADDRESS, "0.0.0.0");
  assert.equal(rankscope.environment.KV_PATH, "/data/service.kv");
  assert.ok(
    rankscope.volumes.some((v) =>
      /^[a-z0-9_-]+:\/data$/.test(v) && v.split(":")[0] in compose.volumes
    ),
  );
  const env = unitEnv(unit);
  assert.equal(env.get("BIND_ADDRESS"), "127.0.0.1");
  const state = directive(unit, "StateDirectory");
  assert.equal(env.get("KV_PATH"), `/var/lib/${state}/service.kv`);
  assert.equal(directive(unit, "ReadWritePaths"), `/var/lib/${state}`);
  for (const [where, text] of [["Dockerfile", dockerfile], ["unit", unit]]) {
    assert.doesNotMatch(text, /^(ENV|Environment=)\s*HOSTNAME/m, `${where} sets HOSTNAME`);
  }
  assert.ok(!("HOSTNAME" in rankscope.environment));
});

Deno.test("[deploy] the image runs as its own user, checks /health and leaves local files out", async () => {
  const users = instructions(dockerfile).filter((l) => /^USER\s/.test(l)).map((l) => l.slice(5));
  assert.equal(users.length, 1);
  assert.notEqual(users[0], "root");
  assert.notEqual(users[0], "0");
  assert.ok(instructions(dockerfile).some((l) => /^HEALTHCHECK .*\/health/.test(l)));
  assert.match(await read("routes/docs.ts"), /routes\.get\("\/health"/);
  const ignored = (await read(".dockerignore")).split("\n").map((l) => l.trim());
  for (const entry of [".git", "data/", "node_modules/"]) assert.ok(ignored.includes(entry), entry);
});

Deno.test("[deploy] the image installs the Deno version the README and CI run", async () => {
  const version = /^ARG DENO_VERSION=(\S+)$/m.exec(dockerfile)?.[1];
  assert.ok(version);
  assert.match(
    await read("README.md"),
    new RegExp(`npx -y deno@${version.replaceAll(".", "\\.")} task start`),
  );
  assert.match(await read(".ci/run"), new RegExp(`deno@${version.replaceAll(".", "\\.")} `));
});

Deno.test("[deploy] PostgreSQL is a compose profile whose absence leaves the service on its KV file", () => {
  const postgres = compose.services.postgres as { profiles?: string[]; image?: string };
  assert.deepEqual(postgres.profiles, ["postgres"]);
  assert.match(String(postgres.image), /^postgres:/);
  assert.equal(rankscope.environment.STORE_URL, "${STORE_URL:-}");
  // Without `required: false` compose refuses to start the service when the profile is off.
  assert.equal(rankscope.depends_on?.postgres?.required, false);
  assert.equal((compose.services.rankscope as { profiles?: string[] }).profiles, undefined);
});

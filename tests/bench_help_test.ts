/** `deno task bench --help` says how to run the benchmark; it runs nothing and rewrites nothing. */
import assert from "node:assert/strict";

const root = new URL("../", import.meta.url);

Deno.test("[bench] --help prints the usage and exits at once, leaving the README as it was", async () => {
  const readme = await Deno.readTextFile(new URL("README.md", root));
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("bench/run.ts", root).pathname, "--help"],
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
  assert.match(new TextDecoder().decode(out.stdout), /BENCH_ONLY=<section,...>/);
  assert.doesNotMatch(new TextDecoder().decode(out.stdout), /# Rankscope benchmark/);
  assert.equal(await Deno.readTextFile(new URL("README.md", root)), readme);
  const wrong = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("bench/run.ts", root).pathname, "--fast"],
    stdout: "null",
    stderr: "piped",
  }).output();
  assert.equal(wrong.code, 2);
  assert.match(new TextDecoder().decode(wrong.stderr), /Unknown argument\(s\): --fast/);
});

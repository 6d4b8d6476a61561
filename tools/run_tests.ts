/**
 * `deno task test`: runs the whole suite with deno test and ends with the plain line
 * `N passed, M failed` that CI reads, keeping deno's exit code.
 */
const args = Deno.args.length > 0 ? Deno.args : ["."];
const child = new Deno.Command(Deno.execPath(), {
  args: ["test", "-A", "--parallel", ...args],
  env: { NO_COLOR: "1" },
  stdout: "piped",
  stderr: "inherit",
}).spawn();

let tail = "";
const decoder = new TextDecoder();
for await (const chunk of child.stdout) {
  await Deno.stdout.write(chunk);
  tail = (tail + decoder.decode(chunk, { stream: true })).slice(-4000);
}
const { code } = await child.status;
const m = /(?:ok|FAILED) \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed/.exec(tail);
const passed = m ? Number(m[1]) : 0;
const failed = m ? Number(m[2]) : 1;
console.log(`\n${passed} passed, ${failed} failed`);
Deno.exit(code === 0 && failed === 0 ? 0 : code || 1);

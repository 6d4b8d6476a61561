/**
 * `deno run -A bench/profile_request.ts [seconds]`: where a cheap request's server time goes.
 * Starts the bench server with `--cpu-prof`, loads `POST /test/echo?sync=true` (as the HTTP
 * section does), stops the server so V8 writes the profile, and prints the sampled time by
 * category (our modules, Hono, Deno's HTTP and fetch layers, KV, GC) and the project functions
 * with the most time. "(idle)" is time the JavaScript thread was not running JavaScript: waiting,
 * and the runtime's own Rust work (HTTP parsing and writing, op dispatch).
 */
import { haveWrk, load } from "./http_bench.ts";
import { startBenchServer } from "./server.ts";
import { operationTarget } from "./stack_bench.ts";

const seconds = Number(Deno.args[0] ?? "8");
const dir = await Deno.makeTempDir({ prefix: "rankscope-profile-" });
const server = await startBenchServer(dir, {}, ["--cpu-prof", `--cpu-prof-dir=${dir}/profile`]);
const { key } = await server.workspace("profile");
const target = operationTarget(server, key, "echo");
const opts = { concurrency: 64, seconds, wrk: await haveWrk() };
await load(target, { ...opts, seconds: 1 });
const result = await load(target, opts);
await server.stop("SIGINT");

interface Node {
  id: number;
  callFrame: { functionName: string; url: string };
}
const [file] = [...Deno.readDirSync(`${dir}/profile`)].map((e) => e.name);
const profile = JSON.parse(await Deno.readTextFile(`${dir}/profile/${file}`)) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
await Deno.remove(dir, { recursive: true });

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const project = new URL("../", import.meta.url).href;
function category({ functionName: fn, url }: Node["callFrame"]): string {
  if (fn === "(idle)" || fn === "(garbage collector)" || fn === "(program)") return fn;
  if (fn.startsWith("op_kv") || url.includes("deno_kv")) return "Deno KV";
  if (/deno_(http|fetch|web|webidl)/.test(url) || fn.startsWith("op_http")) {
    return "Deno HTTP, Request, Response, Headers";
  }
  if (url.includes("/hono/")) return "Hono";
  if (url.includes("/zod/")) return "zod";
  if (url.startsWith(project) && !url.includes("node_modules")) {
    return url.slice(project.length).split("/").slice(0, 2).join("/");
  }
  return "other runtime and libraries";
}
const byCategory = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const frame = byId.get(id)!.callFrame;
  const t = profile.timeDeltas[i] ?? 0;
  total += t;
  const c = category(frame);
  byCategory.set(c, (byCategory.get(c) ?? 0) + t);
  if (frame.url.startsWith(project) && !frame.url.includes("node_modules")) {
    const name = `${frame.functionName || "(anonymous)"} ${frame.url.slice(project.length)}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + t);
  }
});
const perRequest = (t: number) => (t / result.requests).toFixed(1);
const table = (m: Map<string, number>, n: number) =>
  [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, t]) =>
    `| ${k} | ${(t / total * 100).toFixed(1)}% | ${perRequest(t)} |`
  ).join("\n");
console.log(
  `${result.requests} requests in ${seconds} s (${result.perSecond.toFixed(0)} req/s, p99 ` +
    `${result.p99ms.toFixed(1)} ms) under the profiler\n`,
);
console.log("| where | share of sampled time | µs per request |\n| --- | --- | --- |");
console.log(table(byCategory, 14));
console.log("\n| project function (self time) | share | µs per request |\n| --- | --- | --- |");
console.log(table(byFunction, 15));

/**
 * Prints the result of one case, to read what an analysis says before encoding or fixing a
 * statement. A public expert case (`../shared/eval/expert-cases`):
 * `npx -y deno@2.9.6 run -A tools/expert_case.ts /content/gap content-gap/33_garden_centre_dahlias`
 * or any case in the same layout (a request file and the folder of its pages, provider answers
 * and history): `tools/expert_case.ts /content/gap /path/request.json /path/case-folder`.
 */
import { startCaseApp } from "../tests/expert/case_app.ts";
import { sharedPath } from "../tests/shared.ts";

const [endpoint, file, folder] = Deno.args;
if (!endpoint || !file) {
  console.error("usage: tools/expert_case.ts <endpoint> <folder/NN_name | request.json [dir]>");
  Deno.exit(2);
}
const request = file.endsWith(".json")
  ? file
  : sharedPath(`eval/expert-cases/${file}.json`).pathname;
const dir = folder ?? request.replace(/\.json$/, "");
await using app = await startCaseApp(dir);
const { status, body } = await app.run(endpoint, JSON.parse(await Deno.readTextFile(request)));
console.log(JSON.stringify({ status, ...body }, null, 1));
console.error(
  `provider calls: ${app.server.providerCalls.map((c) => c.path).join(", ") || "none"}; ` +
    `unanswered: ${
      app.server.unanswered.join(", ") || "none"
    }; pages fetched: ${app.server.pageHits.size}`,
);

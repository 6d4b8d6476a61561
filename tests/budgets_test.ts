/** A workspace reads its projects' budgets and month-to-date usage (not only through admin). */
import assert from "node:assert/strict";
import { ProjectBudgetSchema, ProjectListSchema } from "../lib/schemas/budgets.ts";
import { jobOperations } from "./fake_ops.ts";
import { setProjectBudget, setup } from "./helpers.ts";

Deno.test("[budgets] GET /projects lists budgets and usage; /projects/{id}/budget reads one", async () => {
  const h = await setup({ operations: jobOperations, credits: 100 });
  await setProjectBudget(h, "client-a", { limit: 10, warnAt: 50 });
  for (const [tag, project] of [["a1", "client-a"], ["a2", "client-a"], ["b1", "client-b"]]) {
    const res = await h.post("/test/steps?sync=true", { tag }, { "x-project-id": project });
    assert.equal(res.status, 200);
  }
  const res = await h.get("/projects");
  assert.equal(res.status, 200);
  assert.match(res.headers.get("content-type")!, /application\/json/);
  const list = ProjectListSchema.parse(await res.json());
  assert.equal(list.period, new Date().toISOString().slice(0, 7));
  assert.deepEqual(list.projects.map((p) => [p.project_id, p.used_credits]), [
    ["client-a", 4],
    ["client-b", 2],
  ]);
  const a = list.projects[0];
  assert.deepEqual(
    [a.budget?.limit_credits, a.remaining_credits, a.percent_used, a.warning_fired_at !== null],
    [10, 6, 40, false],
  );
  assert.deepEqual([list.projects[1].budget, list.projects[1].remaining_credits], [null, null]);

  const one = await h.get("/projects/client-a/budget");
  assert.equal(one.status, 200);
  assert.deepEqual(ProjectBudgetSchema.parse(await one.json()), a);
  // A project nothing was attributed to yet reads as zeros: projects exist once named.
  const fresh = ProjectBudgetSchema.parse(await (await h.get("/projects/new-one/budget")).json());
  assert.deepEqual([fresh.used_credits, fresh.budget], [0, null]);
  await h.close();
});

Deno.test("[budgets] a malformed project id is a 400 naming it; other workspaces' projects stay unseen", async () => {
  const h = await setup({ operations: jobOperations, credits: 100 });
  const bad = await h.get("/projects/-bad!/budget");
  assert.equal(bad.status, 400);
  const body = await bad.json();
  assert.equal(body.error.code, "INVALID_PARAMETERS");
  assert.equal(body.error.details.issues[0].path, "id");
  const other = await setup({ operations: jobOperations, credits: 100 });
  await other.post("/test/steps?sync=true", { tag: "x1" }, { "x-project-id": "secret" });
  assert.deepEqual((await (await h.get("/projects")).json()).projects, []);
  await h.close();
  await other.close();
});

// The console's script (routes/console.tsx): every figure comes from /api/v1 with the key the
// person pasted, kept in this tab's session storage only. Text from the API is put in the page as
// text; a result's markdown is rendered with raw HTML dropped and only http(s) links kept.
import { Marked } from "/console/marked.esm.js";

const KEY = "rankscope.key";
const $ = (id) => document.getElementById(id);
const operations = JSON.parse($("operations").textContent);
let key = sessionStorage.getItem(KEY);
const streams = new Map(); // job id -> AbortController of its event stream

/** An element with attributes and children (strings become text, never HTML). */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (name === "onclick") node.addEventListener("click", value);
    else if (value !== null && value !== undefined) node.setAttribute(name, value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== "") node.append(child);
  }
  return node;
}

/** A row's button: `text` on it, `label` naming what it acts on for screen readers. */
function actionButton(text, label, onclick) {
  return el("button", { type: "button", "aria-label": label, onclick }, text);
}

/** A time as the reader's locale shows it; "" for none. */
const when = (iso) => iso ? new Date(iso).toLocaleString() : "";

/** An id or URL: the only text that may wrap anywhere (it has no spaces to wrap at). */
const id = (text, tag = "span") => el(tag, { class: "id" }, text);

/** Marks a table's box focusable (to scroll it by keyboard) only while it is wider than the box. */
const scrollable = new ResizeObserver((entries) => {
  for (const { target } of entries) {
    if (target.scrollWidth > target.clientWidth + 1) {
      target.setAttribute("tabindex", "0");
      target.setAttribute("role", "region");
      target.setAttribute("aria-label", target.querySelector("caption")?.textContent ?? "Table");
    } else for (const name of ["tabindex", "role", "aria-label"]) target.removeAttribute(name);
  }
});

/**
 * A table of `rows` under `headers`; cells are text or elements. `stack`: on narrow screens each
 * row is a card, a line per cell with its column's name (the roles keep it a table for screen
 * readers, which drop a table's semantics when CSS changes its display).
 */
function table(caption, headers, rows, { stack = false } = {}) {
  const role = (name) => stack ? name : null;
  const box = el(
    "div",
    { class: "table-wrap" },
    el(
      "table",
      { class: stack ? "stack" : null, role: role("table") },
      el("caption", {}, caption),
      el(
        "thead",
        { role: role("rowgroup") },
        el(
          "tr",
          { role: role("row") },
          headers.map((h) => el("th", { scope: "col", role: role("columnheader") }, h)),
        ),
      ),
      el(
        "tbody",
        { role: role("rowgroup") },
        rows.map((r) =>
          el(
            "tr",
            { role: role("row") },
            r.map((cell, i) => el("td", { role: role("cell"), "data-label": headers[i] }, cell)),
          )
        ),
      ),
    ),
  );
  scrollable.observe(box);
  return box;
}

/** A request to /api/v1 with the key; the JSON answer, or an Error with the API's message. */
async function api(path, init = {}) {
  const headers = {
    "x-api-key": key,
    ...(init.body ? { "content-type": "application/json" } : {}),
  };
  const res = await fetch(`/api/v1${path}`, { ...init, headers });
  const body = await res.json().catch(() => null);
  if (!res.ok) {
    const error = new Error(body?.error?.message ?? `${res.status} ${res.statusText}`);
    error.status = res.status;
    throw error;
  }
  return body;
}

const number = (n) => new Intl.NumberFormat("en").format(n);
const day = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

async function showOverview() {
  const [status, usage] = await Promise.all([api("/status"), api("/usage")]);
  const limits = status.key.rate_limits;
  const rows = [
    ["Workspace", id(status.key.workspace_id)],
    ["Key", id(`${status.key.prefix}…`)],
    ["Plan", status.key.plan],
    [
      "Rate limits",
      `${number(limits.work)} operation calls and ${
        number(limits.control)
      } other requests per ${limits.window_seconds} s`,
    ],
    ["Credits remaining", number(usage.credits_remaining)],
    ["Credits used (all time)", number(usage.credits_used)],
    ["Data provider", status.provider.live ? "DataForSEO (live)" : "sandbox (synthetic data)"],
  ];
  $("overview-list").replaceChildren(
    ...rows.flatMap(([k, v]) => [el("dt", {}, k), el("dd", {}, v)]),
  );
  showBreakdown(usage);
}

function showBreakdown(usage) {
  const parts = [
    ["By operation", usage.by_operation],
    ["By project", usage.by_project],
    ["By workflow", usage.by_workflow],
  ].map(([caption, counts]) => {
    const rows = Object.entries(counts).sort((a, b) => b[1] - a[1])
      .map(([k, v]) => [id(k), number(v)]);
    return rows.length
      ? table(caption, ["Name", "Credits"], rows)
      : el("p", {}, `${caption}: none yet.`);
  });
  $("usage-breakdown").replaceChildren(...parts);
}

/** The last 14 days' usage, one report per day (UTC), oldest first. */
let daily = [];

async function showDays() {
  const days = Array.from({ length: 14 }, (_, i) => day(13 - i));
  daily = await Promise.all(
    days.map((d) => api(`/usage?from=${d}&to=${d}`).then((usage) => ({ day: d, usage }))),
  );
  // The series a person can chart: all credits, or one operation, project or workflow.
  const series = [["all", "All credits"]];
  for (
    const [dim, field] of [["operation", "by_operation"], ["project", "by_project"], [
      "workflow",
      "by_workflow",
    ]]
  ) {
    const names = new Set(daily.flatMap((d) => Object.keys(d.usage[field])));
    for (const name of [...names].sort()) series.push([`${field}:${name}`, `${dim}: ${name}`]);
  }
  const select = $("usage-series");
  const chosen = select.value;
  select.replaceChildren(...series.map(([value, label]) => el("option", { value }, label)));
  if (series.some(([value]) => value === chosen)) select.value = chosen;
  drawDays();
}

/** Draws the chosen series of the last 14 days as a table with a bar per day. */
function drawDays() {
  const [field, ...rest] = $("usage-series").value.split(":");
  const name = rest.join(":");
  const used = daily.map((d) =>
    field === "all" ? d.usage.credits_used : d.usage[field]?.[name] ?? 0
  );
  const top = Math.max(1, ...used);
  const rows = daily.map((d, i) => [
    d.day,
    number(used[i]),
    el("span", { class: "bar", "data-width": String(Math.round(used[i] / top * 100)) }),
  ]);
  const label = $("usage-series").selectedOptions[0]?.textContent ?? "All credits";
  const chart = table(`${label}, credits per day (UTC)`, [
    "Day",
    "Credits",
    "Share of the busiest day",
  ], rows);
  // Widths set through the CSSOM: the page's CSP allows no inline style attributes.
  for (const bar of chart.querySelectorAll(".bar")) bar.style.width = `${bar.dataset.width}%`;
  $("usage-days").replaceChildren(chart);
}

async function showBudgets() {
  const { projects } = await api("/projects");
  const rows = projects.map((p) => [
    id(p.project_id),
    p.budget ? number(p.budget.limit_credits) : "no budget",
    number(p.used_credits),
    p.remaining_credits === null ? "" : number(p.remaining_credits),
    p.percent_used === null ? "" : `${p.percent_used}%`,
    p.exceeded_fired_at ? "exceeded" : p.warning_fired_at ? "warning" : "",
  ]);
  $("budgets-table").replaceChildren(
    rows.length
      ? table(
        `Month to date (${projects[0].period})`,
        [
          "Project",
          "Budget",
          "Used",
          "Left",
          "Used %",
          "Alert",
        ],
        rows,
        { stack: true },
      )
      : el("p", {}, "No project has been charged this month."),
  );
}

function statusCell(job) {
  return el("span", { id: `status-${job.job_id}`, class: `status ${job.status}` }, job.status);
}

/** How many runs the activity shows: the newest jobs and sync runs together. */
const ACTIVITY = 20;

/**
 * The newest runs, jobs and sync runs together, newest first. Sync runs (`?sync=true`, MCP tool
 * calls) keep no job: they are the charged requests of kind `sync` in the usage log, and are
 * charged only once their result is ready, so each one completed.
 */
async function showActivity() {
  const [{ jobs }, sync] = await Promise.all([
    api(`/jobs?limit=${ACTIVITY}`),
    api(`/usage/requests?kind=sync&limit=${ACTIVITY}`).catch(() => ({ requests: [] })),
  ]);
  const runs = [
    ...jobs.map((job) => ({ at: job.created_at, job })),
    ...sync.requests.map((request) => ({ at: request.at, request })),
  ].sort((a, b) => b.at.localeCompare(a.at)).slice(0, ACTIVITY);
  const rows = runs.map(({ at, job, request }) =>
    job
      ? [
        when(at),
        job.operation,
        el(
          "button",
          { type: "button", class: "link id", onclick: () => showJob(job.job_id) },
          job.job_id,
        ),
        job.status === "cancelled"
          ? `${number(job.credits_charged)}, refunded`
          : number(job.credits_charged),
        statusCell(job),
        job.status === "queued" || job.status === "running"
          ? actionButton("Cancel", `Cancel job ${job.job_id}`, () => cancelJob(job.job_id))
          : "",
      ]
      : [
        when(at),
        request.operation,
        el("span", { class: "id" }, `sync run ${request.request_id}`),
        number(request.credits),
        el("span", { class: "status completed" }, "completed"),
        "",
      ]
  );
  $("activity-table").replaceChildren(
    rows.length
      ? table(
        `The ${ACTIVITY} newest runs: jobs and sync runs`,
        ["When", "Operation", "Run", "Credits", "Status", "Actions"],
        rows,
        { stack: true },
      )
      : el("p", {}, "No runs yet."),
  );
  for (const job of jobs) {
    if (job.status === "queued" || job.status === "running") follow(job.job_id);
  }
}

/** Cancels a job (refunded); its stream, if followed, shows it end. */
async function cancelJob(jobId) {
  try {
    await api(`/jobs/${jobId}/cancel`, { method: "POST", body: "{}" });
  } catch (err) {
    $("run-error").textContent = err.message;
  }
  await showActivity();
  await showOverview();
}

/** Follows a job's events (fetch, since EventSource cannot send the key) until it ends. */
async function follow(jobId) {
  if (streams.has(jobId)) return;
  const abort = new AbortController();
  streams.set(jobId, abort);
  try {
    const res = await fetch(`/api/v1/jobs/${jobId}/events`, {
      headers: { "x-api-key": key, accept: "text/event-stream" },
      signal: abort.signal,
    });
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let cut;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        const ended = {
          "job.done": "completed",
          "job.failed": "failed",
          "job.cancelled": "cancelled",
        };
        const status = event === "job.status" && data ? JSON.parse(data).status : ended[event];
        const cell = $(`status-${jobId}`);
        if (status && cell) {
          cell.textContent = status;
          cell.className = `status ${status}`;
        }
      }
    }
  } catch { /* the page moved on, or the stream broke: the list shows the last status */ }
  streams.delete(jobId);
  showOverview().catch(() => {});
  showDays().catch(() => {});
  showWebhooks().catch(() => {});
}

const markdown = new Marked({
  renderer: {
    html: () => "", // raw HTML in a summary is dropped, never rendered
    link({ href, tokens }) {
      const text = this.parser.parseInline(tokens);
      return /^https?:\/\//.test(href)
        ? `<a href="${encodeURI(href)}" rel="noopener noreferrer">${text}</a>`
        : text;
    },
  },
});

async function showJob(jobId) {
  const job = await api(`/jobs/${jobId}`);
  const detail = $("job-detail");
  const summary = el("div", { class: "summary" });
  if (job.result?.markdown_summary) summary.innerHTML = markdown.parse(job.result.markdown_summary);
  else if (job.error) {
    summary.append(el("p", { role: "alert" }, `${job.error.code}: ${job.error.message}`));
  } else summary.append(el("p", {}, `The job is ${job.status}.`));
  detail.replaceChildren(
    el("h3", {}, `${job.operation} — ${job.job_id}`),
    summary,
    el(
      "details",
      {},
      el("summary", {}, "Raw JSON"),
      el("pre", { tabindex: "0" }, JSON.stringify(job, null, 2)),
    ),
  );
  detail.hidden = false;
  detail.querySelector("h3").setAttribute("tabindex", "-1");
  detail.querySelector("h3").focus();
}

/** The operation and body the run form holds now. */
function runRequest() {
  return { path: $("run-op").value, body: $("run-body").value };
}

/** The price of `request` from a dry run (nothing charged or run): `{ credits_required, ... }`. */
async function quote({ path, body }) {
  JSON.parse(body); // a body that is not JSON is named here, before any request
  return await api(`${path}?dry_run=true`, { method: "POST", body });
}

const credits = (n) => `${number(n)} credit${n === 1 ? "" : "s"}`;

/** Shows what the form's request would cost, as the form changes (the newest answer wins). */
let priced = 0;
async function priceRun() {
  const mine = ++priced;
  let text;
  try {
    const price = await quote(runRequest());
    text = `This request costs ${credits(price.credits_required)}; the workspace has ${
      number(price.credits_remaining)
    }.`;
  } catch (err) {
    text = `Not priced: ${err.message}`;
  }
  if (mine === priced) $("run-price").textContent = text;
}

/** Hides the confirmation (the request it priced changed, or the person said no). */
function closeConfirm() {
  $("run-confirm").hidden = true;
  $("run-confirm").dataset.request = "";
}

function setUpRunForm() {
  const select = $("run-op");
  select.replaceChildren(
    ...operations.map((op) => el("option", { value: op.path }, `${op.path} — ${op.summary}`)),
  );
  let typing;
  const changed = () => {
    closeConfirm();
    clearTimeout(typing);
    if (key) typing = setTimeout(() => priceRun().catch(() => {}), 500);
  };
  const fill = () => {
    const op = operations.find((o) => o.path === select.value);
    $("run-body").value = JSON.stringify(op.example, null, 2);
    changed();
  };
  select.addEventListener("change", fill);
  $("run-body").addEventListener("input", changed);
  fill();
  // "Run" asks the price first (a dry run) and waits for a confirmation that names it.
  $("run-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    $("run-error").textContent = "";
    closeConfirm();
    const request = runRequest();
    let price;
    try {
      price = await quote(request);
    } catch (err) {
      $("run-error").textContent = err.message;
      return;
    }
    const cost = price.credits_required;
    const left = price.credits_remaining;
    const enough = cost <= left;
    $("run-confirm-text").textContent = enough
      ? `Run ${request.path} as a job for ${credits(cost)}? The workspace has ${number(left)}; ${
        number(left - cost)
      } after.`
      : `${request.path} costs ${credits(cost)}; the workspace has only ${number(left)}.`;
    $("run-confirm-yes").textContent = `Run for ${credits(cost)}`;
    $("run-confirm-yes").hidden = !enough;
    $("run-confirm").dataset.request = JSON.stringify(request);
    $("run-confirm").hidden = false;
    (enough ? $("run-confirm-yes") : $("run-confirm-no")).focus();
  });
  $("run-confirm-yes").addEventListener("click", async () => {
    const { path, body } = JSON.parse($("run-confirm").dataset.request);
    closeConfirm();
    try {
      const answer = await api(path, { method: "POST", body });
      await showActivity();
      if (answer.job_id) follow(answer.job_id);
      showOverview().catch(() => {});
      priceRun().catch(() => {});
    } catch (err) {
      $("run-error").textContent = err.message;
    }
    $("run-submit").focus();
  });
  $("run-confirm-no").addEventListener("click", () => {
    closeConfirm();
    $("run-submit").focus();
  });
}

async function showWebhooks() {
  const [{ endpoints }, { deliveries }] = await Promise.all([
    api("/webhooks/endpoints"),
    api("/webhooks/deliveries?limit=20"),
  ]);
  const urls = new Map(endpoints.map((e) => [e.id, e.url]));
  $("endpoints-table").replaceChildren(
    endpoints.length
      ? table(
        "Endpoints",
        ["URL", "Events", "Active"],
        endpoints.map((e) => [
          el("span", { class: "url" }, e.url),
          e.events.join(", "),
          e.is_active ? "yes" : "no",
        ]),
        { stack: true },
      )
      : el("p", {}, "No webhook endpoints (create them with POST /api/v1/webhooks/endpoints)."),
  );
  const rows = deliveries.map((d) => [
    d.event_type,
    el("span", { class: "url" }, urls.get(d.endpoint_id) ?? d.endpoint_id),
    el("span", { class: `status ${d.status}` }, d.status),
    String(d.attempts),
    d.last_response_code === null ? "" : String(d.last_response_code),
    d.last_failure_reason ?? "",
    d.status === "failed" ? actionButton("Retry", `Retry delivery ${d.id}`, () => retry(d.id)) : "",
  ]);
  $("deliveries-table").replaceChildren(
    rows.length
      ? table(
        "The 20 newest deliveries",
        ["Event", "Endpoint", "Status", "Attempts", "Response", "Why it failed", "Actions"],
        rows,
        { stack: true },
      )
      : el("p", {}, "No deliveries yet."),
  );
}

async function retry(deliveryId) {
  $("deliveries-error").textContent = "";
  try {
    await api(`/webhooks/deliveries/${deliveryId}/retry`, { method: "POST", body: "{}" });
    await showWebhooks();
  } catch (err) {
    $("deliveries-error").textContent = err.message;
  }
}

/** The workspace's OAuth connections (approved MCP clients), newest first, with Revoke buttons. */
async function showConnections() {
  const { connections } = await api("/oauth/connections");
  const rows = connections.map((c) => [
    c.client_name,
    id(c.client_id, "code"),
    id(c.approved_by),
    when(c.created_at),
    when(c.last_used_at) || "never",
    c.revoked_at
      ? el("span", { class: "status revoked" }, `revoked ${when(c.revoked_at)}`)
      : actionButton("Revoke", `Revoke ${c.client_name} (${c.id})`, () => revokeConnection(c.id)),
  ]);
  $("connections-table").replaceChildren(
    rows.length
      ? table(
        "Connections, newest first",
        ["Client", "Client id", "Approved by", "Created", "Last used", "Status"],
        rows,
        { stack: true },
      )
      : el("p", {}, "No MCP client is connected through OAuth."),
  );
}

/** Revokes a connection (its tokens stop working at once) and shows the list again. */
async function revokeConnection(id) {
  $("connections-error").textContent = "";
  try {
    await api(`/oauth/connections/${encodeURIComponent(id)}`, { method: "DELETE" });
  } catch (err) {
    $("connections-error").textContent = err.message;
  }
  await showConnections().catch((err) => $("connections-error").textContent = err.message);
}

/** The workspace's keys, oldest first, with Revoke buttons; the plan choices of a new key. */
async function showKeys() {
  const [{ keys }, status] = await Promise.all([api("/keys"), api("/status")]);
  const rows = keys.map((k) => [
    k.name,
    id(`${k.prefix}…`, "code"),
    k.plan,
    k.allowed_domains.join(", ") || "any (server key)",
    when(k.created_at),
    when(k.last_used_at) || "never",
    k.revoked_at
      ? el("span", { class: "status revoked" }, `revoked ${when(k.revoked_at)}`)
      : actionButton("Revoke", `Revoke key ${k.name} (${k.prefix}…)`, () => revokeKey(k.id)),
  ]);
  $("keys-table").replaceChildren(
    table(
      "Keys, oldest first",
      ["Name", "Key", "Plan", "Origins", "Created", "Last used", "Status"],
      rows,
      {
        stack: true,
      },
    ),
  );
  const plan = $("key-new-plan");
  if (!plan.options.length) {
    plan.replaceChildren(el("option", { value: status.key.plan }, status.key.plan));
  }
}

/** Creates a key from the form and shows it once. */
async function createKey(event) {
  event.preventDefault();
  $("keys-error").textContent = "";
  $("key-new-shown").hidden = true;
  const domains = $("key-new-domains").value.split(/\s+/).filter(Boolean);
  const name = $("key-new-name").value.trim();
  try {
    const made = await api("/keys", {
      method: "POST",
      body: JSON.stringify({
        ...(name ? { name } : {}),
        plan: $("key-new-plan").value,
        ...(domains.length ? { allowed_domains: domains } : {}),
      }),
    });
    $("key-new-value").textContent = made.key;
    $("key-new-shown").hidden = false;
    $("key-new-form").reset();
  } catch (err) {
    $("keys-error").textContent = err.message;
  }
  await showKeys().catch((err) => $("keys-error").textContent = err.message);
}

/** Revokes a key and shows the list again. */
async function revokeKey(keyId) {
  $("keys-error").textContent = "";
  try {
    await api(`/keys/${encodeURIComponent(keyId)}`, { method: "DELETE" });
  } catch (err) {
    $("keys-error").textContent = err.message;
  }
  await showKeys().catch((err) => $("keys-error").textContent = err.message);
}

async function open() {
  $("key-error").textContent = "";
  try {
    await showOverview();
  } catch (err) {
    $("key-error").textContent = err.status === 401 || err.status === 403
      ? `This key was refused: ${err.message}`
      : err.message;
    return;
  }
  sessionStorage.setItem(KEY, key);
  for (
    const id of [
      "overview",
      "keys",
      "usage",
      "budgets",
      "run",
      "activity",
      "webhooks",
      "connections",
    ]
  ) {
    $(id).hidden = false;
  }
  $("forget").hidden = false;
  priceRun().catch(() => {});
  await Promise.all([
    showDays(),
    showBudgets(),
    showActivity(),
    showWebhooks(),
    showConnections().catch((err) => $("connections-error").textContent = err.message),
    showKeys().catch((err) => $("keys-error").textContent = err.message),
  ]);
}

$("key-form").addEventListener("submit", (event) => {
  event.preventDefault();
  key = $("key").value.trim();
  $("key").value = "";
  open();
});
$("refresh-webhooks").addEventListener("click", () => {
  showWebhooks().catch((err) => $("deliveries-error").textContent = err.message);
});
$("forget").addEventListener("click", () => {
  sessionStorage.removeItem(KEY);
  location.reload();
});
setUpRunForm();
$("key-new-form").addEventListener("submit", createKey);
$("usage-series").addEventListener("change", drawDays);
if (key) open();

/**
 * How long the records that expire live, declared once: their writers set them, and backups
 * (`backup_plan.ts`) give a restored record its kind's lifetime when the store cannot tell.
 */
const DAY_MS = 24 * 3600 * 1000;

/** An `Idempotency-Key` record. */
export const IDEMPOTENCY_TTL_MS = DAY_MS;
/** A ledger commit's log of charged requests. */
export const USAGE_LOG_TTL_MS = 400 * DAY_MS;
/** The mark that a project's budget alert fired in a month. */
export const BUDGET_ALERT_TTL_MS = 400 * DAY_MS;

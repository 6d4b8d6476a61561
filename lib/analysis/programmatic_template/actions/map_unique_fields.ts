import { type ActionRule, DECIDES } from "./types.ts";

export const mapUniqueFields: ActionRule = {
  id: "map_unique_fields",
  decides: DECIDES,
  when: "unique fields no data source and no sample record provides: high",
  because:
    "the request's unique_fields are what make each page differ; a unique field without data leaves every page without it",
  decide: ({ r }) =>
    r.checks.missing_unique_fields.length > 0
      ? [{
        action: `Map the unique fields ${
          r.checks.missing_unique_fields.join(", ")
        } to a data source`,
        priority: "high",
        reason: "They are listed in unique_fields but no source or sample record provides them",
      }]
      : null,
};

import type { ActionRule } from "./types.ts";

/** Unique fields no source or record provides are mapped to a data source. */
export const mapUniqueFields: ActionRule = {
  id: "map_unique_fields",
  actions: ({ r }) =>
    r.checks.missing_unique_fields.length > 0
      ? [{
        action: `Map the unique fields ${
          r.checks.missing_unique_fields.join(", ")
        } to a data source`,
        priority: "high",
        reason: "They are listed in unique_fields but no source or sample record provides them",
      }]
      : [],
};

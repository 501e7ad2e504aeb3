/**
 * What an internal error would show a caller: SQL, table and column names, bound parameters,
 * driver names, stack frames and source paths. User-facing texts ("Please select a
 * craft record from the list") do not match: SQL is matched by its quoted identifiers. The one
 * pattern for every security test (fuzz, cross-tenant, file routes).
 */
export const INTERNALS =
  /\bselect\b[\s"*\w,.]*\bfrom "|\binsert into\b|\bupdate "|\bdelete from\b|failed query|\bparams:|postgres|drizzle|\bsite_key\b|\bcraft_record|\bcompany_id\b|isPlantPersonnel|"permissions"|node_modules|\.ts:\d+|\n\s+at |\bstack\b|\bError:/i;

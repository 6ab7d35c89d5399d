/** Builds a parameterised INSERT for one row, the statement PostgREST runs for a POST. */
export function insertSql(table: string, row: Record<string, unknown>) {
  const columns = Object.keys(row);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  return {
    sql: `insert into public.${table} (${columns.join(', ')}) values (${placeholders.join(', ')})`,
    params: Object.values(row),
  };
}

/** The values a CHECK constraint of the form `column in ('a', 'b')` allows, as PostgreSQL shows it. */
export function optionsOf(constraintDefinition: string): string[] {
  return [...constraintDefinition.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) =>
    (m[1] ?? '').replaceAll("''", "'"),
  );
}

// Mantine's Select takes string values: a list of named rows becomes its options in one way.
export interface SelectOption {
  value: string;
  label: string;
}

/** `{ id, name }` rows as Select options: the id as the value, the name as the label. */
export function namedOptions(rows: ReadonlyArray<{ id: number; name: string }>): SelectOption[] {
  return rows.map((row) => ({ value: String(row.id), label: row.name }));
}

// Filters a list reads from its address on load (the links of 待我处理, docs/todo.md): a status
// the list knows, else none (an unknown or missing value opens the list unfiltered).
export function statusParam<S extends number>(params: URLSearchParams, known: readonly S[]): S | undefined {
  const raw = params.get('status');
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return known.find((s) => s === n);
}

/** A 0/1 flag of the address (`?own=1`): 1 or none. */
export function flagParam(params: URLSearchParams, name: string): 1 | undefined {
  return params.get(name) === '1' ? 1 : undefined;
}

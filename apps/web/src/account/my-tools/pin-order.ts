/** Pure changes to a pinned list: pin at the end, unpin, move one place up or down. */

export function pin(list: readonly string[], id: string): string[] {
  return list.includes(id) ? [...list] : [...list, id];
}

export function unpin(list: readonly string[], id: string): string[] {
  return list.filter((x) => x !== id);
}

export function move(list: readonly string[], id: string, delta: -1 | 1): string[] {
  const from = list.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
}

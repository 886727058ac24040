/**
 * The value stored under `key` in a lookup table, or undefined. Only the table's own entries
 * count: a key typed by a person ("constructor", "__proto__", "toString") must never reach
 * Object.prototype. Every table indexed by something a person wrote or stored goes through here.
 */
export function ownValue<T>(
  table: Readonly<Record<string, T>>,
  key: string | null | undefined,
): T | undefined {
  if (key === null || key === undefined) return undefined;
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * A number typed into a form field, by the spec's rule for numeric inputs: text that is not a
 * number (and an empty field) becomes 0. Numbers pass through; anything else is 0.
 */
export function numberFromInput(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return 0;
    const n = Number(trimmed);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

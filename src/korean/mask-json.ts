/** Masks personal identifiers in every string of a JSON-like value (free-form metadata a client sends). */
export function maskStrings(value: unknown, mask: (text: string) => string): unknown {
  if (typeof value === 'string') return mask(value);
  if (Array.isArray(value)) return value.map((item) => maskStrings(item, mask));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [mask(key), maskStrings(item, mask)]));
  }
  return value;
}

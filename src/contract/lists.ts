// Plain helpers of the contract, free of zod so that the landing route may use them.

/** Split a comma-separated list: items trimmed, empty items dropped (spec section 5). */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

// Small number helpers of the benchmark.

/** The median of the numbers among `values` (nulls and NaN are left out); null when none. */
export function median(values) {
  const numbers = values
    .filter((value) => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 === 1
    ? numbers[middle]
    : ((numbers[middle - 1] ?? 0) + (numbers[middle] ?? 0)) / 2;
}

/** Rounds to `digits` decimals; null stays null. */
export function round(value, digits = 0) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Bytes as kB (1 kB = 1000 bytes, as Vite prints them), one decimal. */
export function kB(bytes) {
  return typeof bytes === 'number' ? (bytes / 1000).toFixed(1) : '-';
}

/** A plain-text table: the first row is the header, columns after the first are right-aligned. */
export function table(rows) {
  const widths = [];
  for (const row of rows) {
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, String(cell).length);
    });
  }
  const line = (row) =>
    row
      .map((cell, index) =>
        index === 0
          ? String(cell).padEnd(widths[index] ?? 0)
          : String(cell).padStart(widths[index] ?? 0),
      )
      .join('  ');
  const [header, ...body] = rows;
  if (!header) return '';
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...body.map(line)].join('\n');
}

/** Thrown once the bench has been interrupted (Ctrl-C): stops every loop at once. */
export class Interrupted extends Error {
  constructor() {
    super('interrupted');
    this.name = 'Interrupted';
  }
}

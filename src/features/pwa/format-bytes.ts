const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 -> "1.5 KB": binary multiples, one decimal from KB up. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} ${value === 1 ? 'byte' : 'bytes'}`;
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}

// CSV export of the admin lists (RFC 4180): every cell quoted when it holds a
// comma, a quote or a line break, and cells that a spreadsheet would run as a
// formula (= + - @, tab, carriage return) prefixed with an apostrophe.

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/** What an export saves: the CSV's text, and how many rows it holds. */
export interface CsvExport {
  text: string;
  rows: number;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The byte order mark a CSV file starts with: without it, Excel opens a UTF-8
 * file as the system's code page, and "Tomás" or an emoji comes out garbled.
 */
export const CSV_BOM = '\uFEFF';

/** Saves text as a file through a temporary link. */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

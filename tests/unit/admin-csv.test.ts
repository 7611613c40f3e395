import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../src/features/admin/csv';
import { detailsText } from '../../src/features/admin/dashboard/lead-export';
import { budgetColor, formatAdminDate, formatKb, truncate } from '../../src/features/admin/format';
import { CONSULTATION, COST_ESTIMATE } from './backend/examples';

const LEAD = {
  id: 'lead-1',
  name: 'Bo Chen',
  email: 'bo@example.com',
  company: '',
  role: '',
  interest: 'E-commerce Platform',
  source: 'Cost Calculator',
  createdAt: '2026-03-02T09:00:00.000Z',
};

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Hello, world')).toBe('"Hello, world"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
  });

  it.each(['=SUM(A1:A9)', '+1 555 0100', '-2+3', '@cmd', '\tTabbed'])(
    'guards %j against formula injection',
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('guards and quotes at once', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF line per row', () => {
    const rows = [
      { name: 'Ada', note: 'a, b' },
      { name: 'Grace', note: '' },
    ];
    const csv = toCsv(rows, [
      { header: 'Name', value: (r) => r.name },
      { header: 'Note', value: (r) => r.note },
    ]);
    expect(csv).toBe('Name,Note\r\nAda,"a, b"\r\nGrace,\r\n');
  });
});

describe('dashboard formats', () => {
  it.each([
    ['250k+', 'green'],
    ['100k-250k', 'blue'],
    ['$50K - $100K'.toLowerCase(), 'blue'],
    ['10k-50k', 'purple'],
    ['under $25k', 'orange'],
    ['', 'gray'],
    [undefined, 'gray'],
  ])('budget %j is %s', (budget, color) => {
    expect(budgetColor(budget)).toBe(color);
  });

  it('formats dates with short month, day, year, hour and minute', () => {
    const iso = '2026-03-02T09:05:00';
    expect(formatAdminDate(iso)).toBe('Mar 2, 2026 9:05 AM');
  });

  it('truncates long messages only', () => {
    expect(truncate('short')).toBe('short');
    expect(truncate('x'.repeat(100))).toBe(`${'x'.repeat(60)}…`);
    // Whole characters: an emoji is kept or left out, never cut in half.
    expect(truncate(`${'x'.repeat(59)}😀 and more`)).toBe(`${'x'.repeat(59)}😀…`);
    expect(truncate(`${'😀'.repeat(60)}`)).toBe('😀'.repeat(60));
    expect(truncate(`${'👩🏽‍💻'.repeat(61)}`)).toBe(`${'👩🏽‍💻'.repeat(60)}…`);
  });

  it('shows file sizes in KB with one decimal', () => {
    expect(formatKb(1536)).toBe('1.5 KB');
    expect(formatKb(100)).toBe('0.1 KB');
  });
});

describe("a lead capture's Details in the export", () => {
  const stamp = { id: 'r1', createdAt: '2026-03-02T09:00:00.000Z' };

  it('is empty for a lead stored without its form', () => {
    expect(detailsText({ lead: LEAD, form: null, timeZone: 'UTC' })).toBe('');
  });

  it("holds the form's fields the list's columns leave out, a line each, empty ones left out", () => {
    const form = {
      kind: 'costEstimate' as const,
      record: { ...COST_ESTIMATE, ...stamp, company: '' },
    };
    expect(detailsText({ lead: LEAD, form, timeZone: 'UTC' })).toBe(
      [
        'Project type: E-commerce Platform',
        'Complexity: Medium',
        'Timeline: 3-6 months',
        'Team size: 3-5 developers',
        'Features: User Authentication, Payment Integration',
      ].join('\n'),
    );
  });

  it("gives a consultation's slot in the backend's time zone", () => {
    const form = { kind: 'consultation' as const, record: { ...CONSULTATION, ...stamp } };
    const text = detailsText({ lead: LEAD, form, timeZone: 'Europe/London' });
    expect(text).toContain('Date: Tuesday, November 24, 2026\nTime: 10:30 AM (Europe/London)');
    expect(text).not.toMatch(/^(Name|Email|Company):/m);
  });
});

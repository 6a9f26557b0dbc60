import { describe, expect, it } from 'vitest';
import { formatDateText, fromWireDate, parseDateText, toWireDate } from '@/web/components/form/date-text';

const wire = (text: string) => {
  const date = parseDateText(text);
  return date ? toWireDate(date) : null;
};

describe('date text (nb)', () => {
  it('reads dd.mm.åååå and its short forms', () => {
    expect(wire('23.11.2026')).toBe('2026-11-23');
    expect(wire(' 23.11.26 ')).toBe('2026-11-23');
    expect(wire('1.2.2027')).toBe('2027-02-01');
    expect(wire('23/11/2026')).toBe('2026-11-23');
    expect(wire('23-11-2026')).toBe('2026-11-23');
    expect(wire('23112026')).toBe('2026-11-23');
    expect(wire('2026-11-23')).toBe('2026-11-23');
  });

  it('never reads the American order or a day that does not exist', () => {
    expect(wire('11/23/2026')).toBeNull();
    expect(wire('31.02.2026')).toBeNull();
    expect(wire('00.01.2026')).toBeNull();
    expect(wire('12.13.2026')).toBeNull();
    expect(wire('abc')).toBeNull();
    expect(wire('')).toBeNull();
  });

  it('formats dd.mm.åååå and keeps the wire date', () => {
    expect(formatDateText(fromWireDate('2026-03-05'))).toBe('05.03.2026');
    expect(formatDateText(fromWireDate('2026-03-05T00:00:00.000Z'))).toBe('05.03.2026');
    expect(formatDateText(null)).toBe('');
    expect(fromWireDate('')).toBeNull();
    expect(toWireDate(new Date(2026, 0, 9))).toBe('2026-01-09');
  });
});

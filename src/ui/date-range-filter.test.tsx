// The shared list date filter: the spec's four shortcuts with exactly its texts, each giving the
// last n days up to today, and no day after today in either picker's calendar.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateRangeFilter } from './date-range-filter.js';
import { ALL_TIME, type DateRange } from './date-shortcuts.js';

const today = new Date(2026, 10, 23);

function Harness({ seen }: { seen: DateRange[] }) {
  const [value, setValue] = useState<DateRange>(ALL_TIME);
  return (
    <DateRangeFilter
      value={value}
      today={today}
      onChange={(r) => {
        seen.push(r);
        setValue(r);
      }}
    />
  );
}

function show() {
  const seen: DateRange[] = [];
  render(
    <FluentProvider theme={webLightTheme}>
      <Harness seen={seen} />
    </FluentProvider>,
  );
  return seen;
}

describe('DateRangeFilter', () => {
  it('offers 全部 / 近7天 / 近30天 / 近90天 and applies the range of the one chosen', () => {
    const seen = show();
    const group = screen.getByRole('group', { name: '日期范围' });
    const buttons = within(group).getAllByRole('button').filter((b) => b.getAttribute('aria-pressed') !== null);
    expect(buttons.map((b) => b.textContent)).toEqual(['全部', '近7天', '近30天', '近90天']);
    expect(screen.getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '近7天' }));
    expect(seen.at(-1)).toEqual({ start: '2026-11-17', end: '2026-11-23' });
    expect(screen.getByRole('button', { name: '近7天' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '近90天' }));
    expect(seen.at(-1)).toEqual({ start: '2026-08-26', end: '2026-11-23' });
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect(seen.at(-1)).toEqual({ start: null, end: null });
  });

  it('disables the days after today in the calendar', () => {
    show();
    fireEvent.click(screen.getByRole('combobox', { name: '结束日期' }));
    const day = (label: string) => screen.getByRole('button', { name: label }) as HTMLButtonElement;
    expect(day('23, 十一月, 2026').disabled).toBe(false);
    expect(day('22, 十一月, 2026').disabled).toBe(false);
    expect(day('24, 十一月, 2026').disabled).toBe(true);
    expect(day('30, 十一月, 2026').disabled).toBe(true);
  });
});

import type { CalendarEntry } from '@watchify/contract';
import { addDays } from '@watchify/contract';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLocale, dayAsDate, weeksBetween } from '../calendar-days';

interface MonthGridProps {
  from: string;
  to: string;
  today: string;
  byDay: ReadonlyMap<string, CalendarEntry[]>;
  /** A day was chosen (Enter, Space or a click): the page shows its releases. */
  onChoose(day: string): void;
}

/** The moves of the keys a grid of days answers (WAI-ARIA's date grid): days, weeks, a week's ends. */
function moved(day: string, key: string): string | null {
  const weekday = (dayAsDate(day).getUTCDay() + 6) % 7;
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday);
    case 'End':
      return addDays(day, 6 - weekday);
    default:
      return null;
  }
}

/**
 * The calendar's weeks as a grid, one button per day of the window naming the day and how many releases it has;
 * one day is in the tab order at a time and the arrow keys move between days (never out of the window).
 */
export function MonthGrid({ from, to, today, byDay, onChoose }: MonthGridProps) {
  const { t, i18n } = useTranslation('calendar');
  const captionId = useId();
  const [focused, setFocused] = useState(today);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const locale = dateLocale(i18n.language);
  const weeks = weeksBetween(from, to);
  const weekdayName = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const fullName = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const caption =
    from.slice(0, 7) === to.slice(0, 7)
      ? monthName.format(dayAsDate(from))
      : `${monthName.format(dayAsDate(from))} – ${monthName.format(dayAsDate(to))}`;

  const onKeyDown = (event: KeyboardEvent, day: string) => {
    const next = moved(day, event.key);
    if (next === null) return;
    event.preventDefault();
    const target = next < from ? from : next > to ? to : next;
    setFocused(target);
    buttons.current.get(target)?.focus();
  };

  return (
    <table aria-labelledby={captionId} className="w-full table-fixed border-collapse text-sm">
      <caption id={captionId} className="pb-2 text-left text-lg font-semibold">
        {caption}
      </caption>
      <thead>
        <tr>
          {weeks[0]?.map((day) => (
            <th key={day} scope="col" className="pb-1 font-medium text-muted">
              {weekdayName.format(dayAsDate(day))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const inWindow = day >= from && day <= to;
              const entries = byDay.get(day) ?? [];
              if (!inWindow) return <td key={day} className="h-16 border border-border bg-surface/40" />;
              const label = `${fullName.format(dayAsDate(day))}: ${t('month.releases', { count: entries.length })}`;
              return (
                <td key={day} className="h-16 border border-border p-0 align-top">
                  <button
                    type="button"
                    ref={(element) => {
                      if (element) buttons.current.set(day, element);
                      else buttons.current.delete(day);
                    }}
                    tabIndex={day === focused ? 0 : -1}
                    aria-label={label}
                    aria-current={day === today ? 'date' : undefined}
                    onFocus={() => setFocused(day)}
                    onKeyDown={(event) => onKeyDown(event, day)}
                    onClick={() => onChoose(day)}
                    className={`flex h-full min-h-16 w-full flex-col items-start gap-1 p-1 text-left hover:bg-surface focus-visible:outline-2 focus-visible:outline-accent ${
                      day === today ? 'font-bold text-accent-text' : ''
                    }`}
                  >
                    <span aria-hidden="true">
                      {day.endsWith('-01') || day === from ? shortDay.format(dayAsDate(day)) : Number(day.slice(8))}
                    </span>
                    {entries.length > 0 && (
                      <span aria-hidden="true" className="rounded-full bg-accent px-2 text-xs text-accent-fg">
                        {entries.length}
                      </span>
                    )}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

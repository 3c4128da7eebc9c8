import { type CalendarEntry, episodeLabel } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { titlePath } from '../../../lib/title-links';
import { dateLocale, dayAsDate } from '../calendar-days';

/** The id of a day's heading in the agenda, which choosing the day in the grid moves to. */
export const agendaDayId = (day: string) => `calendar-day-${day}`;

/** "Breaking Bad S02E05 · Breakage" for an episode, the title alone for a movie. */
export const entryLabel = (entry: CalendarEntry): string =>
  entry.episode ? `${entry.title} ${episodeLabel(entry.episode)}` : entry.title;

/** The releases as a list, a heading per day that has any, each release a link to its title. */
export function Agenda({ byDay, today }: { byDay: ReadonlyMap<string, CalendarEntry[]>; today: string }) {
  const { t, i18n } = useTranslation('calendar');
  const fullName = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return (
    <div className="flex flex-col gap-5">
      {[...byDay].map(([day, entries]) => (
        <section key={day} aria-labelledby={agendaDayId(day)} className="flex flex-col gap-2">
          <h3 id={agendaDayId(day)} tabIndex={-1} className="text-lg font-semibold">
            {fullName.format(dayAsDate(day))}
            {day === today && <span className="ml-2 text-sm font-normal text-muted">{t('agenda.today')}</span>}
          </h3>
          <ul className="flex flex-col gap-1">
            {entries.map((entry) => (
              <li key={`${entry.mediaType}:${entry.id}:${entry.episode?.season ?? ''}:${entry.episode?.episode ?? ''}`}>
                <Link to={titlePath(entry)} className="font-medium text-accent-text hover:underline">
                  {entryLabel(entry)}
                </Link>
                <span className="ml-2 text-sm text-muted">
                  {entry.mediaType === 'movie' ? t('agenda.movieRelease') : t(`agenda.reason.${entry.reason}`)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCalendar } from '../api/calendar';
import { entriesByDay } from '../calendar-days';
import { Agenda, agendaDayId } from './agenda';
import { FeedLink } from './feed-link';
import { MonthGrid } from './month-grid';

/**
 * The release calendar (issue 26 §2): what comes out for the member, a week back and a month ahead, as a grid of
 * days and as an agenda, and the link a calendar app subscribes to.
 */
export function CalendarPage() {
  const { t } = useTranslation('calendar');
  const calendar = useCalendar();
  const monthId = useId();
  const agendaId = useId();
  const data = calendar.data;
  const byDay = entriesByDay(data?.entries ?? []);

  // Choosing a day in the grid moves to its releases in the agenda (a day without any has no heading).
  const choose = (day: string) => document.getElementById(agendaDayId(day))?.focus();

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('heading')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </div>
      {calendar.isPending && (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner className="size-5" />
          {t('loading')}
        </p>
      )}
      {calendar.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t('error')}</p>
          <Button variant="secondary" onClick={() => void calendar.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {data && (
        <>
          <section aria-labelledby={monthId} className="flex flex-col gap-2">
            <h2 id={monthId} className="text-xl font-semibold">
              {t('month.heading')}
            </h2>
            <p className="text-sm text-muted">{t('month.keys')}</p>
            <MonthGrid from={data.from} to={data.to} today={data.today} byDay={byDay} onChoose={choose} />
          </section>
          <section aria-labelledby={agendaId} className="flex flex-col gap-3">
            <h2 id={agendaId} className="text-xl font-semibold">
              {t('agenda.heading')}
            </h2>
            {byDay.size === 0 ? (
              <div className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-4">
                <p className="font-semibold">{t('empty.title')}</p>
                <p className="text-muted">{t('empty.body')}</p>
              </div>
            ) : (
              <Agenda byDay={byDay} today={data.today} />
            )}
          </section>
        </>
      )}
      <FeedLink />
    </div>
  );
}

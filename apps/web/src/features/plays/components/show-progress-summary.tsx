import { episodeLabel, type ShowProgress } from '@watchify/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { EpisodeActions } from './use-episode-actions';

/**
 * "7 of 20 aired episodes watched" with a bar, the show's state and the next episode, and Stop / Resume: a stopped
 * show leaves Up Next and keeps its plays in the diary.
 */
export function ShowProgressSummary({ progress, actions }: { progress: ShowProgress; actions: EpisodeActions }) {
  const { t } = useTranslation('plays');
  const barId = useId();
  const stopped = progress.state === 'stopped';
  const next = progress.next;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3" data-testid="show-progress">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p id={barId} className="font-semibold">
          {t('episodes.progress', { watched: progress.watched, aired: progress.aired })}
        </p>
        <p className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-bold">
          {t(`episodes.state.${progress.state}`)}
        </p>
        {progress.state !== 'notStarted' && (
          <Button
            variant="secondary"
            className="ml-auto"
            disabled={actions.busy}
            onClick={() => void actions.setStopped(!stopped)}
          >
            {t(stopped ? 'episodes.resume' : 'episodes.stop')}
          </Button>
        )}
      </div>
      <progress
        aria-labelledby={barId}
        max={Math.max(progress.aired, 1)}
        value={progress.watched}
        className="h-2 w-full overflow-hidden rounded-full accent-accent"
      />
      {next && !stopped && <p className="text-sm text-muted">{t('episodes.next', { episode: episodeLabel(next) })}</p>}
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/dialog';
import { CloseIcon } from '../../../components/ui/icons';
import type { TitleRef } from '../../../lib/title-links';
import type { TitleDetailSlots } from './title-detail-content';
import { TitleDetailView } from './title-detail-view';

interface TitleDetailModalProps {
  title: TitleRef | null;
  castLimit: number;
  slots?: TitleDetailSlots;
  onClose: () => void;
}

/** The detail as a modal over the page it was opened from (closes on Close, Escape and an overlay click). */
export function TitleDetailModal({ title, castLimit, slots, onClose }: TitleDetailModalProps) {
  const { t } = useTranslation('title');
  const headingId = useId();
  const close = (
    <button
      type="button"
      onClick={onClose}
      className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg border border-border bg-surface px-3 text-sm font-semibold transition-colors hover:bg-surface-2"
    >
      <CloseIcon />
      {t('close')}
    </button>
  );
  return (
    <ModalDialog labelledBy={headingId} onClose={onClose} className="max-w-4xl">
      <TitleDetailView
        title={title}
        variant="modal"
        headingId={headingId}
        castLimit={castLimit}
        slots={slots}
        actions={close}
      />
    </ModalDialog>
  );
}

import type { PlanId } from '@watchify/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** A paid plan's button: disabled, and saying why right below it. */
export function UnavailablePlanButton({ planId }: { planId: PlanId }) {
  const { t } = useTranslation('service');
  const noteId = `plan-${planId}-unavailable`;
  return (
    <>
      <Button variant="secondary" disabled aria-describedby={noteId}>
        {t('plans.notAvailable')}
      </Button>
      <p id={noteId} className="text-xs text-muted">
        {t('plans.notAvailableNote')}
      </p>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { FocusHeading } from '../../../components/ui/focus-heading';

interface AccessibilityStepProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  focusOnMount: boolean;
}

/** Wizard step 4: the optional accessibility mode (larger text, no motion, stronger focus outlines). */
export function AccessibilityStep({ checked, onChange, focusOnMount }: AccessibilityStepProps) {
  const { t } = useTranslation('registration');
  return (
    <div className="flex flex-col gap-4">
      <FocusHeading level={3} focusOnMount={focusOnMount} className="text-lg font-semibold">
        {t('wizard.accessibilityTitle')}
      </FocusHeading>
      <p id="accessibility-step-body" className="text-sm text-muted">
        {t('wizard.accessibilityBody')}
      </p>
      <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-border bg-surface p-4">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby="accessibility-step-body"
          className="size-5 accent-[var(--wf-accent)]"
        />
        <span className="font-medium">{t('wizard.accessibilityCheckbox')}</span>
      </label>
    </div>
  );
}

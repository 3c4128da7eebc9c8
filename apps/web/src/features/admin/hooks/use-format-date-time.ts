import { useTranslation } from 'react-i18next';

/** Formats an ISO instant as a date and time in the interface language. */
export function useFormatDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}

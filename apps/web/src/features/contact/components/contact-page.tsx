import { CONTACT_DETAILS } from '@watchify/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { supportHoursLines, supportTimeZoneLabel } from '../../../lib/service-facts';
import { ContactForm } from './contact-form';

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-5">
      <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{title}</h3>
      <div className="flex flex-col gap-1 text-fg">{children}</div>
    </li>
  );
}

const linkClass = 'w-fit break-words underline-offset-4 hover:text-accent-text hover:underline';

/**
 * /contact (product §2 Contact): info cards (address, two phones, two e-mails, hours) from the contract's service facts —
 * the same facts the help page and the assistant quote — and the contact form, whose messages are really stored.
 */
export function ContactPage() {
  const { t, i18n } = useTranslation('contact');
  const hours = supportHoursLines(i18n.language);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8">
      <title>{`${t('title')} · Watchify`}</title>
      <header className="flex max-w-3xl flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="text-lg text-muted">{t('intro')}</p>
      </header>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="contact-info" className="flex flex-col gap-4">
          <h2 id="contact-info" className="text-2xl font-bold">
            {t('info.heading')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <InfoCard title={t('info.address')}>
              <address className="not-italic">{CONTACT_DETAILS.address}</address>
            </InfoCard>
            <InfoCard title={t('info.phone')}>
              {CONTACT_DETAILS.phones.map((phone) => (
                <a key={phone} href={`tel:${phone.replaceAll(' ', '')}`} className={linkClass}>
                  {phone}
                </a>
              ))}
            </InfoCard>
            <InfoCard title={t('info.email')}>
              {CONTACT_DETAILS.emails.map((email) => (
                <a key={email} href={`mailto:${email}`} className={linkClass}>
                  {email}
                </a>
              ))}
            </InfoCard>
            <InfoCard title={t('info.hours')}>
              <dl className="flex flex-col gap-1">
                {hours.map((line) => (
                  <div key={line.days}>
                    <dt className="font-medium">{line.days}</dt>
                    <dd className="text-muted">{line.hours}</dd>
                  </div>
                ))}
              </dl>
              <p className="text-xs text-muted">{t('info.timeZone', { zone: supportTimeZoneLabel(i18n.language) })}</p>
            </InfoCard>
          </ul>
        </section>
        <section
          aria-labelledby="contact-form"
          className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6"
        >
          <h2 id="contact-form" className="text-2xl font-bold">
            {t('form.heading')}
          </h2>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}

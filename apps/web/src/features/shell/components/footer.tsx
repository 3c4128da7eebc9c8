import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InstagramIcon, XIcon } from '../../../components/ui/icons';
import { changeLanguage } from '../../../lib/i18n';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../locales/languages';

interface FooterProps {
  /** Members get their account links; visitors get sign-in and registration instead (their pages would redirect). */
  signedIn: boolean;
  /** The signed-in person's own handles (product §2: read from the stored user record). */
  instagram?: string | null;
  twitter?: string | null;
}

/** A stored handle without the '@' people often type, or null when there is none. */
function cleanHandle(handle: string | null | undefined): string | null {
  const clean = handle?.trim().replace(/^@/, '');
  return clean ? clean : null;
}

const linkClass = 'text-sm text-muted transition-colors hover:text-fg';

/** Link columns, social links, the language switch, copyright and the TMDB attribution. */
export function Footer({ signedIn, instagram, twitter }: FooterProps) {
  const { t, i18n } = useTranslation('shell');
  const language = (i18n.resolvedLanguage ?? 'en') as Language;

  const columns = [
    {
      heading: t('footer.navigation'),
      links: [
        { to: '/', label: t('footer.links.home') },
        { to: '/movies', label: t('footer.links.movies') },
        { to: '/shows', label: t('footer.links.shows') },
        { to: '/recommendations', label: t('footer.links.recommendations') },
      ],
    },
    {
      heading: t('footer.support'),
      links: [
        { to: '/help', label: t('footer.links.help') },
        { to: '/contact', label: t('footer.links.contact') },
        { to: '/service', label: t('footer.links.services') },
      ],
    },
    {
      heading: t('footer.account'),
      links: signedIn
        ? [
            { to: '/profile', label: t('footer.links.profile') },
            { to: '/account', label: t('footer.links.settings') },
            { to: '/watchlist', label: t('footer.links.watchlist') },
            { to: '/diary', label: t('footer.links.diary') },
            { to: '/progress', label: t('footer.links.upNext') },
            { to: '/calendar', label: t('footer.links.calendar') },
            { to: '/feed', label: t('footer.links.feed') },
            { to: '/notifications', label: t('footer.links.notifications') },
            { to: '/stats', label: t('footer.links.stats') },
            { to: '/service/membership', label: t('footer.links.membership') },
          ]
        : [
            { to: '/login', label: t('footer.links.signIn') },
            { to: '/register', label: t('footer.links.register') },
            { to: '/service?tab=membership', label: t('footer.links.plans') },
          ],
    },
  ];

  // With a handle on the member's profile the link opens their own page there (and shows the handle); without one it
  // opens the network's home page.
  const instagramHandle = cleanHandle(instagram);
  const twitterHandle = cleanHandle(twitter);
  const socials = [
    {
      href: `https://www.instagram.com/${instagramHandle ? encodeURIComponent(instagramHandle) : ''}`,
      handle: instagramHandle,
      label: instagramHandle ? t('footer.yourInstagram', { handle: instagramHandle }) : t('footer.instagram'),
      Icon: InstagramIcon,
    },
    {
      href: `https://x.com/${twitterHandle ? encodeURIComponent(twitterHandle) : ''}`,
      handle: twitterHandle,
      label: twitterHandle ? t('footer.yourTwitter', { handle: twitterHandle }) : t('footer.twitter'),
      Icon: XIcon,
    },
  ];

  return (
    <footer className="mt-auto border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[1.2fr_3fr]">
        <div className="flex flex-col gap-4">
          <Link to="/" className="w-fit text-2xl font-black tracking-tight text-accent-text">
            Watchify
          </Link>
          <p className="max-w-xs text-sm text-muted">{t('footer.tagline')}</p>
          <ul aria-label={t('footer.social')} className="flex flex-wrap gap-2">
            {socials.map(({ href, handle, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-border text-fg transition-colors hover:border-accent hover:text-accent-text ${
                    handle ? 'px-4 text-sm font-medium' : 'text-lg'
                  }`}
                >
                  <Icon className={handle ? 'text-lg' : undefined} />
                  {handle && <span className="max-w-40 truncate">@{handle}</span>}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('footer.label')} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {columns.map((column) => (
            <div key={column.heading} className="flex flex-col gap-3">
              <h2 className="text-sm font-semibold tracking-wide text-fg uppercase">{column.heading}</h2>
              <ul className="flex flex-col gap-2">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-border">
        {/* The bottom keeps clear of the floating assistant button's corner, so the language menu is never under it. */}
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-6 pb-(--floating-clearance) text-sm text-muted md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col gap-1">
            <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
            <p>
              {t('footer.tmdbNotice')}{' '}
              <a
                href="https://www.themoviedb.org/"
                target="_blank"
                rel="noopener noreferrer"
                className="underline underline-offset-4 hover:text-fg"
              >
                {t('footer.tmdbLink')}
              </a>
            </p>
          </div>
          <div className="flex items-center gap-2">
            <label htmlFor="language-switch" className="font-medium text-fg">
              {t('footer.language')}
            </label>
            <select
              id="language-switch"
              value={language}
              onChange={(event) => void changeLanguage(event.target.value as Language)}
              className="min-h-11 rounded-lg border border-border bg-bg px-3 py-2 text-fg"
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
    </footer>
  );
}

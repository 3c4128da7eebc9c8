import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { CloseIcon, MenuIcon, MoonIcon, SignOutIcon, SunIcon, UserIcon } from '../../../components/ui/icons';
import { loginPathFor } from '../../../lib/safe-redirect';
import { useTheme } from '../../../lib/theme';
import { useScrolledPast } from '../hooks/use-scrolled-past';

/** The header takes its "scrolled" look after this many pixels (product §9). */
export const HEADER_SCROLL_THRESHOLD = 50;

const NAV_ID = 'main-navigation';

interface HeaderProps {
  /** Whether someone is signed in; visitors get Home, Services and Sign In. */
  signedIn: boolean;
  /** Admins also get the admin tools link (nobody else sees it). */
  isAdmin?: boolean;
  photoUrl?: string | null;
  onSignOut: () => void;
  signingOut: boolean;
  /** A member's notification bell (app/ places it: the shell does not know the notification centre). */
  notifications?: ReactNode;
}

const iconButton =
  'inline-grid size-10 place-items-center rounded-full text-xl text-fg transition-colors hover:bg-surface-2 sm:size-11';

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition-colors lg:px-2 lg:py-1.5 xl:px-3 ${
    isActive ? 'bg-surface-2 text-fg' : 'text-muted hover:bg-surface-2 hover:text-fg'
  }`;
}

/** Logo, main navigation, theme toggle, profile and sign-out; a menu button folds the navigation on small screens. */
export function Header({ signedIn, isAdmin = false, photoUrl, onSignOut, signingOut, notifications }: HeaderProps) {
  const { t } = useTranslation('shell');
  const { theme, toggleTheme } = useTheme();
  const location = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(location.pathname);

  // Close the mobile menu whenever the route changes (adjusting state during render, no extra paint).
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // The folded navigation comes before the menu button in the page, so Tab from the button would skip it: opening the
  // menu moves focus to its first link, and Escape closes it and puts focus back on the button.
  useEffect(() => {
    if (!menuOpen) return;
    navRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const links = signedIn
    ? [
        { to: '/', label: t('header.home'), end: true },
        { to: '/service', label: t('header.services') },
        { to: '/watchlist', label: t('header.watchlist') },
        { to: '/lists', label: t('header.lists') },
        { to: '/diary', label: t('header.diary') },
        { to: '/stats', label: t('header.stats') },
        { to: '/recommendations', label: t('header.recommendations') },
        { to: '/friends', label: t('header.friends') },
        { to: '/chat', label: t('header.chat') },
        ...(isAdmin ? [{ to: '/admin', label: t('header.admin') }] : []),
      ]
    : [
        { to: '/', label: t('header.home'), end: true },
        { to: '/service', label: t('header.services') },
        { to: loginPathFor(`${location.pathname}${location.search}`), label: t('header.signIn') },
      ];

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`site-header sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] ${
        scrolled
          ? 'scrolled border-border bg-bg/95 shadow-lg backdrop-blur'
          : 'border-transparent bg-bg/70 backdrop-blur-sm'
      }`}
    >
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-1 px-3 sm:gap-2 sm:px-4">
        <Link to="/" className="mr-1 text-xl font-black tracking-tight text-accent-text sm:mr-2 sm:text-2xl">
          {t('header.logo')}
        </Link>
        <nav
          ref={navRef}
          id={NAV_ID}
          aria-label={t('header.navLabel')}
          className={`${menuOpen ? 'block' : 'hidden'} absolute inset-x-0 top-16 border-b border-border bg-bg p-3 shadow-lg lg:static lg:block lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
        >
          <ul className="flex flex-col gap-1 lg:flex-row lg:items-center">
            {links.map((link) => (
              <li key={link.label}>
                <NavLink to={link.to} end={link.end} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <button
            type="button"
            onClick={toggleTheme}
            aria-label={theme === 'dark' ? t('header.switchToLight') : t('header.switchToDark')}
            className={iconButton}
          >
            {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
          </button>
          {signedIn && (
            <>
              {notifications}
              <NavLink to="/profile" aria-label={t('header.profile')} className={iconButton}>
                {photoUrl ? <img src={photoUrl} alt="" className="size-8 rounded-full object-cover" /> : <UserIcon />}
              </NavLink>
              <button
                type="button"
                onClick={onSignOut}
                disabled={signingOut}
                className="inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-full px-2 text-sm sm:min-h-11 sm:px-3 font-medium text-fg transition-colors hover:bg-surface-2 disabled:opacity-55"
              >
                <SignOutIcon className="text-lg" />
                {/* Between lg and xl the unfolded navigation needs the room: the button keeps its name, shows only the icon. */}
                <span className="sr-only sm:not-sr-only lg:sr-only xl:not-sr-only">{t('header.signOut')}</span>
              </button>
            </>
          )}
          <button
            ref={menuButtonRef}
            type="button"
            onClick={() => setMenuOpen((open) => !open)}
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            className={`${iconButton} lg:hidden`}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
    </header>
  );
}

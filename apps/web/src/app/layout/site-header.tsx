import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { cn } from '../../components/ui/cn';
import { useAtLeast } from '../../components/use-at-least';
import { useSession } from '../../stores/session-store';
import { AccountActions } from './account-actions';
import { BrandLogo } from './brand-logo';
import { mainLinks, planLinks } from './nav-links';
import { PlansMenu } from './plans-menu';

/**
 * True once the page has scrolled past the top 10 px. Watches a 10 px marker at the top of the page
 * instead of reading the scroll position, which would make the browser lay the page out at once,
 * in the middle of starting up.
 */
function useScrolledPastTop() {
  const marker = useRef<HTMLDivElement>(null);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const element = marker.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => setScrolled(entry ? !entry.isIntersecting : false));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { marker, scrolled };
}

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium hover:bg-[var(--bg-subtle)]',
    isActive ? 'text-brand-700 dark:text-brand-200' : 'text-[var(--fg)]',
  );

/** Spec header: solid with a shadow past 10 px of scroll; a mobile menu below 1024 px. */
export function SiteHeader() {
  const { t } = useTranslation('navbar');
  const { marker, scrolled } = useScrolledPastTop();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const session = useSession();
  const wide = useAtLeast('lg');

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <>
      <div ref={marker} aria-hidden="true" className="pointer-events-none absolute top-0 left-0 h-2.5 w-px" />
      <header
        data-scrolled={scrolled}
        className={cn(
          'sticky top-0 z-40 border-b transition-[background-color,box-shadow]',
          scrolled ? 'border-[var(--border)] bg-[var(--bg)] shadow-md' : 'border-transparent bg-[var(--bg)]/80 backdrop-blur',
        )}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <BrandLogo label={t('home')} />
          {wide && (
            <>
              <nav aria-label={t('mainNavigation')} className="hidden items-center gap-1 lg:flex">
                {mainLinks.map((link) => (
                  <NavLink key={link.to} to={link.to} className={navLink}>
                    {t(link.label)}
                  </NavLink>
                ))}
                <PlansMenu />
              </nav>
              <div className="hidden items-center gap-2 lg:flex">
                <LanguageSwitcher compact />
                <AccountActions session={session} />
              </div>
            </>
          )}
          <button
            type="button"
            className="rounded-lg p-2 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
        {menuOpen && (
          <nav
            id="mobile-menu"
            aria-label={t('mainNavigation')}
            className="border-t border-[var(--border)] bg-[var(--bg)] px-4 pt-2 pb-6 lg:hidden"
          >
            <MenuLinks links={mainLinks} />
            <p className="mt-4 px-3 text-xs font-semibold tracking-wide text-[var(--fg-muted)] uppercase">{t('plansAndPricing')}</p>
            <MenuLinks links={planLinks} className="mt-1" />
            <LanguageSwitcher className="mt-4 px-3" />
            <div className="mt-4 px-3">
              <AccountActions session={session} stacked />
            </div>
          </nav>
        )}
      </header>
    </>
  );
}

/** One list of the mobile menu's links. */
function MenuLinks({ links, className }: { links: readonly { to: string; label: string }[]; className?: string }) {
  const { t } = useTranslation('navbar');
  return (
    <ul className={cn('flex flex-col gap-1', className)}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={({ isActive }) => cn(navLink({ isActive }), 'block text-base')}>
            {t(link.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

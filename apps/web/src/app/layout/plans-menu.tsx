import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { planLinks } from './nav-links';

// Spec section 9: the menu opens after 200 ms of hover and closes 150 ms after the pointer leaves.
const openDelay = 200;
const closeDelay = 150;

/**
 * "Plans & Pricing" disclosure menu: opens on click, Enter/Space or hover; Escape closes and returns
 * focus to the button; leaving by Tab closes it. A small own component, because a menu library
 * would be the largest thing in the first download.
 */
export function PlansMenu() {
  const { t } = useTranslation('navbar');
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const { pathname } = useLocation();

  const schedule = (next: boolean, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), delay);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onPointerEnter={(e) => e.pointerType === 'mouse' && schedule(true, openDelay)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && schedule(false, closeDelay)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          trigger.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          window.clearTimeout(timer.current);
          setOpen((o) => !o);
        }}
        className="group flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-[var(--fg)] hover:bg-[var(--bg-subtle)]"
      >
        {t('plansAndPricing')}
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 w-[22rem] rounded-xl border border-[var(--border)] bg-[var(--card)] p-2 shadow-xl"
      >
        <ul className="flex flex-col">
          {planLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="block rounded-lg p-3 hover:bg-[var(--bg-subtle)]">
                <span className="block text-sm font-semibold">{t(link.label)}</span>
                <span className="block text-sm text-[var(--fg-muted)]">{t(link.description)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

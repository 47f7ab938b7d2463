import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { usePublicConfig } from '../../lib/public-config';
import { BrandLogo } from './brand-logo';

const columns = [
  {
    title: 'products',
    links: [
      { to: '/payment', label: 'subscriptions' },
      { to: '/payment', label: 'pricing' },
      { to: '/donate', label: 'donate' },
    ],
  },
  {
    title: 'company',
    links: [
      { to: '/about', label: 'about' },
      { to: '/contact', label: 'contact' },
      { to: '/careers', label: 'careers' },
      { to: '/blog', label: 'blog' },
    ],
  },
  {
    title: 'schools',
    links: [
      { to: '/group-programs', label: 'groupPrograms' },
      { to: '/enterprise-contact', label: 'enterprise' },
      { to: '/clinical-resources', label: 'clinicalResources' },
      { to: '/learn-more', label: 'learnMore' },
    ],
  },
  {
    title: 'legal',
    links: [
      { to: '/terms-of-service', label: 'terms' },
      { to: '/privacy-policy', label: 'privacy' },
      { to: '/refund-policy', label: 'refund' },
      { to: '/settings', label: 'settings' },
    ],
  },
] as const;

/** Social networks by their own names: brand names, the same in every language. */
const networkNames: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
};

/** Spec footer: product, company and legal links, social links, copyright with the current year. */
export function SiteFooter({ onFeedback }: { onFeedback: () => void }) {
  const { t } = useTranslation('footer');
  const config = usePublicConfig();
  const orgName = config?.orgName ?? 'BrainBoost';
  return (
    <footer className="border-t border-[var(--border)] bg-[var(--bg-subtle)]">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 lg:grid-cols-[1.2fr_repeat(4,1fr)]">
        <div className="flex flex-col gap-4">
          <BrandLogo label={t('navbar:home')} />
          <p className="max-w-xs text-sm text-[var(--fg-muted)]">{t('tagline')}</p>
          <LanguageSwitcher />
          <button
            type="button"
            onClick={onFeedback}
            className="self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
          >
            {t('sendFeedback')}
          </button>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={t(`columns.${column.title}`)}>
            <h2 className="text-sm font-semibold">{t(`columns.${column.title}`)}</h2>
            <ul className="mt-3 flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="text-sm text-[var(--fg-muted)] hover:text-[var(--fg)]">
                    {t(`links.${link.label}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-[var(--border)]">
        <div className="mx-auto flex max-w-7xl flex-col items-start justify-between gap-3 px-6 py-6 text-sm text-[var(--fg-muted)] sm:flex-row sm:items-center">
          <p>{t('copyright', { year: new Date().getFullYear(), orgName })}</p>
          {config && config.socialLinks.length > 0 && (
            <ul className="flex gap-4" aria-label={t('social')}>
              {config.socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener noreferrer me" target="_blank" className="hover:text-[var(--fg)]">
                    {networkNames[link.network] ?? link.network}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}

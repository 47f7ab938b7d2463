import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLocales, type Locale } from '@brainboost/domain/i18n/locales';
import { cn } from './ui/cn';

/** Each language named in itself, so anyone can find their own. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  yue: '粵語',
  fr: 'Français',
  it: 'Italiano',
};

export function LanguageSwitcher({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t, i18n } = useTranslation('languageSwitcher');
  const id = useId();
  const current = (supportedLocales as readonly string[]).includes(i18n.resolvedLanguage ?? '') ? i18n.resolvedLanguage : 'en';
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm font-medium'}>
        {t('label')}
      </label>
      {compact && <Languages className="size-4 text-[var(--fg-muted)]" aria-hidden="true" />}
      <select
        id={id}
        value={current}
        onChange={(e) => void i18n.changeLanguage(e.target.value)}
        className="h-9 rounded-lg border border-[var(--border)] bg-[var(--card)] px-2 text-sm text-[var(--fg)]"
      >
        {supportedLocales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}

import { LifeBuoy, MessageSquare, Phone } from 'lucide-react';
import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/ui/input';
import { crisisCountries, crisisLines, defaultCrisisCountry, type CrisisCountry } from './crisis-lines';

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** Who to contact now: the emergency number and free helplines of the chosen country. */
export const CrisisResources = forwardRef<HTMLHeadingElement, { urgent: boolean }>(function CrisisResources({ urgent }, headingRef) {
  const { t, i18n } = useTranslation('wellness');
  const selectId = useId();
  const headingId = useId();
  const [country, setCountry] = useState<CrisisCountry>(() =>
    defaultCrisisCountry(navigator.languages ?? [navigator.language], i18n.language),
  );
  const entry = crisisLines[country];
  return (
    <section
      aria-labelledby={headingId}
      className={
        urgent
          ? 'rounded-2xl border-2 border-red-700 bg-red-50 p-6 text-red-950 dark:bg-red-950/40 dark:text-red-50'
          : 'rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6'
      }
      data-testid="crisis-resources"
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold">
        <LifeBuoy className="size-5" aria-hidden="true" />
        {urgent ? t('crisis.urgentTitle') : t('crisis.title')}
      </h2>
      <p className="mt-2">{urgent ? t('crisis.urgentIntro') : t('crisis.intro')}</p>
      <p className="mt-3 font-semibold">
        {t('crisis.emergency')}{' '}
        <a className="underline" href={telHref(entry.emergency)}>
          {entry.emergency}
        </a>
      </p>
      <div className="mt-4 flex flex-col gap-1.5 sm:max-w-xs">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t('crisis.country')}
        </label>
        <Select id={selectId} value={country} onChange={(e) => setCountry(e.target.value as CrisisCountry)}>
          {crisisCountries.map((c) => (
            <option key={c} value={c}>
              {t(`crisis.countries.${c}`)}
            </option>
          ))}
        </Select>
      </div>
      {entry.lines.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-3">
          {entry.lines.map((line) => (
            <li key={line.name} className="rounded-xl bg-white/70 p-3 text-[var(--fg)] dark:bg-black/20 dark:text-inherit">
              <p className="font-semibold">
                {line.url ? (
                  <a className="underline" href={line.url} rel="noopener noreferrer" target="_blank">
                    {line.name}
                  </a>
                ) : (
                  line.name
                )}
              </p>
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {line.call && (
                  <a className="inline-flex items-center gap-1 underline" href={telHref(line.call)}>
                    <Phone className="size-4" aria-hidden="true" />
                    {t('crisis.call', { number: line.call })}
                  </a>
                )}
                {line.text && (
                  <span className="inline-flex items-center gap-1">
                    <MessageSquare className="size-4" aria-hidden="true" />
                    {line.textWord
                      ? t('crisis.textWord', { word: line.textWord, number: line.text })
                      : t('crisis.text', { number: line.text })}
                  </span>
                )}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4">{t('crisis.noLines')}</p>
      )}
      <p className="mt-4 text-sm">
        {t('crisis.trustedAdult')}{' '}
        <a className="underline" href="https://findahelpline.com" rel="noopener noreferrer" target="_blank">
          {t('crisis.otherCountries')}
        </a>
      </p>
    </section>
  );
});

import { ArrowRight, Lightbulb, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** Hero with the spec's tagline, and a worked example of a hint-first tutor exchange. */
export function Hero() {
  const { t } = useTranslation('hero');
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-[var(--bg)] to-[var(--bg)] dark:from-brand-800/25">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-6 py-16 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-[var(--card)] px-3 py-1 text-sm font-medium text-brand-700 dark:border-brand-700 dark:text-brand-200">
            <Sparkles className="size-4" aria-hidden="true" />
            {t('eyebrow')}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight sm:text-6xl">
            <span className="bg-gradient-to-r from-brand-600 to-accent-600 bg-clip-text text-transparent dark:from-brand-200 dark:to-fuchsia-300">
              {t('title')}
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-[var(--fg-muted)]">{t('subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button size="lg" variant="gradient" asChild>
              <Link to="/learn-more">
                {t('primaryCta')} <ArrowRight className="size-5" aria-hidden="true" />
              </Link>
            </Button>
            <Button size="lg" variant="secondary" asChild>
              <Link to="/group-programs">{t('secondaryCta')}</Link>
            </Button>
          </div>
          <p className="mt-6 flex items-center gap-2 text-sm text-[var(--fg-muted)]">
            <ShieldCheck className="size-4 text-emerald-600" aria-hidden="true" />
            {t('trust')}
          </p>
        </div>
        <figure className="relative mx-auto w-full max-w-md">
          <div
            className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-tr from-brand-200 to-fuchsia-200 opacity-60 blur-2xl dark:from-brand-800 dark:to-fuchsia-900"
            aria-hidden="true"
          />
          <div className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-xl">
            <p className="text-xs font-semibold tracking-wide text-[var(--fg-muted)] uppercase">{t('example.label')}</p>
            <p className="mt-3 rounded-xl bg-[var(--bg-subtle)] p-3 font-medium">{t('example.question')}</p>
            <div className="mt-3 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50">
              <Lightbulb className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <p>
                <span className="font-semibold">{t('example.hintLabel')}</span> {t('example.hint')}
              </p>
            </div>
            <p className="mt-3 rounded-xl bg-brand-50 p-3 text-brand-800 dark:bg-brand-800/30 dark:text-brand-100">
              {t('example.nextStep')}
            </p>
          </div>
          <figcaption className="mt-3 text-center text-sm text-[var(--fg-muted)]">{t('example.caption')}</figcaption>
        </figure>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

export function ClosingCta() {
  const { t } = useTranslation('hero');
  return (
    <section className="px-6 pb-20">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-r from-brand-700 to-accent-600 px-8 py-14 text-center text-white shadow-xl">
        <h2 className="text-3xl font-bold tracking-tight">{t('closing.title')}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-white/90">{t('closing.body')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button size="lg" variant="light" asChild>
            <Link to="/learn-more">{t('closing.primary')}</Link>
          </Button>
          <Button size="lg" variant="outlineLight" asChild>
            <Link to="/contact">{t('closing.secondary')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

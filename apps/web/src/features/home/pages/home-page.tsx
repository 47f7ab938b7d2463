import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ClosingCta } from '../components/closing-cta';
import { FeatureGrid } from '../components/feature-grid';
import { GradeSelection } from '../components/grade-selection';
import { Hero } from '../components/hero';
import { Testimonials } from '../components/testimonials';

export function HomePage() {
  const { t } = useTranslation('hero');
  useDocumentTitle(t('title'));
  return (
    <>
      <Hero />
      <GradeSelection />
      <FeatureGrid />
      <Testimonials />
      <ClosingCta />
    </>
  );
}

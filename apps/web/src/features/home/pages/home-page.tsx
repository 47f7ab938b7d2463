import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ClosingCta } from '../components/closing-cta';
import { FeatureGrid } from '../components/feature-grid';
import { GradeSelection } from '../components/grade-selection';
import { Hero } from '../components/hero';
import { Testimonials } from '../components/testimonials';
import { homeNamespaces } from '../home-namespaces';

export function HomePage() {
  const { t } = useTranslation(homeNamespaces);
  useDocumentTitle(t('hero:title'));
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

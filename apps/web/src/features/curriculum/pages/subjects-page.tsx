import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHero } from '../../../components/page-hero';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../stores/session-store';
import { useBand } from '../band-param';
import { BandPicker } from '../components/band-picker';
import { SubjectCards } from '../components/subject-cards';

/** /learn and /subjects: the subjects of a grade band (the remembered one), each a course of units and topics. */
export function SubjectsPage() {
  const { t } = useTranslation('curriculum');
  useDocumentTitle(t('subjectsPage.title'));
  const session = useSession();
  const [band, setBand] = useBand();
  return (
    <>
      <PageHero eyebrow={t('subjectsPage.eyebrow')} title={t('subjectsPage.title')} lead={t('subjectsPage.lead')} />
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-6 py-10">
        <BandPicker band={band} onChange={setBand} />
        <SubjectCards band={band} signedIn={session.status === 'signedIn'} />
        <nav aria-label={t('subjectsPage.more')} className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
          <Link className="text-brand-700 underline dark:text-brand-300" to={`/education?band=${band}`}>
            {t('links.allTopics')}
          </Link>
          <Link className="text-brand-700 underline dark:text-brand-300" to={`/grade-specific?band=${band}`}>
            {t('links.gradeSpecific')}
          </Link>
          <Link className="text-brand-700 underline dark:text-brand-300" to={`/grade-dashboard?band=${band}`}>
            {t('links.dashboard')}
          </Link>
        </nav>
      </div>
    </>
  );
}

import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { tutorSubjects, type TutorSubject } from '@brainboost/domain/tutor/tutor-subjects';
import { LoadingFallback } from '../../../components/loading-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useConversation } from '../api/tutor-api';
import { AskPanel } from '../components/ask-panel';
import { WorksheetEntryLink } from '../components/worksheet-entry-link';
import { RequireSignIn } from '../../../components/require-sign-in';

function HomeworkHelp() {
  const { t } = useTranslation('homework');
  const [params, setParams] = useSearchParams();
  const id = params.get('c');
  const conversation = useConversation(id);
  // Arriving from /ai-tutors: that tutor, with its starter question in the box.
  const subjectParam = params.get('subject');
  const subject = (tutorSubjects as readonly string[]).includes(subjectParam ?? '') ? (subjectParam as TutorSubject) : undefined;
  const starter = params.get('q')?.slice(0, 1000);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-2 text-[var(--fg-muted)]">{t('description')}</p>
          {subject && <p className="mt-2 text-sm font-medium">{t('tutors.selected', { name: t(`tutors.subjects.${subject}.name`) })}</p>}
        </div>
        <div className="flex flex-col items-start gap-2">
          <WorksheetEntryLink />
          <Link to="/chat" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline dark:text-brand-300">
            <MessagesSquare className="size-4" aria-hidden="true" />
            {t('history')}
          </Link>
        </div>
      </div>
      {id && conversation.isPending ? (
        <LoadingFallback />
      ) : (
        <AskPanel
          key={id ?? 'new'}
          conversationId={id}
          history={conversation.data?.messages ?? []}
          subject={subject}
          initialQuestion={starter}
          onConversation={(c) => c !== id && setParams({ c, ...(subject ? { subject } : {}) }, { replace: true })}
        />
      )}
      <p className="text-sm text-[var(--fg-muted)]">{t('privacy')}</p>
    </div>
  );
}

/** /homework-help: ask by typing, then hint → next step → full solution. */
export function HomeworkHelpPage() {
  const { t } = useTranslation('homework');
  useDocumentTitle(t('title'));
  return (
    <RequireSignIn>
      <HomeworkHelp />
    </RequireSignIn>
  );
}

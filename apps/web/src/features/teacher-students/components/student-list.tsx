import { Hourglass, Languages, MessagesSquare, ShieldAlert, UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TeacherStudent } from '@brainboost/domain/schemas/teacher-students';
import { Button } from '../../../components/ui/button';
import { useFormatDate } from '../../../components/use-format-date';

/** A student's language courses in one line: the counters and which courses they have lessons in. */
function LanguageProgress({ progress }: { progress: NonNullable<TeacherStudent['languages']> }) {
  const { t } = useTranslation('teacher');
  return (
    <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-[var(--fg-muted)]">
      <Languages className="size-4" aria-hidden="true" />
      <span className="sr-only">{t('languageProgress.heading')}:</span>
      {progress.lessonsCompleted === 0 ? (
        <span>{t('languageProgress.none')}</span>
      ) : (
        <>
          <span>
            {t('languageProgress.summary', { lessons: progress.lessonsCompleted, words: progress.wordsLearned, days: progress.streakDays })}
          </span>
          <span>
            {t('languageProgress.courses', { courses: progress.courses.map((c) => t(`languageProgress.course.${c}`)).join(', ') })}
          </span>
        </>
      )}
    </p>
  );
}

/** A teacher's students: since when, tutor activity and flags (the most recently flagged first), language progress, and the actions. */
export function StudentList({ students, onRemove }: { students: TeacherStudent[]; onRemove: (student: TeacherStudent) => void }) {
  const { t } = useTranslation('teacher');
  const formatDate = useFormatDate();
  return (
    <ul className="flex flex-col divide-y divide-[var(--border)]">
      {students.map((student) => (
        <li key={student.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-start gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-600 text-sm font-bold text-white"
            >
              {student.name.slice(0, 1).toUpperCase()}
            </span>
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="truncate font-semibold">{student.name}</span>
                {student.status === 'pending_parent' ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
                    <Hourglass className="size-3" aria-hidden="true" />
                    {t('students.waitingForParent')}
                  </span>
                ) : (
                  student.flaggedCount !== null &&
                  student.flaggedCount > 0 && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-900/40 dark:text-red-100">
                      <ShieldAlert className="size-3" aria-hidden="true" />
                      {t('students.flagged', { count: student.flaggedCount })}
                    </span>
                  )
                )}
              </p>
              <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-[var(--fg-muted)]">
                <span>{t('students.since', { date: formatDate(student.since) })}</span>
                {student.conversationCount !== null && <span>{t('students.conversations', { count: student.conversationCount })}</span>}
                {student.lastFlaggedAt && <span>{t('students.lastFlagged', { date: formatDate(student.lastFlaggedAt) })}</span>}
              </p>
              {student.languages && <LanguageProgress progress={student.languages} />}
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">
            {student.status === 'active' && (
              <Button asChild size="sm" variant="secondary">
                <Link to={`/teacher/students/${student.id}/chats`} aria-label={t('students.chatsLabel', { name: student.name })}>
                  <MessagesSquare className="size-4" aria-hidden="true" />
                  {t('students.chats')}
                </Link>
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onRemove(student)}
              aria-label={t('students.removeLabel', { name: student.name })}
            >
              <UserMinus className="size-4" aria-hidden="true" />
              {t('students.remove')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

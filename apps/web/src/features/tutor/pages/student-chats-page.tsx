import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingFallback } from '../../../components/loading-fallback';
import { RequireTeacher } from '../../../components/require-teacher';
import { useTeacherStudents } from '../../../lib/teacher-students-query';
import { OverseenChats } from '../components/overseen-chats';

function StudentChats({ studentId }: { studentId: string }) {
  const { t } = useTranslation('homework');
  const students = useTeacherStudents();
  if (students.isPending) return <LoadingFallback />;
  const name = students.data?.students.find((s) => s.id === studentId)?.name ?? '';
  return (
    <OverseenChats
      base={`/api/teacher/students/${encodeURIComponent(studentId)}`}
      name={name}
      back={{ to: '/teacher-dashboard', label: t('studentChats.back') }}
      intro={t('studentChats.intro', { name })}
    />
  );
}

/** /teacher/students/:studentId/chats: a teacher reads what an active student asked the tutor, flagged exchanges marked. */
export function StudentChatsPage() {
  const { studentId = '' } = useParams();
  return <RequireTeacher>{() => <StudentChats studentId={studentId} />}</RequireTeacher>;
}

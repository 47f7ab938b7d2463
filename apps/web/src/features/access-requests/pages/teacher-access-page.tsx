import { zodResolver } from '@hookform/resolvers/zod';
import { GraduationCap } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  teacherFieldMaxLength,
  teacherMessageMaxLength,
  teacherRequestInputSchema,
  type MyAccessRequests,
} from '@brainboost/domain/schemas/access-requests';
import { applyServerErrors } from '../../../components/forms/apply-server-errors';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldError } from '../../../components/forms/use-field-error';
import { LoadingFallback } from '../../../components/loading-fallback';
import { ParentManagedNotice } from '../../../components/parent-managed-notice';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { SectionCard } from '../../../components/ui/section-card';
import { useDocumentTitle } from '../../../components/use-document-title';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../stores/session-store';
import { useMyAccessRequests, useRequestTeacherAccess } from '../api/my-access-requests';
import { RequestStatus } from '../components/request-status';
import { SignInPrompt } from '../components/sign-in-prompt';

function TeacherRequestForm() {
  const { t } = useTranslation('access');
  const fieldError = useFieldError();
  const mutation = useRequestTeacherAccess();
  const form = useForm({ resolver: zodResolver(teacherRequestInputSchema), defaultValues: { schoolName: '', subject: '', message: '' } });
  const { errors, isSubmitting } = form.formState;
  const length = form.watch('message')?.length ?? 0;
  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast.success(t('teacher.sent'));
    } catch (err) {
      applyServerErrors(err, form.setError, (message) => toast.error(message), t('errors:generic.internal'));
    }
  });
  return (
    <SectionCard title={t('teacher.formTitle')} description={t('teacher.formDescription')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label={t('teacher.school')} error={fieldError(errors.schoolName?.message)}>
          {(p) => <Input {...p} autoComplete="organization" maxLength={teacherFieldMaxLength + 20} {...form.register('schoolName')} />}
        </Field>
        <Field label={t('teacher.subject')} hint={t('teacher.subjectHint')} error={fieldError(errors.subject?.message)}>
          {(p) => <Input {...p} maxLength={teacherFieldMaxLength + 20} {...form.register('subject')} />}
        </Field>
        <Field
          label={t('teacher.message')}
          error={fieldError(errors.message?.message)}
          hint={t('charactersLeft', { count: teacherMessageMaxLength - length })}
        >
          {(p) => <Textarea {...p} rows={4} maxLength={teacherMessageMaxLength + 100} {...form.register('message')} />}
        </Field>
        <SubmitButton pending={isSubmitting} className="self-start">
          {t('teacher.submit')}
        </SubmitButton>
      </form>
    </SectionCard>
  );
}

function TeacherStatus({ data }: { data: MyAccessRequests }) {
  const { t } = useTranslation('access');
  const request = data.teacher;
  const hasRole = data.role !== 'student';
  const status = hasRole ? 'approved' : (request?.status ?? 'none');
  const explanation = hasRole && request?.status !== 'approved' ? t('teacher.explain.hasRole') : t(`teacher.explain.${status}`);
  return (
    <>
      <RequestStatus request={hasRole && request?.status !== 'approved' ? null : request} status={status} explanation={explanation} />
      {!hasRole && status !== 'pending' && <TeacherRequestForm />}
    </>
  );
}

/** /teacher-access: a teacher asks for the teacher role and sees where the request stands. */
export function TeacherAccessPage() {
  const { t } = useTranslation(['access', 'children']);
  useDocumentTitle(t('teacher.title'));
  const session = useSession();
  // Roles are for adults: the server refuses a child's request, so a child is not offered the form.
  const isChild = session.status === 'signedIn' && session.me.user.isChild;
  const mine = useMyAccessRequests(session.status === 'signedIn' && !isChild);
  if (session.status === 'loading') return <LoadingFallback />;
  if (session.status === 'signedOut') return <SignInPrompt title={t('teacher.title')} lead={t('teacher.lead')} />;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-12">
      <div className="flex items-start gap-4">
        <span className="rounded-xl bg-brand-50 p-3 text-brand-700 dark:bg-brand-800/40 dark:text-brand-200">
          <GraduationCap className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('teacher.title')}</h1>
          <p className="mt-1 text-[var(--fg-muted)]">{t('teacher.lead')}</p>
        </div>
      </div>
      {isChild ? (
        <ParentManagedNotice message={t('children:childAccount.teacherAccess')} />
      ) : (
        <>
          {mine.isPending && <LoadingFallback />}
          {mine.isError && <p role="alert">{mine.error.message}</p>}
          {mine.data && <TeacherStatus data={mine.data} />}
          <p className="rounded-xl border border-[var(--border)] bg-[var(--bg-subtle)] p-4 text-sm">{t('teacher.verificationLater')}</p>
        </>
      )}
    </div>
  );
}

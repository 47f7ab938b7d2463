import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accessNoteMaxLength, vipBetaRequestInputSchema, type MyAccessRequests } from '@brainboost/domain/schemas/access-requests';
import { applyServerErrors } from '../../../components/forms/apply-server-errors';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldError } from '../../../components/forms/use-field-error';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { SectionCard } from '../../../components/ui/section-card';
import { useDocumentTitle } from '../../../components/use-document-title';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../stores/session-store';
import { useMyAccessRequests, useRequestVipBeta } from '../api/my-access-requests';
import { RequestStatus } from '../components/request-status';
import { SignInPrompt } from '../components/sign-in-prompt';

function VipBetaForm() {
  const { t } = useTranslation('access');
  const fieldError = useFieldError();
  const mutation = useRequestVipBeta();
  const form = useForm({ resolver: zodResolver(vipBetaRequestInputSchema), defaultValues: { note: '' } });
  const { errors, isSubmitting } = form.formState;
  const length = form.watch('note')?.length ?? 0;
  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast.success(t('vip.sent'));
    } catch (err) {
      applyServerErrors(err, form.setError, (message) => toast.error(message), t('errors:generic.internal'));
    }
  });
  return (
    <SectionCard title={t('vip.formTitle')} description={t('vip.formDescription')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          label={t('vip.note')}
          error={fieldError(errors.note?.message)}
          hint={t('charactersLeft', { count: accessNoteMaxLength - length })}
        >
          {(p) => <Textarea {...p} rows={4} maxLength={accessNoteMaxLength + 100} {...form.register('note')} />}
        </Field>
        <SubmitButton pending={isSubmitting} className="self-start">
          {t('vip.submit')}
        </SubmitButton>
      </form>
    </SectionCard>
  );
}

function VipBetaStatus({ data }: { data: MyAccessRequests }) {
  const { t } = useTranslation('access');
  const request = data.vipBeta;
  const status = data.betaAccess ? 'approved' : (request?.status ?? 'none');
  const explanation = t(`vip.explain.${status}`);
  return (
    <>
      <RequestStatus request={request} status={status} explanation={explanation} />
      {!data.betaAccess && status !== 'pending' && <VipBetaForm />}
    </>
  );
}

/** /vip-beta: ask for early access to beta features and see where the request stands. */
export function VipBetaPage() {
  const { t } = useTranslation('access');
  useDocumentTitle(t('vip.title'));
  const session = useSession();
  const mine = useMyAccessRequests(session.status === 'signedIn');
  if (session.status === 'loading') return <LoadingFallback />;
  if (session.status === 'signedOut') return <SignInPrompt title={t('vip.title')} lead={t('vip.lead')} />;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-12">
      <div className="flex items-start gap-4">
        <span className="rounded-xl bg-brand-50 p-3 text-brand-700 dark:bg-brand-800/40 dark:text-brand-200">
          <Sparkles className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('vip.title')}</h1>
          <p className="mt-1 text-[var(--fg-muted)]">{t('vip.lead')}</p>
        </div>
      </div>
      {mine.isPending && <LoadingFallback />}
      {mine.isError && <p role="alert">{mine.error.message}</p>}
      {mine.data && <VipBetaStatus data={mine.data} />}
    </div>
  );
}

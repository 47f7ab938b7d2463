import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  createEnterpriseInquiryInputSchema,
  organizationTypes,
  type CreateEnterpriseInquiryInput,
} from '@brainboost/domain/schemas/contact';
import { PageHero } from '../../../components/page-hero';
import { SubmitButton } from '../../../components/forms/submit-button';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useRequestEnterpriseQuote } from '../api/submit-contact';
import { SubmissionReceipt } from '../components/submission-receipt';
import { applyServerErrors } from '../../../components/forms/apply-server-errors';
import { useFieldError } from '../../../components/forms/use-field-error';
import { toast } from '../../../lib/toast';

const benefits = ['dashboards', 'privacy', 'selfHost', 'support'] as const;

export function EnterpriseContactPage() {
  const { t } = useTranslation('contact');
  useDocumentTitle(t('enterprise.title'));
  const mutation = useRequestEnterpriseQuote();
  const form = useForm<CreateEnterpriseInquiryInput>({
    resolver: zodResolver(createEnterpriseInquiryInputSchema),
    defaultValues: {
      name: '',
      email: '',
      organization: '',
      organizationType: 'school',
      role: '',
      seats: '' as unknown as number,
      country: '',
      message: '',
    },
  });
  const { errors } = form.formState;
  const error = useFieldError();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      form.reset();
    } catch (err) {
      applyServerErrors(err, form.setError, (message) => toast.error(message), t('errors:contact.failed'));
    }
  });

  return (
    <>
      <PageHero eyebrow={t('enterprise.eyebrow')} title={t('enterprise.title')} lead={t('enterprise.lead')}>
        <p className="mt-4">
          <Link to="/enterprise-plan" className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200">
            {t('enterprise.planLink')}
          </Link>
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-12 px-6 py-12 lg:grid-cols-[20rem_1fr]">
        <aside>
          <h2 className="text-lg font-semibold">{t('enterprise.benefitsTitle')}</h2>
          <ul className="mt-4 flex flex-col gap-4">
            {benefits.map((b) => (
              <li key={b} className="flex gap-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                <span>
                  <span className="block font-medium">{t(`enterprise.benefits.${b}.title`)}</span>
                  <span className="text-sm text-[var(--fg-muted)]">{t(`enterprise.benefits.${b}.body`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </aside>
        <section aria-labelledby="enterprise-form-title">
          <h2 id="enterprise-form-title" className="sr-only">
            {t('enterprise.formTitle')}
          </h2>
          {mutation.isSuccess ? (
            <SubmissionReceipt
              receipt={mutation.data}
              title={t('enterprise.sentTitle')}
              body={t('enterprise.sentBody')}
              onAnother={() => mutation.reset()}
            />
          ) : (
            <form
              onSubmit={onSubmit}
              noValidate
              className="flex flex-col gap-5 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm sm:p-8"
            >
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label={t('name')} error={error(errors.name?.message)}>
                  {(p) => <Input {...p} autoComplete="name" {...form.register('name')} />}
                </Field>
                <Field label={t('enterprise.workEmail')} error={error(errors.email?.message)}>
                  {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
                </Field>
                <Field label={t('enterprise.organization')} error={error(errors.organization?.message)}>
                  {(p) => <Input {...p} autoComplete="organization" {...form.register('organization')} />}
                </Field>
                <Field label={t('enterprise.organizationType')} error={error(errors.organizationType?.message)}>
                  {(p) => (
                    <Select {...p} {...form.register('organizationType')}>
                      {organizationTypes.map((type) => (
                        <option key={type} value={type}>
                          {t(`enterprise.organizationTypes.${type}`)}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Field label={t('enterprise.role')} error={error(errors.role?.message)}>
                  {(p) => <Input {...p} autoComplete="organization-title" {...form.register('role')} />}
                </Field>
                <Field label={t('enterprise.seats')} error={error(errors.seats?.message)} hint={t('enterprise.seatsHint')}>
                  {(p) => <Input {...p} type="number" inputMode="numeric" min={1} {...form.register('seats')} />}
                </Field>
                <Field label={t('enterprise.country')} error={error(errors.country?.message)}>
                  {(p) => <Input {...p} autoComplete="country-name" {...form.register('country')} />}
                </Field>
              </div>
              <Field label={t('enterprise.message')} error={error(errors.message?.message)}>
                {(p) => <Textarea {...p} rows={5} {...form.register('message')} />}
              </Field>
              <SubmitButton pending={mutation.isPending} pendingLabel={t('sending')} size="lg" className="self-start">
                {t('enterprise.send')}
              </SubmitButton>
            </form>
          )}
        </section>
      </div>
    </>
  );
}

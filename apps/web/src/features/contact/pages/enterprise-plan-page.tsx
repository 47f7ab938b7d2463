import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enterprisePlanMaxSeats, enterprisePlanMinSeats } from '@brainboost/domain/billing/enterprise-estimate';
import { gradeBands } from '@brainboost/domain/school/grade-band';
import { createEnterprisePlanRequestInputSchema, type CreateEnterprisePlanRequestInput } from '@brainboost/domain/schemas/enterprise-plan';
import { applyServerErrors } from '../../../components/forms/apply-server-errors';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldError } from '../../../components/forms/use-field-error';
import { PageHero } from '../../../components/page-hero';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { useDocumentTitle } from '../../../components/use-document-title';
import { toast } from '../../../lib/toast';
import { useRequestEnterprisePlan, useSeatPrices } from '../api/enterprise-plan-api';
import { EnterpriseEstimate } from '../components/enterprise-estimate';
import { SubmissionReceipt } from '../components/submission-receipt';

type Cycle = 'monthly' | 'annual';

/**
 * /enterprise-plan: a school's seat-based quote request with a live estimate (Premium per seat,
 * volume discount), stored and mailed by the server, which computes the estimate again itself.
 */
export function EnterprisePlanPage() {
  const { t, i18n } = useTranslation('enterprisePlan');
  useDocumentTitle(t('title'));
  const error = useFieldError();
  const prices = useSeatPrices();
  const mutation = useRequestEnterprisePlan();
  const locale = i18n.resolvedLanguage === 'yue' ? 'zh-HK' : (i18n.resolvedLanguage ?? 'en');
  const format = (cents: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  const form = useForm<CreateEnterprisePlanRequestInput>({
    resolver: zodResolver(createEnterprisePlanRequestInputSchema),
    defaultValues: { contactName: '', email: '', organization: '', seats: 100, gradeBands: [], billingCycle: 'annual', message: '' },
  });
  const { errors } = form.formState;
  const cycle = form.watch('billingCycle') as Cycle;
  const seatsValue = Number(form.watch('seats'));
  const seats =
    Number.isInteger(seatsValue) && seatsValue >= enterprisePlanMinSeats && seatsValue <= enterprisePlanMaxSeats ? seatsValue : null;
  const price = prices.data?.[cycle] ?? null;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
    } catch (err) {
      applyServerErrors(err, form.setError, (message) => toast.error(message), t('errors:contact.failed'));
    }
  });

  const receipt = mutation.data;
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
        <p className="mt-4">
          <Link to="/enterprise-contact" className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200">
            {t('contactLink')}
          </Link>
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-12 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="plan-form-title">
          <h2 id="plan-form-title" className="sr-only">
            {t('formTitle')}
          </h2>
          {receipt ? (
            <SubmissionReceipt
              receipt={receipt}
              title={t('sentTitle')}
              body={t('sentBody')}
              anotherLabel={t('sendAnother')}
              onAnother={() => {
                mutation.reset();
                form.reset();
              }}
            >
              <p className="mt-2 font-medium" data-testid="sent-estimate">
                {t('sentEstimate', {
                  total: format(receipt.estimate.totalCents, receipt.estimate.currency),
                  per: t(`per.${form.getValues('billingCycle')}`),
                  seats: form.getValues('seats'),
                })}
              </p>
            </SubmissionReceipt>
          ) : (
            <form
              onSubmit={onSubmit}
              noValidate
              className="flex flex-col gap-5 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm sm:p-8"
            >
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label={t('contactName')} error={error(errors.contactName?.message)}>
                  {(p) => <Input {...p} autoComplete="name" {...form.register('contactName')} />}
                </Field>
                <Field label={t('workEmail')} error={error(errors.email?.message)}>
                  {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
                </Field>
                <Field label={t('organization')} error={error(errors.organization?.message)}>
                  {(p) => <Input {...p} autoComplete="organization" {...form.register('organization')} />}
                </Field>
                <Field
                  label={t('seats')}
                  error={error(errors.seats?.message)}
                  hint={t('seatsHint', { min: enterprisePlanMinSeats, max: enterprisePlanMaxSeats.toLocaleString(locale) })}
                >
                  {(p) => (
                    <Input
                      {...p}
                      type="number"
                      inputMode="numeric"
                      min={enterprisePlanMinSeats}
                      max={enterprisePlanMaxSeats}
                      {...form.register('seats')}
                    />
                  )}
                </Field>
              </div>
              <fieldset aria-describedby={errors.gradeBands ? 'grade-bands-error' : undefined}>
                <legend className="text-sm font-medium">{t('gradeBandsLabel')}</legend>
                <div className="mt-2 flex flex-wrap gap-3">
                  {gradeBands.map((band) => (
                    <label
                      key={band}
                      className="flex items-center gap-2 rounded-lg border border-[var(--border)] px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-800/30"
                    >
                      <input type="checkbox" value={band} className="size-4 accent-brand-600" {...form.register('gradeBands')} />
                      {t(`gradeBands.${band}`)}
                    </label>
                  ))}
                </div>
                {errors.gradeBands && (
                  <p id="grade-bands-error" role="alert" className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
                    {error(errors.gradeBands.message ?? errors.gradeBands.root?.message)}
                  </p>
                )}
              </fieldset>
              <fieldset>
                <legend className="mb-2 text-sm font-medium">{t('billingCycle')}</legend>
                <ChoiceGroup
                  label={t('billingCycle')}
                  value={cycle}
                  onValueChange={(value) => form.setValue('billingCycle', value, { shouldValidate: true })}
                  className="grid-cols-2"
                  options={[
                    { value: 'monthly', label: t('cycles.monthly') },
                    { value: 'annual', label: t('cycles.annual') },
                  ]}
                />
              </fieldset>
              <Field label={t('message')} hint={t('messageHint')} error={error(errors.message?.message)}>
                {(p) => <Textarea {...p} rows={4} {...form.register('message')} />}
              </Field>
              <SubmitButton pending={mutation.isPending} pendingLabel={t('sending')} size="lg" className="self-start">
                {t('send')}
              </SubmitButton>
            </form>
          )}
        </section>
        <aside>{!prices.isPending && <EnterpriseEstimate seats={seats} cycle={cycle} price={price} format={format} />}</aside>
      </div>
    </>
  );
}

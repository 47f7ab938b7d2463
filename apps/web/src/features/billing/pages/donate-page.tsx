import { HeartHandshake, Lock } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  donationAmountProblem,
  donationMaxCents,
  donationMinCents,
  donationPresetsCents,
  parseDonationAmount,
  type DonationInterval,
} from '@brainboost/domain/billing/donations';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldError } from '../../../components/forms/use-field-error';
import { PageHero } from '../../../components/page-hero';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { AskParent } from '../components/ask-parent';
import { useIsChild } from '../components/use-is-child';
import { useSession } from '../../../stores/session-store';
import { useStartDonation } from '../api/donations-api';
import { useFormatMoney } from '../components/use-format-money';
import { usePurchaseKey } from '../components/use-purchase-key';

type AmountChoice = `${number}` | 'custom';
const currency = 'usd';

/**
 * /donate: once or monthly, a suggested amount or any other from $1 to $10,000. The server checks
 * the amount again and creates the checkout; signed out, the receipt email is asked for.
 */
export function DonatePage() {
  const { t } = useTranslation('donate');
  useDocumentTitle(t('title'));
  const money = useFormatMoney();
  const fieldError = useFieldError();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const isChild = useIsChild();
  const [interval, setFrequency] = useState<DonationInterval>('once');
  const [choice, setChoice] = useState<AmountChoice>(`${donationPresetsCents[1]}`);
  const [custom, setCustom] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; email?: string; form?: string }>({});
  const start = useStartDonation();
  const amountCents = choice === 'custom' ? parseDonationAmount(custom) : Number(choice);
  // One key per donation the donor means: a double click, a retry or a reload opens one checkout; a change makes a new one.
  const purchase = usePurchaseKey(`donation:${interval}:${amountCents}:${email.trim().toLowerCase()}`);
  const bounds = { min: money(donationMinCents, currency), max: money(donationMaxCents, currency) };
  const options = useMemo(
    () => [
      ...donationPresetsCents.map((cents) => ({ value: `${cents}` as AmountChoice, label: money(cents, currency) })),
      { value: 'custom' as AmountChoice, label: t('custom') },
    ],
    [money, t],
  );

  const amountMessage = (cents: number | null) => {
    if (cents === null) return custom.trim() ? t('errors.amountInvalid') : t('errors.amountRequired');
    const problem = donationAmountProblem(cents);
    if (problem === 'belowMinimum') return t('errors.belowMinimum', bounds);
    if (problem === 'aboveMaximum') return t('errors.aboveMaximum', bounds);
    return problem ? t('errors.amountInvalid') : undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { amount: amountMessage(amountCents), email: !signedIn && !email.trim() ? t('errors.emailRequired') : undefined };
    setErrors(next);
    if (next.amount || next.email || amountCents === null) return;
    try {
      const session = await start.mutateAsync({
        amountCents,
        interval,
        idempotencyKey: purchase.key(),
        ...(signedIn ? {} : { email: email.trim() }),
      });
      purchase.opened(session.checkoutId);
      window.location.assign(session.url);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
        setErrors({ amount: fieldError(err.fields['amountCents']), email: fieldError(err.fields['email']) });
        return;
      }
      setErrors({ form: err instanceof ApiError && err.status !== 500 && err.status !== 0 ? err.message : t('errors.failed') });
    }
  };

  const ready = amountCents !== null && donationAmountProblem(amountCents) === null;
  const amountText = ready ? money(amountCents, currency) : '';
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto grid max-w-5xl gap-10 px-6 py-12 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="donate-form-title">
          <h2 id="donate-form-title" className="sr-only">
            {t('formTitle')}
          </h2>
          {isChild ? (
            <AskParent />
          ) : (
            <form
              onSubmit={onSubmit}
              noValidate
              className="flex flex-col gap-6 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm sm:p-8"
            >
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-medium">{t('frequency')}</legend>
                <ChoiceGroup
                  label={t('frequency')}
                  value={interval}
                  onValueChange={setFrequency}
                  className="grid-cols-2"
                  options={[
                    { value: 'once', label: t('once') },
                    { value: 'monthly', label: t('monthly') },
                  ]}
                />
              </fieldset>
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-medium">{t('amount')}</legend>
                <ChoiceGroup
                  label={t('presets')}
                  value={choice}
                  onValueChange={setChoice}
                  className="grid-cols-2 sm:grid-cols-5"
                  options={options}
                />
                {choice === 'custom' ? (
                  <div className="mt-2">
                    <Field label={t('custom')} hint={t('customHint', bounds)} error={errors.amount}>
                      {(p) => (
                        <Input
                          {...p}
                          inputMode="decimal"
                          autoComplete="off"
                          placeholder="25.00"
                          value={custom}
                          onChange={(e) => setCustom(e.target.value)}
                        />
                      )}
                    </Field>
                  </div>
                ) : (
                  errors.amount && (
                    <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
                      {errors.amount}
                    </p>
                  )
                )}
              </fieldset>
              {signedIn ? (
                session.me.user.email && (
                  <p className="text-sm text-[var(--fg-muted)]">{t('signedInAs', { email: session.me.user.email })}</p>
                )
              ) : (
                <Field label={t('email')} hint={t('emailHint')} error={errors.email}>
                  {(p) => <Input {...p} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
                </Field>
              )}
              {ready && (
                <p className="rounded-lg bg-[var(--bg-subtle)] p-3 text-sm" aria-live="polite" data-testid="donation-summary">
                  {t(interval === 'monthly' ? 'summaryMonthly' : 'summaryOnce', { amount: amountText })}
                </p>
              )}
              {errors.form && <FormAlert message={errors.form} />}
              <SubmitButton pending={start.isPending} pendingLabel={t('starting')} size="lg" className="self-start">
                <HeartHandshake className="size-5" aria-hidden="true" />
                {ready ? t(interval === 'monthly' ? 'giveMonthly' : 'give', { amount: amountText }) : t('title')}
              </SubmitButton>
            </form>
          )}
        </section>
        <aside className="flex flex-col gap-4 text-sm">
          <p className="flex gap-2">
            <Lock className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
            <span>{t('secure')}</span>
          </p>
          <p>{t('noAccess')}</p>
          <Link to="/pricing" className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200">
            {t('plansLink')}
          </Link>
        </aside>
      </div>
    </>
  );
}

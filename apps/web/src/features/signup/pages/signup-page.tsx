import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { needsParentalConsent } from '@brainboost/domain/accounts/age';
import { AdultSignupForm } from '../components/adult-signup-form';
import { AgeStep, type Birth } from '../components/age-step';
import { CheckEmail } from '../components/check-email';
import { ChildSignupForm } from '../components/child-signup-form';
import { ParentEmailSent } from '../components/parent-email-sent';
import { PhoneCodeStep } from '../components/phone-code-step';
import { SignupCard } from '../components/signup-card';

type Step =
  | { kind: 'age' }
  | { kind: 'details'; birth: Birth }
  | { kind: 'check-email'; email: string }
  | { kind: 'enter-phone-code'; phone: string }
  | { kind: 'parent-sent'; parentEmail: string };

/** The answer to the age question is kept for this tab, so going back does not offer a second try. */
const birthKey = 'signup-birth';

function rememberedBirth(): Birth | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(birthKey) ?? 'null') as Birth | null;
    return value && Number.isInteger(value.year) && Number.isInteger(value.month) ? value : null;
  } catch {
    return null;
  }
}

/** /signup: the neutral age question first, then the details that apply, then what happens next. */
export function SignupPage() {
  const { t } = useTranslation('signup');
  const [step, setStep] = useState<Step>(() => {
    const birth = rememberedBirth();
    return birth ? { kind: 'details', birth } : { kind: 'age' };
  });
  const loginFooter = (
    <span>
      {t('haveAccount')}{' '}
      <Link to="/login" className="font-medium text-brand-700 dark:text-brand-200">
        {t('logIn')}
      </Link>
    </span>
  );

  switch (step.kind) {
    case 'age':
      return (
        <SignupCard title={t('title')} description={t('age.description')} footer={loginFooter}>
          <AgeStep
            onDone={(birth) => {
              sessionStorage.setItem(birthKey, JSON.stringify(birth));
              setStep({ kind: 'details', birth });
            }}
          />
        </SignupCard>
      );
    case 'details':
      return needsParentalConsent(step.birth, new Date()) ? (
        <SignupCard title={t('child.title')} description={t('child.description')} footer={loginFooter}>
          <ChildSignupForm birth={step.birth} onDone={(parentEmail) => setStep({ kind: 'parent-sent', parentEmail })} />
        </SignupCard>
      ) : (
        <SignupCard title={t('title')} description={t('adult.description')} footer={loginFooter}>
          <AdultSignupForm
            birth={step.birth}
            onDone={(done) =>
              setStep(
                done.next === 'check-email' ? { kind: 'check-email', email: done.email } : { kind: 'enter-phone-code', phone: done.phone },
              )
            }
          />
        </SignupCard>
      );
    case 'check-email':
      return (
        <SignupCard title={t('checkEmail.title')}>
          <CheckEmail email={step.email} />
        </SignupCard>
      );
    case 'enter-phone-code':
      return (
        <SignupCard title={t('phoneCode.title')}>
          <PhoneCodeStep phone={step.phone} />
        </SignupCard>
      );
    case 'parent-sent':
      return (
        <SignupCard title={t('parentSent.title')}>
          <ParentEmailSent parentEmail={step.parentEmail} />
        </SignupCard>
      );
  }
}

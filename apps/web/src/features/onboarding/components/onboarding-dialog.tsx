import { Brain, Calculator, Globe2, PiggyBank, Rotate3d, Timer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gradeBandRange, gradeBands, type GradeBand } from '@brainboost/domain/school/grade-band';
import { supportedLocales, type Locale } from '@brainboost/domain/i18n/locales';
import { localeNames } from '../../../components/language-switcher';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { completeOnboarding } from '../../../stores/onboarding-state';
import { interests, visitorPreferences, type Interest } from '../../../stores/visitor-preferences';

const interestIcons: Record<Interest, typeof Brain> = {
  homework: Calculator,
  languages: Globe2,
  brainTraining: Brain,
  focus: Timer,
  financialLiteracy: PiggyBank,
  threeD: Rotate3d,
};

const steps = ['language', 'grade', 'interests'] as const;

/** First-visit onboarding: interface language, grade band, interests. Kept on this device only. */
export function OnboardingDialog() {
  const { t, i18n } = useTranslation(['onboarding', 'gradeSelection']);
  const saved = visitorPreferences.use();
  const [step, setStep] = useState(0);
  const [gradeBand, setGradeBand] = useState<GradeBand>(saved.gradeBand ?? 'elementary');
  const [chosen, setChosen] = useState<Interest[]>(saved.interests);
  const current = steps[step] ?? 'language';

  const finish = () => {
    visitorPreferences.set({ gradeBand, interests: chosen });
    completeOnboarding();
  };
  const toggle = (interest: Interest) =>
    setChosen((list) => (list.includes(interest) ? list.filter((i) => i !== interest) : [...list, interest]));

  return (
    <Dialog
      open
      opensByItself
      onOpenChange={(open) => !open && completeOnboarding()}
      title={t(`steps.${current}.title`)}
      description={t(`steps.${current}.description`)}
      closeLabel={t('skip')}
    >
      <p className="mb-4 text-sm font-medium text-[var(--fg-muted)]">{t('progress', { step: step + 1, total: steps.length })}</p>
      {current === 'language' && (
        <ChoiceGroup
          label={t('steps.language.title')}
          value={(i18n.resolvedLanguage ?? 'en') as Locale}
          onValueChange={(lng) => void i18n.changeLanguage(lng)}
          options={supportedLocales.map((locale) => ({ value: locale, label: <span lang={locale}>{localeNames[locale]}</span> }))}
          className="grid-cols-2 sm:grid-cols-3"
        />
      )}
      {current === 'grade' && (
        <ChoiceGroup
          label={t('steps.grade.title')}
          value={gradeBand}
          onValueChange={setGradeBand}
          options={gradeBands.map((band) => ({
            value: band,
            label: t(`gradeSelection:bands.${band}.name`),
            description: t('gradeSelection:grades', gradeBandRange[band]),
          }))}
        />
      )}
      {current === 'interests' && (
        <fieldset>
          <legend className="sr-only">{t('steps.interests.title')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {interests.map((interest) => {
              const Icon = interestIcons[interest];
              const on = chosen.includes(interest);
              return (
                <button
                  key={interest}
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggle(interest)}
                  className={cn(
                    'flex items-center gap-2 rounded-xl border p-3 text-left text-sm font-medium transition-colors',
                    on
                      ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600 dark:bg-brand-800/30'
                      : 'border-[var(--border)] hover:border-brand-500',
                  )}
                >
                  <Icon className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
                  {t(`interests.${interest}`)}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
      <div className="mt-6 flex items-center justify-between gap-2">
        <Button variant="ghost" onClick={completeOnboarding}>
          {t('skip')}
        </Button>
        <div className="flex gap-2">
          {step > 0 && (
            <Button variant="secondary" onClick={() => setStep(step - 1)}>
              {t('back')}
            </Button>
          )}
          {step < steps.length - 1 ? (
            <Button onClick={() => setStep(step + 1)}>{t('next')}</Button>
          ) : (
            <Button onClick={finish}>{t('finish')}</Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}

import { Accessibility, Bell, Monitor, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { fontSizes, textSpacingRange, themes } from '@brainboost/domain/accounts/settings';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { PageHero } from '../../../components/page-hero';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { SectionCard } from '../../../components/ui/section-card';
import { Switch } from '../../../components/ui/switch';
import { useDocumentTitle } from '../../../components/use-document-title';
import { settingsStore } from '../../../stores/settings-store';
import { useSession } from '../../../stores/session-store';
import { AccountSection } from '../components/account/account-section';
import { MyTeachersSection } from '../components/teachers/my-teachers-section';

/** Spec settings: notifications, display and accessibility, kept on this device and applied at once. */
export function SettingsPage() {
  const { t } = useTranslation(['settings', 'accountSecurity']);
  useDocumentTitle(t('title'));
  const settings = settingsStore.use();
  const { notifications, display, accessibility } = settings;
  const session = useSession();

  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-12">
        <SectionCard
          icon={<Monitor className="size-5" aria-hidden="true" />}
          title={t('display.title')}
          description={t('display.description')}
        >
          <div className="divide-y divide-[var(--border)]">
            <div className="py-3">
              <p className="mb-2 font-medium">{t('display.theme')}</p>
              <ChoiceGroup
                label={t('display.theme')}
                value={display.theme}
                onValueChange={(theme) => settingsStore.update({ display: { theme } })}
                options={themes.map((v) => ({ value: v, label: t(`display.themes.${v}`) }))}
                className="grid-cols-3"
              />
            </div>
            <div className="py-3">
              <p className="mb-2 font-medium">{t('display.fontSize')}</p>
              <ChoiceGroup
                label={t('display.fontSize')}
                value={display.fontSize}
                onValueChange={(fontSize) => settingsStore.update({ display: { fontSize } })}
                options={fontSizes.map((v) => ({ value: v, label: t(`display.fontSizes.${v}`) }))}
                className="grid-cols-3"
              />
            </div>
            <div className="py-3">
              <LanguageSwitcher />
            </div>
          </div>
        </SectionCard>

        <SectionCard
          icon={<Accessibility className="size-5" aria-hidden="true" />}
          title={t('accessibility.title')}
          description={t('accessibility.description')}
        >
          <div className="divide-y divide-[var(--border)]">
            {(['reducedMotion', 'highContrast', 'enhancedFocus'] as const).map((key) => (
              <Switch
                key={key}
                label={t(`accessibility.${key}`)}
                description={t(`accessibility.${key}Hint`)}
                checked={accessibility[key]}
                onCheckedChange={(value) => settingsStore.update({ accessibility: { [key]: value } })}
              />
            ))}
            <div className="py-3">
              <label htmlFor="text-spacing" className="font-medium">
                {t('accessibility.textSpacing')}
              </label>
              <p id="text-spacing-hint" className="text-sm text-[var(--fg-muted)]">
                {t('accessibility.textSpacingHint')}
              </p>
              <div className="mt-2 flex items-center gap-4">
                <input
                  id="text-spacing"
                  type="range"
                  min={textSpacingRange.min}
                  max={textSpacingRange.max}
                  step={textSpacingRange.step}
                  value={accessibility.textSpacing}
                  aria-describedby="text-spacing-hint"
                  aria-valuetext={`${accessibility.textSpacing}×`}
                  onChange={(e) => settingsStore.update({ accessibility: { textSpacing: Number(e.target.value) } })}
                  className="w-full accent-brand-600"
                />
                <output htmlFor="text-spacing" className="w-12 text-right font-mono">
                  {accessibility.textSpacing}×
                </output>
              </div>
            </div>
          </div>
        </SectionCard>

        <SectionCard
          icon={<Bell className="size-5" aria-hidden="true" />}
          title={t('notifications.title')}
          description={t('notifications.description')}
        >
          <div className="divide-y divide-[var(--border)]">
            {(['email', 'push'] as const).map((key) => (
              <Switch
                key={key}
                label={t(`notifications.${key}`)}
                description={t(`notifications.${key}Hint`)}
                checked={notifications[key]}
                onCheckedChange={(value) => settingsStore.update({ notifications: { [key]: value } })}
              />
            ))}
          </div>
        </SectionCard>

        <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-[var(--fg-muted)]">{t('storedLocally')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              settingsStore.reset();
              toast.success(t('resetDone'));
            }}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('reset')}
          </Button>
        </div>
        {session.status === 'signedOut' && (
          <p className="text-sm">
            <Link className="font-medium text-brand-700 underline dark:text-brand-200" to="/login?returnTo=%2Fsettings">
              {t('accountSecurity:signInToManage')}
            </Link>
          </p>
        )}
        {session.status === 'signedIn' && <MyTeachersSection />}
        {session.status === 'signedIn' && (
          <div className="mt-6 border-t border-[var(--border)] pt-10">
            <AccountSection />
          </div>
        )}
      </div>
    </>
  );
}

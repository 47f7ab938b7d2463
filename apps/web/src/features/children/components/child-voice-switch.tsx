import { Mic } from 'lucide-react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChildSummary } from '@brainboost/domain/schemas/children';
import { useSetChildVoice } from '../api/set-child-voice';

/** The parent's "Voice features" switch for one approved child (issue 30): off until they turn it on. */
export function ChildVoiceSwitch({ child }: { child: ChildSummary }) {
  const { t } = useTranslation('children');
  const id = useId();
  const setVoice = useSetChildVoice();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl bg-[var(--bg-subtle)] px-4 py-3">
      <div className="flex min-w-0 gap-3">
        <Mic className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
        <div className="min-w-0">
          <label htmlFor={id} className="text-sm font-medium">
            {t('voice.label')}
          </label>
          <p id={`${id}-d`} className="text-sm text-[var(--fg-muted)]">
            {t('voice.description')}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <span className="text-sm font-medium" aria-hidden="true">
          {child.voiceAllowed ? t('voice.on') : t('voice.off')}
        </span>
        <SwitchPrimitive.Root
          id={id}
          checked={child.voiceAllowed}
          onCheckedChange={(allowed) => setVoice.mutate({ child, allowed })}
          aria-label={t('voice.switchLabel', { username: child.username })}
          aria-describedby={`${id}-d`}
          className="relative h-6 w-11 shrink-0 rounded-full bg-slate-500 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:bg-brand-600"
        >
          <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </SwitchPrimitive.Root>
      </div>
    </div>
  );
}

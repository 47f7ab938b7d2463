import { GraduationCap, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VoiceChatOptions, VoiceChatPartner } from '@brainboost/domain/schemas/voice-chat';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';

/** The tutor, or a language course's role-play partner (course, then scenario). Language partners need a configured model. */
export function PartnerPicker({
  options,
  partner,
  onChange,
}: {
  options: VoiceChatOptions;
  partner: VoiceChatPartner;
  onChange: (partner: VoiceChatPartner) => void;
}) {
  const { t } = useTranslation('voiceChat');
  const partnersAvailable = options.engine === 'model' && options.courses.some((c) => c.scenarios.length > 0);
  const firstOf = (courseId: string): VoiceChatPartner => {
    const course = options.courses.find((c) => c.id === courseId) ?? options.courses[0]!;
    return { course: course.id, scenario: course.scenarios[0]!.id };
  };
  const kind = partner === 'tutor' ? 'tutor' : 'language';
  const course = partner === 'tutor' ? null : options.courses.find((c) => c.id === partner.course);
  return (
    <div className="flex flex-col gap-4">
      <ChoiceGroup
        label={t('partner.legend')}
        value={kind}
        onValueChange={(value) => onChange(value === 'tutor' ? 'tutor' : firstOf(options.courses[0]!.id))}
        className="sm:grid-cols-2"
        options={[
          {
            value: 'tutor',
            label: t('partner.tutor'),
            description: t('partner.tutorHint'),
            icon: <GraduationCap className="mt-0.5 size-5 text-brand-700 dark:text-brand-200" aria-hidden="true" />,
          },
          ...(partnersAvailable
            ? [
                {
                  value: 'language' as const,
                  label: t('partner.language'),
                  description: t('partner.languageHint'),
                  icon: <Languages className="mt-0.5 size-5 text-brand-700 dark:text-brand-200" aria-hidden="true" />,
                },
              ]
            : []),
        ]}
      />
      {course && partner !== 'tutor' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('partner.course')}>
            {(field) => (
              <Select {...field} value={course.id} onChange={(e) => onChange(firstOf(e.target.value))}>
                {options.courses.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.nativeTitle} ({c.title})
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('partner.scenario')}>
            {(field) => (
              <Select {...field} value={partner.scenario} onChange={(e) => onChange({ course: course.id, scenario: e.target.value })}>
                {course.scenarios.map((s) => (
                  <option key={s.id} value={s.id}>
                    {t(`partner.levels.${s.level}`)} · {s.title}: {s.scenario}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      )}
    </div>
  );
}

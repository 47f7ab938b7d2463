import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { joinClassInputSchema } from '@brainboost/domain/schemas/teacher-students';
import { applyServerErrors } from '../../../../components/forms/apply-server-errors';
import { FormAlert } from '../../../../components/forms/form-alert';
import { SubmitButton } from '../../../../components/forms/submit-button';
import { useFieldError } from '../../../../components/forms/use-field-error';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../lib/toast';
import { joinClass } from '../../api/my-teachers';

type FormInput = z.input<typeof joinClassInputSchema>;
type FormOutput = z.output<typeof joinClassInputSchema>;

/** Enter a class code to join a teacher, told first that the teacher will read the tutor chats. */
export function JoinClassForm() {
  const { t } = useTranslation('teacher');
  const fieldError = useFieldError();
  const [problem, setProblem] = useState<string>();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(joinClassInputSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      const { teachers } = await joinClass(values);
      form.reset();
      const joined = teachers[0];
      toast.success(
        joined?.status === 'pending_parent'
          ? t('settings.joinedPending', { name: joined.name })
          : t('settings.joined', { name: joined?.name ?? '' }),
      );
    } catch (err) {
      applyServerErrors(err, form.setError, setProblem, t('errors:generic.internal'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50">
        <Eye className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{t('settings.consequence')}</p>
          <p className="mt-1">{t('settings.consequenceDetail')}</p>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <Field label={t('settings.codeLabel')} hint={t('settings.codeHint')} error={fieldError(errors.code?.message)}>
          {(p) => (
            <Input
              {...p}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={12}
              className="font-mono tracking-[0.2em] uppercase"
              {...form.register('code')}
            />
          )}
        </Field>
        <SubmitButton pending={isSubmitting} className="sm:mt-7">
          <LogIn className="size-4" aria-hidden="true" />
          {t('settings.join')}
        </SubmitButton>
      </div>
      <FormAlert message={problem} />
    </form>
  );
}

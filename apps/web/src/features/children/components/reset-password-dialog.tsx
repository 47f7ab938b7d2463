import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { childPasswordInputSchema, type ChildPasswordInput } from '@brainboost/domain/schemas/children';
import { applyServerErrors } from '../../../components/forms/apply-server-errors';
import { FormAlert } from '../../../components/forms/form-alert';
import { PasswordRules } from '../../../components/forms/password-rules';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldError } from '../../../components/forms/use-field-error';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { setChildPassword } from '../api/children-api';

/** A parent sets a new password for a child; the child is signed out everywhere. */
export function ResetPasswordDialog({ child, onClose }: { child: { id: string; username: string } | null; onClose: () => void }) {
  const { t } = useTranslation('children');
  const fieldError = useFieldError();
  const rulesId = useId();
  const [failure, setFailure] = useState<string>();
  const form = useForm<ChildPasswordInput>({ resolver: zodResolver(childPasswordInputSchema), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    setFailure(undefined);
    onClose();
  };
  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!child) return;
    try {
      await setChildPassword(child.id, password);
      toast.success(t('reset.done', { username: child.username }));
      close();
    } catch (err) {
      applyServerErrors(err, form.setError, setFailure, t('errors:generic.internal'));
    }
  });

  return (
    <Dialog
      open={child !== null}
      onOpenChange={(open) => !open && close()}
      title={t('reset.title', { username: child?.username ?? '' })}
      description={t('reset.description')}
      closeLabel={t('close')}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormAlert message={failure} />
        <Field label={t('reset.password')} error={fieldError(errors.password?.message)}>
          {(p) => (
            <Input
              {...p}
              type="password"
              autoComplete="new-password"
              aria-describedby={[p['aria-describedby'], rulesId].filter(Boolean).join(' ')}
              {...form.register('password')}
            />
          )}
        </Field>
        <PasswordRules id={rulesId} password={form.watch('password')} metLabel={t('passwordMet')} unmetLabel={t('passwordUnmet')} />
        <SubmitButton pending={isSubmitting}>{t('reset.submit')}</SubmitButton>
      </form>
    </Dialog>
  );
}

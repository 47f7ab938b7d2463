import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { deleteAccountInputSchema, type DeleteAccountInput } from '@brainboost/domain/schemas/account-security';
import { applyServerErrors } from '../../../../components/forms/apply-server-errors';
import { SubmitButton } from '../../../../components/forms/submit-button';
import { useFieldError } from '../../../../components/forms/use-field-error';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../lib/toast';
import { useDeleteAccount } from '../../api/account-security';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; hasPassword: boolean; onDeleted: () => void };

/** Deleting asks for the password and the word DELETE: it cannot be undone. */
export function DeleteAccountDialog({ open, onOpenChange, hasPassword, onDeleted }: Props) {
  const { t } = useTranslation('accountSecurity');
  const fieldError = useFieldError();
  const remove = useDeleteAccount();
  const form = useForm<{ currentPassword: string; confirmation: string }>({
    resolver: zodResolver(deleteAccountInputSchema) as never,
    defaultValues: { currentPassword: '', confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await remove.mutateAsync({
        confirmation: values.confirmation as DeleteAccountInput['confirmation'],
        ...(hasPassword ? { currentPassword: values.currentPassword } : {}),
      });
      onOpenChange(false);
      onDeleted();
    } catch (err) {
      applyServerErrors(err, form.setError, (message) => toast.error(message), t('errors:generic.internal'));
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('delete.title')}
      description={t('delete.description')}
      closeLabel={t('common:close')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {hasPassword && (
          <Field label={t('currentPassword')} error={fieldError(errors.currentPassword?.message)}>
            {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.register('currentPassword')} />}
          </Field>
        )}
        <Field label={t('delete.confirmLabel')} hint={t('delete.confirmHint')} error={fieldError(errors.confirmation?.message)}>
          {(p) => <Input {...p} autoComplete="off" spellCheck={false} {...form.register('confirmation')} />}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('delete.cancel')}
          </Button>
          <SubmitButton variant="danger" pending={isSubmitting}>
            {t('delete.submit')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

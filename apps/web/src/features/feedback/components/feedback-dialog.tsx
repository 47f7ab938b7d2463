import { Bug, Lightbulb, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from '../../../lib/toast';
import { feedbackTextMaxLength, type feedbackTypes } from '@brainboost/domain/schemas/feedback';
import { Button } from '../../../components/ui/button';
import { SubmitButton } from '../../../components/forms/submit-button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useCreateFeedback } from '../api/create-feedback';

type FeedbackType = (typeof feedbackTypes)[number];

/** Spec feedback dialog: type (default improvement) and text; send disabled while sending or blank. */
export function FeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('feedback');
  const { pathname } = useLocation();
  const [type, setType] = useState<FeedbackType>('improvement');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useCreateFeedback();
  const blank = text.trim().length === 0;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (blank) {
      toast.error(t('errors:feedback.empty'));
      return;
    }
    setError(undefined);
    try {
      await mutation.mutateAsync({ type, text, path: pathname });
      toast.success(t('thanks'), { description: t('thanksDetail') });
      setText('');
      setType('improvement');
      onOpenChange(false);
    } catch (err) {
      const message = err instanceof ApiError && err.fields.text ? t(`errors:${err.fields.text}`) : t('errors:feedback.failed');
      setError(message);
      toast.error(t('errors:feedback.failed'));
    }
  }

  const options = [
    {
      value: 'improvement' as const,
      label: t('types.improvement'),
      icon: <Sparkles className="mt-0.5 size-5 text-brand-600" aria-hidden="true" />,
    },
    { value: 'issue' as const, label: t('types.issue'), icon: <Bug className="mt-0.5 size-5 text-rose-600" aria-hidden="true" /> },
    {
      value: 'suggestion' as const,
      label: t('types.suggestion'),
      icon: <Lightbulb className="mt-0.5 size-5 text-amber-600" aria-hidden="true" />,
    },
  ];

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('title')} description={t('description')} closeLabel={t('common:close')}>
      <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
        <ChoiceGroup label={t('typeLabel')} value={type} onValueChange={setType} options={options} className="sm:grid-cols-3" />
        <Field label={t('textLabel')} error={error} hint={t('textHint', { max: feedbackTextMaxLength.toLocaleString() })}>
          {(props) => (
            <Textarea
              {...props}
              value={text}
              maxLength={feedbackTextMaxLength}
              onChange={(e) => setText(e.target.value)}
              placeholder={t(`placeholders.${type}`)}
              rows={5}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common:cancel')}
          </Button>
          <SubmitButton pending={mutation.isPending} disabled={blank} pendingLabel={t('sending')}>
            {t('send')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gradeBands, type GradeBand } from '@brainboost/domain/school/grade-band';
import { tutorSubjects, type TutorSubject } from '@brainboost/domain/tutor/tutor-subjects';
import {
  expectationTypes,
  expectedAnswerKinds,
  type Expectation,
  type ExpectedAnswerKind,
  type TestCase,
} from '@brainboost/domain/schemas/bot-testing';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldError } from '../../../components/forms/use-field-error';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useSaveTestCase } from '../api/test-cases';

type ExpectationType = (typeof expectationTypes)[number];

/** Adds a case, or changes `editing`. Checks happen on the server; its translated errors show by each field. */
export function CaseForm({ editing, onDone }: { editing: TestCase | null; onDone: () => void }) {
  const { t } = useTranslation('botTesting');
  const fieldError = useFieldError();
  const save = useSaveTestCase();
  const initial = editing?.expectation;
  const [prompt, setPrompt] = useState(editing?.prompt ?? '');
  const [gradeBand, setGradeBand] = useState<GradeBand>(editing?.gradeBand ?? 'middle');
  const [subject, setSubject] = useState<TutorSubject>(editing?.subject ?? 'maths');
  const [type, setType] = useState<ExpectationType>(initial?.type ?? 'answer');
  const [kind, setKind] = useState<ExpectedAnswerKind>(initial?.type === 'answer' ? initial.kind : 'number');
  const [answer, setAnswer] = useState(initial?.type === 'answer' ? initial.answer : '');
  const [text, setText] = useState(initial?.type === 'contains' || initial?.type === 'notContains' ? initial.text : '');

  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const expectation = (): Expectation => {
    if (type === 'answer') return { type, kind, answer };
    if (type === 'contains' || type === 'notContains') return { type, text };
    return { type };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: editing?.id ?? null, input: { prompt, gradeBand, subject, expectation: expectation() } }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={editing ? t('form.editTitle') : t('form.addTitle')}>
      <Field label={t('form.prompt')} error={fieldError(fields.prompt)} hint={t('form.promptHint')}>
        {(p) => <Textarea {...p} value={prompt} onChange={(e) => setPrompt(e.target.value)} rows={2} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('form.gradeBand')} error={fieldError(fields.gradeBand)}>
          {(p) => (
            <Select {...p} value={gradeBand} onChange={(e) => setGradeBand(e.target.value as GradeBand)}>
              {gradeBands.map((band) => (
                <option key={band} value={band}>
                  {t(`gradeBand.${band}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('form.subject')} error={fieldError(fields.subject)}>
          {(p) => (
            <Select {...p} value={subject} onChange={(e) => setSubject(e.target.value as TutorSubject)}>
              {tutorSubjects.map((s) => (
                <option key={s} value={s}>
                  {t(`subject.${s}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('form.expectation')} error={fieldError(fields['expectation.type'] ?? fields.expectation)}>
          {(p) => (
            <Select {...p} value={type} onChange={(e) => setType(e.target.value as ExpectationType)}>
              {expectationTypes.map((e) => (
                <option key={e} value={e}>
                  {t(`expectationType.${e}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {type === 'answer' && (
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="sm:col-span-2">
            <Field label={t('form.answer')} error={fieldError(fields['expectation.answer'])} hint={t('form.answerHint')}>
              {(p) => <Input {...p} value={answer} onChange={(e) => setAnswer(e.target.value)} autoComplete="off" />}
            </Field>
          </div>
          <Field label={t('form.answerKind')} error={fieldError(fields['expectation.kind'])}>
            {(p) => (
              <Select {...p} value={kind} onChange={(e) => setKind(e.target.value as ExpectedAnswerKind)}>
                {expectedAnswerKinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`answerKind.${k}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      )}
      {(type === 'contains' || type === 'notContains') && (
        <Field label={t('form.text')} error={fieldError(fields['expectation.text'])}>
          {(p) => <Input {...p} value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />}
        </Field>
      )}
      {save.error && !Object.keys(fields).length && <FormAlert message={save.error.message} />}
      <div className="flex gap-2">
        <SubmitButton pending={save.isPending}>{editing ? t('form.save') : t('form.add')}</SubmitButton>
        {editing && (
          <Button variant="secondary" onClick={onDone}>
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

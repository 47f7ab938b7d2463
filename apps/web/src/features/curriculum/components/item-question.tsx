import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurriculumBand } from '@brainboost/domain/curriculum/subjects-and-bands';
import type { ItemAnswer, ShownItem } from '@brainboost/domain/schemas/curriculum';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { Input } from '../../../components/ui/input';
import { MathTex } from '../../../components/math-tex';
import { InlineMarkdown, LessonMarkdown } from './lesson-markdown';
import { useLocalText } from './local-text';

type Props = {
  item: ShownItem;
  band: CurriculumBand;
  answer: ItemAnswer | undefined;
  onAnswer: (answer: ItemAnswer) => void;
  /** After the verdict: the learner's answer stays visible but cannot change. */
  disabled?: boolean;
  /** Enter in a typed answer submits it. */
  onSubmit?: () => void;
};

/** Whether an answer is complete enough to send (an order item is always: its pieces start in the shown order). */
export function answerReady(item: ShownItem, answer: ItemAnswer | undefined): boolean {
  if (item.kind === 'order') return true;
  if (answer === undefined) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (Array.isArray(answer)) return answer.length > 0;
  return true;
}

/** What an order item's answer is before the learner moves anything: the pieces as shown. */
export const initialAnswer = (item: ShownItem): ItemAnswer | undefined =>
  item.kind === 'order' ? item.pieces.map((_, i) => i) : undefined;

/** A question as the learner sees it, and the control to answer it of its kind. */
export function ItemQuestion({ item, band, answer, onAnswer, disabled, onSubmit }: Props) {
  const { t } = useTranslation('curriculum');
  const localText = useLocalText(item.kind === 'maths' ? band : null);
  const promptId = useId();
  const inputId = useId();
  const prompt =
    item.kind === 'maths' ? (
      <div id={promptId} className="flex flex-col gap-2 text-lg">
        <p>{localText(item.prompt)}</p>
        {item.maths && <MathTex latex={item.maths} display />}
      </div>
    ) : (
      <div id={promptId} className="text-lg">
        <LessonMarkdown source={item.prompt} />
      </div>
    );

  const typed = (placeholder: string, unit?: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('item.yourAnswer')}
      </label>
      <div className="flex items-center gap-2">
        <Input
          id={inputId}
          value={typeof answer === 'string' ? answer : ''}
          onChange={(e) => onAnswer(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && onSubmit) {
              e.preventDefault();
              onSubmit();
            }
          }}
          disabled={disabled}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={500}
          placeholder={placeholder}
          aria-describedby={promptId}
          className="max-w-md"
        />
        {unit && <span className="text-[var(--fg-muted)]">{unit}</span>}
      </div>
    </div>
  );

  const choices = (options: string[], areKeys = false) => (
    <fieldset disabled={disabled}>
      <ChoiceGroup
        label={t('item.choose')}
        value={typeof answer === 'number' ? String(answer) : ''}
        onValueChange={(v) => onAnswer(Number(v))}
        options={options.map((choice, i) => ({
          value: String(i),
          label: areKeys ? localText({ key: choice }) : <InlineMarkdown text={choice} />,
        }))}
      />
    </fieldset>
  );

  let control;
  switch (item.kind) {
    case 'choice':
      control = choices(item.choices);
      break;
    case 'multi': {
      const picked = Array.isArray(answer) ? answer : [];
      control = (
        <fieldset disabled={disabled} className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('item.chooseAll')}</legend>
          {item.choices.map((choice, i) => (
            <label
              key={i}
              className="flex items-start gap-3 rounded-xl border border-[var(--border)] bg-[var(--card)] p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-800/30"
            >
              <input
                type="checkbox"
                className="mt-1 size-4"
                checked={picked.includes(i)}
                onChange={(e) => onAnswer(e.target.checked ? [...picked, i].sort((a, b) => a - b) : picked.filter((p) => p !== i))}
              />
              <span className="font-medium">
                <InlineMarkdown text={choice} />
              </span>
            </label>
          ))}
        </fieldset>
      );
      break;
    }
    case 'true-false':
      control = (
        <fieldset disabled={disabled}>
          <ChoiceGroup
            label={t('item.trueOrFalse')}
            value={answer === true ? 'true' : answer === false ? 'false' : ''}
            onValueChange={(v) => onAnswer(v === 'true')}
            options={[
              { value: 'true', label: t('item.true') },
              { value: 'false', label: t('item.false') },
            ]}
            className="sm:grid-cols-2"
          />
        </fieldset>
      );
      break;
    case 'short':
      control = typed(t('item.typeAnswer'));
      break;
    case 'order': {
      const order = Array.isArray(answer) ? answer : item.pieces.map((_, i) => i);
      const move = (from: number, to: number) => {
        const next = [...order];
        [next[from], next[to]] = [next[to]!, next[from]!];
        onAnswer(next);
      };
      control = (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">{t('item.putInOrder')}</p>
          <ol className="flex flex-col gap-2">
            {order.map((piece, position) => (
              <li
                key={piece}
                className="flex items-center gap-3 rounded-xl border border-[var(--border)] bg-[var(--card)] p-3"
                aria-label={t('item.orderPosition', { position: position + 1, text: item.pieces[piece] })}
              >
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800 dark:bg-brand-800/40 dark:text-brand-100">
                  {position + 1}
                </span>
                <span className="flex-1">
                  <InlineMarkdown text={item.pieces[piece]!} />
                </span>
                <button
                  type="button"
                  className="rounded-lg p-2 hover:bg-[var(--bg-subtle)] disabled:opacity-40"
                  disabled={disabled || position === 0}
                  onClick={() => move(position, position - 1)}
                  aria-label={t('item.moveUp', { text: item.pieces[piece] })}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="rounded-lg p-2 hover:bg-[var(--bg-subtle)] disabled:opacity-40"
                  disabled={disabled || position === order.length - 1}
                  onClick={() => move(position, position + 1)}
                  aria-label={t('item.moveDown', { text: item.pieces[piece] })}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ol>
        </div>
      );
      break;
    }
    case 'maths': {
      const a = item.answer;
      if (a.kind === 'choice') control = choices(a.choices, a.choicesAreKeys);
      else if (a.kind === 'number') control = typed(t('item.typeNumber'), a.unit);
      else if (a.kind === 'expression') control = typed(t('item.typeExpression', { variables: a.variables.join(', ') }));
      else control = typed(t('item.typeSolutions', { variable: a.variable }));
      break;
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {prompt}
      {control}
    </div>
  );
}

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MathTex } from '../../../components/math-tex';
import { asciiToLatex, bracketsBalance } from './ascii-to-latex';

/** What a button puts in: text before and after the selection (or the caret), and where the caret lands. */
type Template = { key: string; symbol: string; before: string; after: string; caretInside: boolean };

const templates: Template[] = [
  { key: 'fraction', symbol: 'a⁄b', before: '(', after: ')/()', caretInside: true },
  { key: 'power', symbol: 'xⁿ', before: '^(', after: ')', caretInside: true },
  { key: 'sqrt', symbol: '√', before: 'sqrt(', after: ')', caretInside: true },
  { key: 'parentheses', symbol: '( )', before: '(', after: ')', caretInside: true },
  { key: 'pi', symbol: 'π', before: 'pi', after: '', caretInside: false },
  { key: 'times', symbol: '×', before: ' * ', after: '', caretInside: false },
  { key: 'divide', symbol: '÷', before: ' / ', after: '', caretInside: false },
];

/**
 * A structured maths editor: type maths or use the buttons (fraction, power, root, brackets),
 * with a live KaTeX preview. Its plain-text output is what the tutor reads, so what goes into
 * the question is exactly what is solved. Loaded only when opened.
 */
export function MathsEditor({ onInsert }: { onInsert: (text: string) => void }) {
  const { t } = useTranslation('diagrams');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const latex = text.trim() ? asciiToLatex(text) : null;
  const balanced = bracketsBalance(text);

  const apply = (template: Template) => {
    const field = input.current;
    const [start, end] = field ? [field.selectionStart ?? text.length, field.selectionEnd ?? text.length] : [text.length, text.length];
    const selected = text.slice(start, end);
    const next = `${text.slice(0, start)}${template.before}${selected}${template.after}${text.slice(end)}`;
    // With a selection, a fraction's caret goes to the empty denominator; otherwise into the first empty slot.
    const caret = template.caretInside
      ? start + template.before.length + selected.length + (selected && template.key === 'fraction' ? 3 : 0)
      : start + template.before.length + selected.length + template.after.length;
    setText(next);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(caret, caret);
    });
  };
  const insert = () => {
    if (!text.trim()) return;
    onInsert(text.trim());
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter puts the expression in the question instead of sending the question form.
    if (event.key === 'Enter') {
      event.preventDefault();
      insert();
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-[var(--border)] bg-[var(--bg-subtle)] p-3">
      <div role="group" aria-label={t('editor.toolbar')} className="flex flex-wrap gap-2">
        {templates.map((template) => (
          <button
            key={template.key}
            type="button"
            onClick={() => apply(template)}
            aria-label={t(`editor.${template.key}`)}
            title={t(`editor.${template.key}`)}
            className="inline-flex h-10 min-w-10 items-center justify-center rounded-md border border-[var(--border)] bg-[var(--card)] px-3 font-serif text-base hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:hover:bg-brand-800/40"
          >
            <span aria-hidden="true">{template.symbol}</span>
          </button>
        ))}
      </div>
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {t('editor.label')}
      </label>
      <input
        id={`${id}-input`}
        ref={input}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-hint`}
        maxLength={300}
        spellCheck={false}
        autoComplete="off"
        className="h-11 rounded-lg border border-[var(--border)] bg-[var(--card)] px-3 font-mono text-base"
      />
      <p id={`${id}-hint`} className="text-sm text-[var(--fg-muted)]">
        {t('editor.hint')}
      </p>
      <div>
        <p className="text-sm font-medium" id={`${id}-preview`}>
          {t('editor.preview')}
        </p>
        <div
          aria-labelledby={`${id}-preview`}
          role="region"
          aria-live="polite"
          className="min-h-12 rounded-lg border border-dashed border-[var(--border)] bg-[var(--card)] px-3 py-2"
        >
          {!text.trim() ? (
            <p className="text-sm text-[var(--fg-muted)]">{t('editor.empty')}</p>
          ) : !balanced ? (
            <p className="text-sm text-red-800 dark:text-red-200">{t('editor.unbalanced')}</p>
          ) : latex ? (
            <MathTex latex={latex} display />
          ) : (
            <p className="font-mono">{text}</p>
          )}
        </div>
      </div>
      <div>
        <Button type="button" variant="secondary" onClick={insert} disabled={!text.trim()}>
          {t('editor.insert')}
        </Button>
      </div>
    </div>
  );
}

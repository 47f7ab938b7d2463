import { Sigma } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

// The editor (and KaTeX for its preview) loads only when a learner opens it.
const MathsEditor = lazy(async () => ({ default: (await import('../maths-editor/maths-editor')).MathsEditor }));

/** Opens and closes the visual maths editor under the question box. */
export function MathsEditorToggle({ onInsert }: { onInsert: (text: string) => void }) {
  const { t } = useTranslation('diagrams');
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button type="button" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
          <Sigma className="size-4" aria-hidden="true" />
          {open ? t('editor.close') : t('editor.open')}
        </Button>
      </div>
      {open && (
        <Suspense fallback={<p className="text-sm text-[var(--fg-muted)]">{t('editor.loading')}</p>}>
          <MathsEditor onInsert={onInsert} />
        </Suspense>
      )}
    </div>
  );
}

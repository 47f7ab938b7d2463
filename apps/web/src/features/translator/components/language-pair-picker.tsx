import { ArrowLeftRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhrasebookLanguage } from '@brainboost/domain/translator/phrasebook';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';

export type LanguagePair = { from: PhrasebookLanguage; to: PhrasebookLanguage };

/** The two languages, each a labelled list, with a swap button between them; choosing the other side's language swaps them. */
export function LanguagePairPicker({
  languages,
  pair,
  onChange,
}: {
  languages: readonly PhrasebookLanguage[];
  pair: LanguagePair;
  onChange: (pair: LanguagePair) => void;
}) {
  const { t } = useTranslation('voiceTranslator');
  const id = useId();
  const choose = (side: 'from' | 'to', language: PhrasebookLanguage) => {
    const other = side === 'from' ? 'to' : 'from';
    onChange(language === pair[other] ? { from: pair.to, to: pair.from } : { ...pair, [side]: language });
  };
  const select = (side: 'from' | 'to') => (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <label htmlFor={`${id}-${side}`} className="text-sm font-medium">
        {t(`pair.${side}`)}
      </label>
      <Select id={`${id}-${side}`} value={pair[side]} onChange={(e) => choose(side, e.target.value as PhrasebookLanguage)}>
        {languages.map((language) => (
          <option key={language} value={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </Select>
    </div>
  );
  return (
    <div className="flex items-end gap-2">
      {select('from')}
      <Button
        variant="secondary"
        className="h-11 px-3"
        aria-label={t('pair.swap')}
        title={t('pair.swap')}
        onClick={() => onChange({ from: pair.to, to: pair.from })}
      >
        <ArrowLeftRight className="size-4" aria-hidden="true" />
      </Button>
      {select('to')}
    </div>
  );
}

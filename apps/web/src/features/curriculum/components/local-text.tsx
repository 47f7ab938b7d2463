import { useTranslation } from 'react-i18next';
import type { CurriculumBand } from '@brainboost/domain/curriculum/subjects-and-bands';
import type { LocalText as LocalTextValue } from '@brainboost/domain/schemas/curriculum';

/** The interface namespace of a band's maths texts (the templates' keys start with it). */
export const mathsNamespace = (band: CurriculumBand) =>
  (({ elementary: 'mathsElementary', middle: 'mathsMiddle', high: 'mathsHigh' }) as const)[band];

/**
 * Turns a text a maths template made into words: a key of its band's namespace with values, where
 * a value may itself be a key (a noun such as "apples", translated before it is put in). `band` is
 * null for written items: no maths texts are loaded for them.
 */
export function useLocalText(band: CurriculumBand | null) {
  const { t } = useTranslation(band ? mathsNamespace(band) : 'curriculum');
  return (text: LocalTextValue) =>
    t(
      text.key,
      Object.fromEntries(Object.entries(text.values ?? {}).map(([name, value]) => [name, typeof value === 'object' ? t(value.t) : value])),
    );
}

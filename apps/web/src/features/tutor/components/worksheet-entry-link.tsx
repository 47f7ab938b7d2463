import { ScanText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** From homework help to the worksheet solver. */
export function WorksheetEntryLink() {
  const { t } = useTranslation('worksheet');
  return (
    <Link
      to="/homework-help/worksheet"
      className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline dark:text-brand-300"
    >
      <ScanText className="size-4" aria-hidden="true" />
      {t('entry')}
    </Link>
  );
}

import { Copy, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';

/** The backup codes, shown once: copy or download them, confirm they are saved, then done. */
export function BackupCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('mfa');
  const savedId = useId();
  const [saved, setSaved] = useState(false);
  const text = [t('codes.fileHeading'), '', ...codes].join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('codes.copied'));
    } catch {
      toast.error(t('errors:generic.internal'));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text + '\n'], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'brainboost-backup-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="flex flex-col gap-4">
      <ul
        aria-label={t('codes.listLabel')}
        className="grid grid-cols-2 gap-2 rounded-xl bg-[var(--bg-subtle)] p-4 font-mono text-base sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          {t('codes.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          <Download className="size-4" aria-hidden="true" />
          {t('codes.download')}
        </Button>
      </div>
      <div className="flex items-center gap-3">
        <input
          id={savedId}
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={saved}
          onChange={(e) => setSaved(e.target.checked)}
        />
        <label htmlFor={savedId} className="text-sm font-medium">
          {t('codes.saved')}
        </label>
      </div>
      <Button className="self-start" disabled={!saved} onClick={onDone}>
        {t('codes.done')}
      </Button>
    </div>
  );
}

import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';

/** Copies a class code to share it (a message to the class, a slide). */
export function CopyCodeButton({ code, variant = 'secondary' }: { code: string; variant?: 'secondary' | 'primary' }) {
  const { t } = useTranslation('teacher');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast.success(t('codes.copied', { code }));
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t('codes.copyFailed'));
    }
  };
  return (
    <Button size="sm" variant={variant} onClick={() => void copy()} aria-label={t('codes.copyLabel', { code })}>
      {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
      {t('codes.copy')}
    </Button>
  );
}

import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmissionReceipt as Receipt } from '@brainboost/domain/schemas/contact';
import { Button } from '../../../components/ui/button';

/** The acknowledgement after a form is stored: a reference the person can quote. */
export function SubmissionReceipt({
  receipt,
  title,
  body,
  onAnother,
  anotherLabel,
  children,
}: {
  receipt: Pick<Receipt, 'reference'>;
  title: string;
  body: string;
  onAnother: () => void;
  /** The button's text when "send another message" doesn't fit (e.g. another quote request). */
  anotherLabel?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('contact');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      className="rounded-2xl border border-emerald-300 bg-emerald-50 p-8 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950/40 dark:text-emerald-50"
    >
      <CheckCircle2 className="size-10 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-semibold outline-none">
        {title}
      </h2>
      <p className="mt-2">{body}</p>
      {children}
      <p className="mt-4 text-sm">
        {t('reference')} <strong className="font-mono text-base">{receipt.reference}</strong>
      </p>
      <Button variant="secondary" className="mt-6" onClick={onAnother}>
        {anotherLabel ?? t('sendAnother')}
      </Button>
    </div>
  );
}

import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { askParent } from '../api/ask-parent-api';
import { productOfPrice } from './price-label';

type Props = {
  /** What is asked for; without it, a donation. */
  priceId?: string;
  /** On a card among others: the button and its answer only, no heading. */
  compact?: boolean;
};

/** In place of a payment form on a child's account: one button that emails the parent what the child would like. */
export function AskParent({ priceId, compact = false }: Props) {
  const { t } = useTranslation(['checkout', 'pricing']);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | undefined>();
  const item = priceId ? t(`pricing:plans.${productOfPrice(priceId)}.name`) : t('askParent.donation');
  const ask = async () => {
    setState('sending');
    setError(undefined);
    try {
      await askParent(priceId ? { priceId } : {});
      setState('sent');
    } catch (err) {
      setError(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : t('errors:generic.internal'));
      setState('idle');
    }
  };
  const action = (
    <div className="flex flex-col gap-3">
      {state === 'sent' ? (
        <FormAlert tone="success" message={t('askParent.sent', { item })} />
      ) : (
        <Button
          variant={compact ? 'secondary' : 'primary'}
          size={compact ? 'md' : 'lg'}
          className="w-full"
          disabled={state === 'sending'}
          onClick={() => void ask()}
        >
          <Users className="size-4" aria-hidden="true" />
          {state === 'sending' ? t('askParent.sending') : t('askParent.button')}
        </Button>
      )}
      <FormAlert message={error} />
    </div>
  );
  if (compact) return action;
  return (
    <section aria-labelledby="ask-parent-title" className="mt-6 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
      <h2 id="ask-parent-title" className="text-lg font-semibold">
        {t('askParent.title')}
      </h2>
      <p className="mt-2 mb-4 text-sm text-[var(--fg-muted)]">{t('askParent.lead')}</p>
      {action}
    </section>
  );
}

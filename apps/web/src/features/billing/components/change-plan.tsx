import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalog, PlanChangePreview, SubscriptionDetail } from '@brainboost/domain/schemas/billing';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { refreshSession } from '../../../stores/session-store';
import { changePlan, previewPlanChange, setOverview } from '../api/billing-api';
import { useFormatMoney } from './use-format-money';
import { usePurchaseKey } from './use-purchase-key';

/** Upgrade or downgrade now: pick a plan, see the prorated charge or credit, confirm. */
export function ChangePlan({ catalog, subscription }: { catalog: Catalog; subscription: SubscriptionDetail }) {
  const { t } = useTranslation(['billing', 'pricing', 'paypal']);
  const money = useFormatMoney();
  const options = catalog.products
    .filter((p) => p.kind === 'plan')
    .flatMap((p) => p.prices.filter((price) => price.interval !== 'once').map((price) => ({ product: p, price })))
    .filter(({ price }) => price.id !== subscription.priceId);
  const [selected, setSelected] = useState<string>('');
  const [preview, setPreview] = useState<PlanChangePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choice = options.find((o) => o.price.id === selected);
  // From this plan to that one: a retry or a reload before the answer came sends the same key, which
  // the server answers as it did the first time (once a key changed a plan it never changes it again).
  const purchase = usePurchaseKey(`change:${subscription.priceId}:${selected}`);

  useEffect(() => {
    if (!selected) return;
    let current = true;
    setPreview(null);
    setError(null);
    previewPlanChange(selected).then(
      (result) => current && setPreview(result),
      (err: unknown) => current && setError(err instanceof ApiError ? err.message : t('errors:generic.internal')),
    );
    return () => {
      current = false;
    };
  }, [selected, t]);

  const confirm = async () => {
    if (!choice) return;
    setBusy(true);
    setError(null);
    try {
      const { approvalUrl, ...overview } = await changePlan({
        priceId: choice.price.id,
        shownAmountCents: choice.price.amountCents,
        idempotencyKey: purchase.key(),
      });
      purchase.settled();
      // PayPal: the buyer approves the new price on PayPal's page; the change arrives by its webhook.
      if (approvalUrl) {
        window.location.assign(approvalUrl);
        return;
      }
      setOverview(overview);
      await refreshSession();
      toast.success(t('changed', { plan: t(`pricing:plans.${choice.product.id}.name`) }));
      setSelected('');
    } catch (err) {
      setError(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : t('errors:generic.internal'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <ChoiceGroup
        label={t('changeTitle')}
        value={selected}
        onValueChange={setSelected}
        className="sm:grid-cols-2"
        options={options.map(({ product, price }) => ({
          value: price.id,
          label: t(`pricing:plans.${product.id}.name`),
          description: t(`price.${price.interval}`, { amount: money(price.amountCents, price.currency) }),
        }))}
      />
      {choice && preview && (
        <p role="status">
          {subscription.provider === 'paypal'
            ? t('paypal:changePlan')
            : subscription.status === 'trialing'
              ? t('previewTrial')
              : preview.prorationCents > 0
                ? t('previewCharge', { amount: money(preview.prorationCents, preview.currency) })
                : t('previewCredit', { amount: money(-preview.prorationCents, preview.currency) })}
        </p>
      )}
      {error && <FormAlert message={error} />}
      {choice && (
        <div>
          <Button onClick={() => void confirm()} disabled={busy || !preview}>
            {t('confirmChange', { plan: t(`pricing:plans.${choice.product.id}.name`) })}
          </Button>
        </div>
      )}
    </div>
  );
}

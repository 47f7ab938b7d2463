import { useTranslation } from 'react-i18next';
import type { Catalog } from '@brainboost/domain/schemas/billing';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { useFormatMoney } from './use-format-money';

/** The prices crypto can pay for: plan periods (prepaid, monthly or annual) and one-time products. */
export function cryptoPrices(catalog: Catalog) {
  return catalog.products.flatMap((product) =>
    product.kind === 'add_on'
      ? []
      : product.prices
          .filter((p) => (product.kind === 'plan' ? p.interval !== 'once' : p.interval === 'once'))
          .map((price) => ({ product, price })),
  );
}

/** Two radio groups (plan periods, one-time products) sharing one selection. */
export function CryptoPricePicker({ catalog, value, onChange }: { catalog: Catalog; value: string; onChange: (priceId: string) => void }) {
  const { t } = useTranslation(['cryptoPayment', 'pricing']);
  const money = useFormatMoney();
  const all = cryptoPrices(catalog);
  const options = (kind: 'plan' | 'one_time') =>
    all
      .filter(({ product }) => product.kind === kind)
      .map(({ product, price }) => ({
        value: price.id,
        label:
          price.interval === 'once'
            ? t(`pricing:plans.${product.id}.name`)
            : t('choose.planOption', { plan: t(`pricing:plans.${product.id}.name`), period: t(`choose.period.${price.interval}`) }),
        description:
          price.interval === 'once'
            ? t('choose.onceAmount', { amount: money(price.amountCents, price.currency) })
            : t('choose.periodAmount', { amount: money(price.amountCents, price.currency) }),
      }));
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <h2 className="mb-2 text-lg font-semibold">{t('choose.plans')}</h2>
        <ChoiceGroup label={t('choose.plans')} value={value} onValueChange={onChange} options={options('plan')} />
      </div>
      <div>
        <h2 className="mb-2 text-lg font-semibold">{t('choose.products')}</h2>
        <ChoiceGroup label={t('choose.products')} value={value} onValueChange={onChange} options={options('one_time')} />
      </div>
    </div>
  );
}

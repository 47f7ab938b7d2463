import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@brainboost/domain/schemas/billing';
import { useFormatDate } from '../../../components/use-format-date';
import { productOfPrice } from './price-label';
import { useFormatMoney } from './use-format-money';

/** Invoices and receipts, newest first, each downloadable as a PDF. */
export function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  const { t, i18n } = useTranslation(['billing', 'pricing']);
  const money = useFormatMoney();
  const date = useFormatDate();
  if (invoices.length === 0) return <p className="text-[var(--fg-muted)]">{t('invoices.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('invoices.title')}</caption>
        <thead>
          <tr className="border-b border-[var(--border)]">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('invoices.date')}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('invoices.number')}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('invoices.description')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              {t('invoices.amount')}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('invoices.status')}
            </th>
            <th scope="col" className="py-2 font-semibold">
              <span className="sr-only">{t('invoices.download')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="border-b border-[var(--border)] last:border-0">
              <td className="py-2 pr-4">{date(invoice.createdAt)}</td>
              <td className="py-2 pr-4 font-mono">{invoice.number}</td>
              <td className="py-2 pr-4">
                {t(`invoices.reason.${invoice.reason}`, {
                  plan: invoice.priceId ? t(`pricing:plans.${productOfPrice(invoice.priceId)}.name`) : '',
                })}
              </td>
              <td className="py-2 pr-4 text-right tabular-nums">{money(invoice.amountCents, invoice.currency)}</td>
              <td className="py-2 pr-4">
                <span
                  className={
                    invoice.status === 'paid'
                      ? 'font-medium text-emerald-800 dark:text-emerald-300'
                      : 'font-medium text-red-800 dark:text-red-300'
                  }
                >
                  {t(`invoices.state.${invoice.status}`)}
                </span>
              </td>
              <td className="py-2">
                {/* A plain link sends the browser's languages, not the one chosen here: it names it. */}
                <a
                  href={`/api/billing/invoices/${invoice.id}/pdf?lang=${encodeURIComponent(i18n.resolvedLanguage ?? 'en')}`}
                  download
                  className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300"
                >
                  <Download className="size-4" aria-hidden="true" />
                  {t('invoices.download')}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

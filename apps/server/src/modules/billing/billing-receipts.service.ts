import type { Locale } from '@brainboost/domain/i18n/locales';
import type { Db } from '../../db/database.js';
import type { Translate } from '../../i18n/server-translations.js';
import { formatAmount, formatDay, productOfPrice } from './billing-amounts.js';
import { renderReceiptPdf } from './billing-receipt-pdf.js';
import { createReceiptsRepository } from './billing-receipts.repository.js';
import { billingErrors } from './billing.errors.js';
import type { BillingPeople } from './billing-people.js';

/** Receipts (paid invoices) and invoices (failed ones) of the payer, as PDF in the reader's language. */
export function createReceiptsService(deps: {
  db: Db;
  pricingTexts: Translate;
  receiptTexts: Translate;
  orgName: string;
  people: Pick<BillingPeople, 'find'>;
}) {
  const repository = createReceiptsRepository(deps.db);
  return {
    async pdf(userId: string, invoiceId: string, locale: Locale): Promise<{ filename: string; bytes: Uint8Array }> {
      const found = await repository.findOwnedInvoice(userId, invoiceId);
      const payer = found && (await deps.people.find(userId));
      if (!found || !payer) throw billingErrors.invoiceNotFound();
      const invoice = { ...found, email: payer.email, name: payer.name };
      const t = (key: string, vars?: Record<string, string>) => deps.receiptTexts(locale, key, vars);
      const plan = invoice.price_id ? deps.pricingTexts(locale, `plans.${productOfPrice(invoice.price_id)}.name`) : '';
      const amount = formatAmount(locale, invoice.amount_cents, invoice.currency);
      const paid = invoice.status === 'paid';
      const bytes = await renderReceiptPdf({
        locale,
        orgName: deps.orgName,
        title: t(paid ? 'receiptPdf.receipt' : 'receiptPdf.invoice'),
        rows: [
          { label: t('receiptPdf.number'), value: invoice.number },
          { label: t('receiptPdf.date'), value: formatDay(locale, invoice.created_at) },
          { label: t('receiptPdf.billedTo'), value: invoice.name ? `${invoice.name} <${invoice.email}>` : invoice.email },
          { label: t('receiptPdf.status'), value: t(`invoices.state.${invoice.status}`) },
        ],
        line: { description: t(`invoices.reason.${invoice.reason}`, { plan }), amount },
        total: { label: t(paid ? 'receiptPdf.totalPaid' : 'receiptPdf.totalDue'), value: amount },
        footer: t('receiptPdf.thanks', { orgName: deps.orgName }),
      });
      return { filename: `${invoice.number.replace(/[^\w.-]+/g, '-')}.pdf`, bytes };
    },
  };
}
export type ReceiptsService = ReturnType<typeof createReceiptsService>;

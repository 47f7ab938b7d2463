import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPdf, pageText } from '../worksheet/pdf-document.js';
import { createTestApp, dbKinds, freshIp, testOrigin, type TestApp } from '../../test/test-app.js';
import { customer, payOnHostedPage } from './billing.test-helpers.js';

/** Receipts as PDF (issue: no invoice or receipt to download): the payer's only, in their language. */
describe.each(dbKinds)('billing receipts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const pdfText = async (bytes: Buffer) => {
    const doc = await openPdf(bytes);
    return pageText(await doc.getPage(1));
  };

  it('the payer downloads a real PDF receipt with the amount, in their language; nobody else gets it', async () => {
    const pat = await customer(t.app, 'receipt-payer@example.org');
    await t.db.insertInto('billing_customers').values({ user_id: pat.id, trial_used_at: new Date() }).execute();
    const { url } = (await pat.startCheckout('premium_annual')).json();
    await payOnHostedPage(t.app, url, '4242424242424242');
    const [invoice] = (await pat.overview()).invoices as { id: string; number: string; amountCents: number }[];
    expect(invoice).toBeDefined();
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(invoice!.amountCents / 100);

    const res = await pat.call('GET', `/api/billing/invoices/${invoice!.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice!.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Receipt');
    expect(text).toContain(invoice!.number);
    expect(text).toContain('receipt-payer@example.org');
    expect(text).toContain('Premium: first payment');
    expect(text).toContain(amount);

    // In Cantonese, with the Hong Kong font embedded: the CJK text comes back out of the PDF.
    const yue = await t.app.inject({
      method: 'GET',
      url: `/api/billing/invoices/${invoice!.id}/pdf`,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie: pat.cookie, 'accept-language': 'yue' },
    });
    const yueText = await pdfText(yue.rawPayload);
    expect(yueText).toContain('收據');
    expect(yueText).toContain('已付總數');
    expect(yueText).toContain(new Intl.NumberFormat('yue', { style: 'currency', currency: 'USD' }).format(invoice!.amountCents / 100));
    // The page's download link names its language (a link cannot set Accept-Language).
    const hant = await pdfText((await pat.call('GET', `/api/billing/invoices/${invoice!.id}/pdf?lang=zh-Hant`)).rawPayload);
    expect(hant).toContain('實付總額');

    const other = await customer(t.app, 'receipt-other@example.org');
    const refused = await other.call('GET', `/api/billing/invoices/${invoice!.id}/pdf`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toEqual({ code: 'BILLING_INVOICE_NOT_FOUND', message: 'We could not find that invoice.' });
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/billing/invoices/${invoice!.id}/pdf`, remoteAddress: freshIp() });
    expect(signedOut.statusCode).toBe(401);
    expect((await pat.call('GET', '/api/billing/invoices/not-an-id/pdf')).statusCode).toBe(400);
  });
});

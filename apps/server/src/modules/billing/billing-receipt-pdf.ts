import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import type { Locale } from '@brainboost/domain/locales';
import { receiptFont } from './billing-receipt-fonts.js';

/** What a receipt shows, already in the reader's language. */
export type ReceiptDocument = {
  locale: Locale;
  title: string;
  orgName: string;
  rows: { label: string; value: string }[];
  line: { description: string; amount: string };
  total: { label: string; value: string };
  footer: string;
};

const ink = rgb(0.1, 0.1, 0.12);
const muted = rgb(0.38, 0.38, 0.42);

/** One A4 page: title, the facts (number, date, payer, status), the line paid for and its total. Fonts embedded as subsets. */
export async function renderReceiptPdf(doc: ReceiptDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`${doc.orgName} — ${doc.title}`);
  pdf.setProducer(doc.orgName);
  pdf.setLanguage(doc.locale);
  const regular = await pdf.embedFont(await receiptFont(doc.locale, 'regular'), { subset: true });
  const bold = await pdf.embedFont(await receiptFont(doc.locale, 'bold'), { subset: true });
  const page = pdf.addPage([595.28, 841.89]);
  const left = 56;
  const right = 595.28 - 56;
  let y = 841.89 - 72;
  page.drawText(doc.orgName, { x: left, y, size: 12, font: bold, color: muted });
  y -= 34;
  page.drawText(doc.title, { x: left, y, size: 24, font: bold, color: ink });
  y -= 36;
  for (const row of doc.rows) {
    page.drawText(row.label, { x: left, y, size: 10, font: regular, color: muted });
    page.drawText(row.value, { x: left + 150, y, size: 11, font: regular, color: ink });
    y -= 20;
  }
  y -= 20;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.8, color: muted });
  y -= 22;
  page.drawText(doc.line.description, { x: left, y, size: 11, font: regular, color: ink });
  page.drawText(doc.line.amount, { x: right - regular.widthOfTextAtSize(doc.line.amount, 11), y, size: 11, font: regular, color: ink });
  y -= 16;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.8, color: muted });
  y -= 24;
  page.drawText(doc.total.label, { x: left, y, size: 12, font: bold, color: ink });
  page.drawText(doc.total.value, { x: right - bold.widthOfTextAtSize(doc.total.value, 12), y, size: 12, font: bold, color: ink });
  y -= 56;
  page.drawText(doc.footer, { x: left, y, size: 10, font: regular, color: muted });
  return pdf.save();
}

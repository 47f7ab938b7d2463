import PDFDocument from 'pdfkit';
import type { Locale } from '@brainboost/domain/i18n/locales';
import { documentFont } from '../../pdf/document-font.js';

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

const ink = '#1a1a1f';
const muted = '#5f5f6b';

/** One A4 page: title, the facts (number, date, payer, status), the line paid for and its total. The font is embedded as a subset. */
export async function renderReceiptPdf(doc: ReceiptDocument): Promise<Buffer> {
  const font = documentFont(doc.locale);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: doc.locale,
    info: { Title: `${doc.orgName} — ${doc.title}`, Producer: doc.orgName, Creator: doc.orgName },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const left = 56;
  const width = pdf.page.width - 2 * left;
  pdf.font(font);
  pdf.fillColor(muted).fontSize(12).text(doc.orgName, left, 64);
  pdf.fillColor(ink).fontSize(24).text(doc.title, left, 92);
  let y = 140;
  for (const row of doc.rows) {
    pdf
      .fillColor(muted)
      .fontSize(10)
      .text(row.label, left, y + 1, { width: 140 });
    pdf
      .fillColor(ink)
      .fontSize(11)
      .text(row.value, left + 150, y, { width: width - 150 });
    y += 20;
  }
  y += 20;
  pdf
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.8)
    .strokeColor(muted)
    .stroke();
  y += 12;
  pdf
    .fillColor(ink)
    .fontSize(11)
    .text(doc.line.description, left, y, { width: width - 120 });
  pdf.text(doc.line.amount, left + width - 120, y, { width: 120, align: 'right' });
  y += 24;
  pdf
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 12;
  pdf.fontSize(13).text(doc.total.label, left, y, { width: width - 120 });
  pdf.text(doc.total.value, left + width - 120, y, { width: 120, align: 'right' });
  pdf
    .fillColor(muted)
    .fontSize(10)
    .text(doc.footer, left, y + 56, { width });
  pdf.end();
  return done;
}

/** Invoice PDFs, made for real with pdf-lib. */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Invoice, User } from './model.js';

/** The standard PDF fonts speak WinAnsi only: fold Lithuanian letters to ASCII (ą → a, Ž → Z). */
export function foldToAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
}

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} EUR`;

export async function invoicePdf(invoice: Invoice, buyer: User | undefined): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Saskaita ${invoice.serialNo}`);
  doc.setProducer('venue-sim');
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const line = (text: string, size = 11, f = font) => {
    page.drawText(foldToAscii(text), { x: 56, y, size, font: f, color: rgb(0.1, 0.1, 0.15) });
    y -= size + 10;
  };
  line('PVM saskaita faktura', 20, bold);
  line(`Serija ir numeris: ${invoice.serialNo}`);
  line(`Data: ${invoice.date}`);
  line('Pardavejas: UAB Sporto aikstynai (simuliatorius)');
  if (buyer) line(`Pirkejas: ${buyer.firstName} ${buyer.lastName} (${buyer.email})`);
  y -= 10;
  for (const item of invoice.lines) line(`${item.text} ........ ${euros(item.amount)}`);
  y -= 10;
  line(`Is viso: ${euros(invoice.amount)}`, 13, bold);
  return doc.save();
}

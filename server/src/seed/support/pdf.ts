import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';

/** What one demo PDF says: a cover with a facts table, then sections of running text. */
export interface PdfContent {
  title: string;
  partnerName: string;
  subtitle: string;
  /** Label/value rows on the first page. */
  facts: Array<[string, string]>;
  table: { columns: string[]; rows: string[][] };
  sections: Array<{ heading: string; paragraphs: string[] }>;
  footer: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.12, 0.14, 0.18);
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.8, 0.82, 0.86);
const BAND = rgb(0.09, 0.34, 0.65);

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A real, multi-page A4 PDF (pdf-lib, standard fonts) with the partner's name on every page. */
export async function buildPdf(content: PdfContent): Promise<{ data: Buffer; pageCount: number }> {
  const doc = await PDFDocument.create();
  doc.setTitle(content.title);
  doc.setAuthor('Partner Portal demo data');
  doc.setSubject(content.partnerName);
  // Fixed dates so the same content gives the same bytes.
  doc.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - MARGIN * 2;

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const newPage = () => {
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const text = (value: string, size: number, font = regular, color = INK, x = MARGIN) => {
    page.drawText(value, { x, y, size, font, color });
  };

  // Cover: band, title, partner, facts.
  page.drawRectangle({ x: 0, y: A4[1] - 12, width: A4[0], height: 12, color: BAND });
  y -= 24;
  for (const line of wrap(content.title, bold, 22, width)) {
    text(line, 22, bold);
    y -= 28;
  }
  text(content.partnerName, 14, bold, BAND);
  y -= 20;
  text(content.subtitle, 11, regular, MUTED);
  y -= 30;
  for (const [label, value] of content.facts) {
    text(label, 10, bold, MUTED);
    text(value, 10, regular, INK, MARGIN + 150);
    y -= 16;
  }
  y -= 20;

  // Table with a header row and rules.
  const columnWidth = width / content.table.columns.length;
  const row = (cells: string[], font: PDFFont) => {
    cells.forEach((cell, i) => text(cell, 9.5, font, INK, MARGIN + 4 + i * columnWidth));
    y -= 8;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.5, color: RULE });
    y -= 12;
  };
  page.drawRectangle({ x: MARGIN, y: y - 8, width, height: 22, color: rgb(0.93, 0.95, 0.98) });
  y += 4;
  row(content.table.columns, bold);
  for (const cells of content.table.rows) row(cells, regular);

  // Sections, each starting on a new page so every document has several pages.
  for (const section of content.sections) {
    newPage();
    text(section.heading, 15, bold);
    y -= 26;
    for (const paragraph of section.paragraphs) {
      for (const line of wrap(paragraph, regular, 10.5, width)) {
        if (y < MARGIN + 30) newPage();
        text(line, 10.5);
        y -= 15;
      }
      y -= 9;
    }
  }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    p.drawText(`${content.footer} · ${content.partnerName} · Page ${i + 1} of ${pages.length}`, {
      x: MARGIN,
      y: 28,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return { data: Buffer.from(await doc.save()), pageCount: pages.length };
}

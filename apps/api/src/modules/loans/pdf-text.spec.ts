import { TEXT_LETTERS, TEXT_MARKS } from '@halimbawa/domain';
// pdf.js runs its worker in this thread when the worker module is loaded first (Jest cannot
// import() it on demand).
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { PDFParse } from 'pdf-parse';
import PDFDocument from 'pdfkit';
import { scriptRuns, write, type PdfStyle } from './pdf-text';

/** A PDF of `lines`, each written through `write` in `style`, as its text read back by pdf.js. */
async function printed(style: PdfStyle, lines: string[], options: PDFKit.Mixins.TextOptions = {}): Promise<string> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (c: Buffer) => chunks.push(c));
  for (const line of lines) write(doc, style, 10, line, options);
  doc.end();
  const parser = new PDFParse({ data: await done });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('every letter the name rules take prints and copies out as typed', () => {
  const letter = new RegExp(`[${TEXT_LETTERS}]`, 'u');
  const mark = new RegExp(`[${TEXT_MARKS}]`, 'u');
  const letters: string[] = [];
  const marks: string[] = [];
  for (let c = 0; c <= 0xffff; c++) {
    const ch = String.fromCharCode(c);
    if (letter.test(ch)) letters.push(ch);
    else if (mark.test(ch)) marks.push(ch);
  }
  // Each mark on a letter of its own script's font, as it is written.
  const base = (m: string) => (/[\u1712-\u1715]/u.test(m) ? 'ᜃ' : /[\u3099\u309a]/u.test(m) ? 'か' : 'x');
  const byFamily = new Map<string, string[]>();
  for (const text of [...letters, ...marks.map((m) => base(m) + m)]) {
    const family = scriptRuns(text)[0].family;
    byFamily.set(family, [...(byFamily.get(family) ?? []), text]);
  }

  it('takes letters of each script the PDFs print', () => {
    expect([...byFamily.keys()].sort()).toEqual(['baybayin', 'cjk', 'latin']);
    expect(letters.length).toBeGreaterThan(22_000);
  });

  // Every style a document sets a name in; each line of 40 characters, all of a family in one
  // document, so that every glyph is read back: a glyph the font lacks reads as nothing or U+0000,
  // and one that two letters share reads as the first of them.
  it.each(['regular', 'bold', 'italic'] as const)('in %s', async (style) => {
    for (const [family, texts] of byFamily) {
      const lines: string[] = [];
      for (let i = 0; i < texts.length; i += 40) lines.push(texts.slice(i, i + 40).join(''));
      const read = (await printed(style, lines)).split('\n').filter((l) => l.trim() !== '' && !/^-- \d+ of \d+ --$/.test(l));
      // pdf.js reads a space into a wide gap (after a zero-width or enclosing mark): spaces aside.
      const wrong = lines.map((l) => l.normalize('NFC')).filter((l, i) => read[i]?.replace(/ /g, '') !== l);
      expect([family, style, read.length, wrong]).toEqual([family, style, lines.length, []]);
    }
  }, 120_000);
});

// Names as members type them; what copies out of the PDF is the name itself, composed (NFC).
describe('a name copies out of the PDF as it was typed', () => {
  it.each([
    ['Vietnamese, after another i with a mark below', 'Nguyễn Thị Minh Khai'],
    ['Vietnamese, i with every tone', 'Trịnh Ì Ỉ ĩ í Minh Khai'],
    ['Vietnamese typed as letters and combining marks', 'Lê Thị Mỹ Linh'.normalize('NFD')],
    ['Filipino ñ typed as n and a combining tilde', 'Santo Niño'.normalize('NFD')],
    ['Latin with accents', 'Łukasz Żółć İbrahim Ağaoğlu'],
    ['Greek', 'Νίκος Παπαδόπουλος'],
    ['Cyrillic', 'Йован Дмитрий'],
    ['Chinese characters and kana', '王小明 すずき タロー'],
    ['Baybayin', 'ᜋᜇᜒᜌ ᜐᜈ᜔ᜆᜓᜐ᜔'],
    ['several scripts on one line', 'Nguyễn Thị 王小明 ᜋᜇᜒᜌ Дмитрий Minh Khai'],
  ])('%s', async (_, name) => {
    for (const align of ['left', 'center'] as const) {
      const text = await printed('regular', [`Borrower ${name} (+63917*****67)`, name], { align });
      expect(text.split('\n').slice(0, 2)).toEqual([`Borrower ${name} (+63917*****67)`.normalize('NFC'), name.normalize('NFC')]);
    }
  });
});

import { readFileSync } from 'node:fs';

/**
 * Text in any of the scripts a member's name may be written in, for pdfkit. The standard PDF fonts
 * (Helvetica) only encode WinAnsi: a Cyrillic or Chinese name came out as other Latin-1 letters.
 * Text that WinAnsi holds (the statement itself, in English or Filipino) is still set in Helvetica,
 * which costs nothing to lay out or embed; any other text (a name in another script, and the line it
 * is in) is set in embedded Noto fonts: Noto Sans (Latin with its extensions, Greek, Cyrillic), Noto
 * Sans SC (Chinese characters, kana, full-width forms) and Noto Sans Tagalog (Baybayin), each run of
 * text in the font of its script. pdfkit embeds only the glyphs a document uses, so the CJK font
 * costs a document a few kilobytes, not its 10 MB. (Laying out Noto Sans takes a few hundred
 * milliseconds per document on first use, which is why it is not used for every line.)
 * The letters the name rules accept (libs/domain's TEXT_LETTERS and TEXT_MARKS, docs/decisions/024) are exactly
 * those these fonts hold; pdf-text.spec.ts checks each one.
 */
export type PdfStyle = 'regular' | 'bold' | 'italic';
type Family = 'latin' | 'cjk' | 'baybayin';

const FILES: Record<Family, Partial<Record<PdfStyle, string>> & { regular: string }> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
    italic: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  },
  cjk: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
  // Fontsource's Baybayin subset, as WOFF (fontkit, under pdfkit, reads it like a TTF); one weight only.
  baybayin: { regular: '@fontsource/noto-sans-tagalog/files/noto-sans-tagalog-tagalog-400-normal.woff' },
};

/**
 * Shaping features turned off per family. Noto Sans's glyph composition (ccmp) splits some
 * precomposed letters (Vietnamese ị) into a base glyph and a mark; pdfkit maps each glyph to the
 * text it first stood for, so every later plain 'i' copied out as 'ị'. Without it each letter keeps
 * its own glyph (Noto Sans has them all) and marks are still placed by the 'mark' feature. fontkit,
 * which pdfkit hands `features` to, takes an object of tags to turn on or off.
 */
const FEATURES: Partial<Record<Family, Record<string, boolean>>> = { latin: { ccmp: false } };

const STANDARD: Record<PdfStyle, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };

/** What the standard fonts' WinAnsi encoding holds: Latin-1 and Windows-1252's additions. */
const WIN_ANSI = /^[\t\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/u;

/** Which family sets a character: the first whose script matches, else Noto Sans. */
const SCRIPTS: { family: Family; test: RegExp }[] = [
  { family: 'baybayin', test: /[\p{Script=Tagalog}\u1735\u1736]/u },
  // The kana blocks whole: the prolonged sound mark (ー) and the voicing marks are of no one script.
  { family: 'cjk', test: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u30ff\uff00-\uffef]/u },
];
/** Combining marks and spaces stay in the run they follow (a vowel sign belongs to its consonant's font). */
const FOLLOWS = /[\p{M}\p{Zs}\u200c\u200d]/u;

/** Font files, read once per process and only when a document first needs them. */
const loaded = new Map<string, Buffer>();
function fontFile(path: string): Buffer {
  let data = loaded.get(path);
  if (!data) {
    data = readFileSync(require.resolve(path));
    loaded.set(path, data);
  }
  return data;
}

export interface TextRun {
  family: Family;
  text: string;
}

/** `text` cut into runs of one font family each. */
export function scriptRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    const family = last && FOLLOWS.test(ch) ? last.family : (SCRIPTS.find((s) => s.test.test(ch))?.family ?? 'latin');
    if (last && last.family === family) last.text += ch;
    else runs.push({ family, text: ch });
  }
  return runs;
}

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/**
 * Makes `family` in `style` (or the family's regular, when it has no such style) the current font;
 * returns the text options that lay out with it.
 */
function useFont(doc: PDFKit.PDFDocument, family: Family, style: PdfStyle): PDFKit.Mixins.TextOptions {
  const file = FILES[family][style] ?? FILES[family].regular;
  const name = `${family}-${FILES[family][style] ? style : 'regular'}`;
  let names = registered.get(doc);
  if (!names) registered.set(doc, (names = new Set()));
  if (!names.has(name)) {
    doc.registerFont(name, fontFile(file));
    names.add(name);
  }
  doc.font(name);
  // Always given (empty: the font's defaults), since continued text would lend a run the last one's.
  return { features: (FEATURES[family] ?? {}) as unknown as PDFKit.Mixins.OpenTypeFeatures[] };
}

/**
 * Writes `value` like doc.text: in Helvetica when WinAnsi holds it, else each script's run in its
 * Noto font. A single run is written as it is.
 * Several runs follow one another as pdfkit's continued text, which wraps them as one paragraph;
 * centred or right-aligned text, which pdfkit cannot align across runs, is placed by its measured
 * width when it fits on one line (a name, a heading), and set flush left otherwise.
 */
export function write(doc: PDFKit.PDFDocument, style: PdfStyle, size: number, value: string, options: PDFKit.Mixins.TextOptions = {}, at?: { x: number; y: number }): void {
  doc.fontSize(size);
  // Composed (NFC): a letter typed as base and combining mark is set as the one letter it is, in
  // Helvetica when WinAnsi holds it ('n' + U+0303 is 'ñ'), and copies out as its composed form.
  // Intl writes a narrow no-break space before AM/PM: WinAnsi's no-break space reads the same.
  const text = value.normalize('NFC').replace(/\u202f/g, '\u00a0');
  if (WIN_ANSI.test(text)) {
    doc.font(STANDARD[style]);
    if (at) doc.text(text, at.x, at.y, options);
    else doc.text(text, options);
    return;
  }
  const runs = scriptRuns(text);
  if (runs.length <= 1) {
    const shaped = { ...options, ...useFont(doc, runs[0]?.family ?? 'latin', style) };
    if (at) doc.text(text, at.x, at.y, shaped);
    else doc.text(text, shaped);
    return;
  }
  const x0 = at?.x ?? doc.x;
  const y0 = at?.y ?? doc.y;
  const width = options.width ?? doc.page.width - x0 - doc.page.margins.right;
  const align = options.align ?? 'left';
  if (align === 'center' || align === 'right') {
    const widths = runs.map((r) => doc.widthOfString(r.text, useFont(doc, r.family, style)));
    const total = widths.reduce((a, b) => a + b, 0);
    if (total <= width) {
      let x = x0 + (align === 'right' ? width - total : (width - total) / 2);
      let lineHeight = 0;
      runs.forEach((r, i) => {
        doc.text(r.text, x, y0, { ...useFont(doc, r.family, style), lineBreak: false });
        lineHeight = Math.max(lineHeight, doc.currentLineHeight(true));
        x += widths[i];
      });
      doc.x = x0;
      doc.y = y0 + lineHeight;
      return;
    }
  }
  // Justified text would stretch each run on its own: the runs are set flush left instead.
  const flowing = { ...options, align: align === 'justify' || align === 'center' || align === 'right' ? 'left' : align, width };
  runs.forEach((r, i) => {
    const shaping = useFont(doc, r.family, style);
    const continued = i < runs.length - 1;
    if (i === 0) doc.text(r.text, x0, y0, { ...flowing, ...shaping, continued });
    else doc.text(r.text, { ...shaping, continued });
  });
}

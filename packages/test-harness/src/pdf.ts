/* A PDF's text for tests of the agreement's document; no test runner imported here, so the end-to-end tests use it too. */

/** The text of a PDF as pdf.js extracts it: each page's items in content order, a line break after each line. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await document.destroy();
  return pages.join('\n');
}

/** Text without white space: how a PDF's words are compared (extraction may drop a space beside a run of another script). */
export const squashed = (text: string) => text.replace(/\s+/g, '');

import { execFile } from 'node:child_process';

/**
 * Reads a PDF back with unpdf (PDF.js) in a child Node process: unpdf loads PDF.js with a dynamic import, which
 * jest's CommonJS sandbox refuses. Answers the page count, the first page's box (points) and the text.
 */
const SCRIPT = `
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
  const page = await pdf.getPage(1);
  const { text } = await extractText(pdf, { mergePages: true });
  process.stdout.write(JSON.stringify({ pages: pdf.numPages, view: page.view, text }));
});
`;

export interface ReadPdf {
  pages: number;
  view: number[];
  text: string;
}

export function readPdf(bytes: Buffer): Promise<ReadPdf> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['--input-type=module', '-e', SCRIPT], { cwd: process.cwd(), maxBuffer: 10_000_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`readPdf: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout) as ReadPdf);
    });
    child.stdin!.end(bytes);
  });
}

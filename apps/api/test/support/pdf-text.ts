import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The text of a PDF as a reader sees it, extracted with unpdf (pdf.js) in a child `node` process (unpdf is ESM
 * only; Jest's CommonJS sandbox cannot import it): pdf-text.mjs reads the bytes on stdin and answers JSON.
 * `text` has every run of white space (no-break spaces included) folded to one space, so a test can look for
 * "Order no. O-100123" or "1 850,00 $ US" whatever the line breaks and spacing of the page.
 */
export interface PdfText {
  pages: number;
  /** The pages' text, white space folded. */
  text: string;
  /** The document's information dictionary (Title, Author, ...). */
  info: Record<string, unknown>;
}

const SCRIPT = path.join(__dirname, 'pdf-text.mjs');

/** Folds every white space (no-break and narrow no-break spaces too) to one space. */
export const foldSpaces = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

export function pdfText(bytes: Buffer): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT], { cwd: path.join(__dirname, '..', '..'), stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`pdf-text.mjs exited with ${code}: ${Buffer.concat(err).toString().slice(0, 500)}`));
        return;
      }
      const parsed = JSON.parse(Buffer.concat(out).toString()) as PdfText;
      resolve({ ...parsed, text: foldSpaces(parsed.text) });
    });
    child.stdin.end(bytes);
  });
}

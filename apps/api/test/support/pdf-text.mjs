// Reads a PDF on stdin and prints { text, pages, info } as JSON (apps/api/test/support/pdf-text.ts runs it).
// unpdf ships ESM only: Jest's CommonJS sandbox cannot import it, a plain `node` process can.
import { extractText, getDocumentProxy, getMeta } from 'unpdf';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const { totalPages, text } = await extractText(pdf, { mergePages: false });
const { info } = await getMeta(pdf);
process.stdout.write(JSON.stringify({ pages: totalPages, text: text.join('\n'), info }));

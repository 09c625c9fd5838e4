// Lints code samples as if they were files of the workspace (stdin: [{ file, code }]; stdout: rule ids per sample).
// A separate process because ESLint loads its config with a dynamic import that jest's sandbox does not allow.
import { ESLint } from 'eslint';

const samples = JSON.parse(await new Promise((resolve) => {
  let text = '';
  process.stdin.on('data', (chunk) => (text += chunk));
  process.stdin.on('end', () => resolve(text));
}));
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { file, code } of samples) {
  const [result] = await eslint.lintText(code, { filePath: file });
  results.push(result.messages.map((m) => m.ruleId));
}
process.stdout.write(JSON.stringify(results));

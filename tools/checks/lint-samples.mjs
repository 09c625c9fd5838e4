// Lints code samples as if they were files of the workspace (stdin: [{ file, code }]; writes each sample's
// messages, [{ ruleId, message }], to the file named by argv[2], since Nx may print notices on stdout while it builds its project graph).
// A separate process because ESLint loads its config with a dynamic import that jest's sandbox does not allow.
import { writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';

const samples = JSON.parse(
  await new Promise((resolve) => {
    let text = '';
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(text));
  }),
);
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { file, code } of samples) {
  const [result] = await eslint.lintText(code, { filePath: file });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
writeFileSync(process.argv[2], JSON.stringify(results));

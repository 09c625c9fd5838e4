import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The API reads its environment in one place: apps/api/src/config.ts (loadConfig). `npm run lint` runs this check and
 * fails on any other use of `process.env` in apps/api/src (spec files aside: a test may set one up).
 */

/** Folder checked, from the workspace root. */
const CHECKED_FOLDER = 'apps/api/src';

/** Files that may use process.env, and how: `read` anything, or only `spread` it whole into a child's environment. */
const PROCESS_ENV_ALLOWED: Readonly<Record<string, 'read' | 'spread'>> = {
  'apps/api/src/config.ts': 'read',
  // Hands the environment on to the PostgreSQL watchdog it spawns (`{ ...process.env, NODE_OPTIONS: '' }`).
  'apps/api/src/db/embedded.ts': 'spread',
};

export interface ProcessEnvUse {
  file: string;
  line: number;
  column: number;
  text: string;
}

const isProcess = (node: ts.Expression): boolean =>
  (ts.isIdentifier(node) && node.text === 'process') ||
  (ts.isPropertyAccessExpression(node) && node.name.text === 'process' && ts.isIdentifier(node.expression) && node.expression.text === 'globalThis');

/** `process.env`, `process['env']` and `const { env } = process` in a file's source. */
function processEnvNodes(source: ts.SourceFile): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'env' && isProcess(node.expression)) found.push(node);
    else if (
      ts.isElementAccessExpression(node) &&
      isProcess(node.expression) &&
      ts.isStringLiteralLike(node.argumentExpression) &&
      node.argumentExpression.text === 'env'
    )
      found.push(node);
    else if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      isProcess(node.initializer) &&
      ts.isObjectBindingPattern(node.name) &&
      node.name.elements.some((element) => ((element.propertyName ?? element.name) as ts.Identifier).text === 'env')
    )
      found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The uses of process.env in one file that its entry in PROCESS_ENV_ALLOWED does not allow (`file` as given). */
export function processEnvUses(file: string, code: string): ProcessEnvUse[] {
  const allowed = PROCESS_ENV_ALLOWED[file.split(path.sep).join('/')];
  if (allowed === 'read') return [];
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  return processEnvNodes(source)
    .filter((node) => !(allowed === 'spread' && ts.isSpreadAssignment(node.parent) && node.parent.parent && ts.isObjectLiteralExpression(node.parent.parent)))
    .map((node) => {
      const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
      return { file, line: line + 1, column: character + 1, text: node.getText(source) };
    });
}

const isChecked = (name: string) => /\.(ts|tsx)$/.test(name) && !/\.spec\.tsx?$/.test(name) && !name.endsWith('.d.ts');

/** Every refused use under apps/api/src (paths relative to `root`, the workspace). */
export function checkProcessEnv(root: string): ProcessEnvUse[] {
  const uses: ProcessEnvUse[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (entry.isFile() && isChecked(entry.name)) uses.push(...processEnvUses(relative, readFileSync(path.join(root, relative), 'utf8')));
    }
  };
  walk(CHECKED_FOLDER);
  return uses;
}

export const describeUse = (use: ProcessEnvUse) =>
  `${use.file}:${use.line}:${use.column}  ${use.text}: only apps/api/src/config.ts reads the environment (loadConfig); take the setting from the config (app.config, or the AppConfig passed in)`;

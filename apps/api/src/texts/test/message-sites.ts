import path from 'node:path';
import ts from 'typescript';

/**
 * Finds every text the API can answer as `message` or `errors[].message` as a string, by reading its source with
 * the TypeScript checker, so an English message added by any module fails a test (message-sites.spec.ts).
 *
 * Sites: the message argument of `ok`, `badRequest`, `unauthorized`, `forbidden`, `notFound`, `new HttpError`,
 * `new ProviderError`; the value of a `message`, `failureMessage` or `error` property in an object literal; a string
 * returned by a function named `messageOf`. At each site the expression is followed back to its texts: literals,
 * `as const` constants (also imported from @freight/contracts), both branches of `?:`, `??` and `||`, a const
 * object indexed by a variable (all its texts), `X.replace(...)` (X), a call of a local function (what it
 * returns). A template literal's `${...}` parts become `{}`. What cannot be followed (a reference to a text by id, a
 * parameter, a value read from the database) is listed in `unresolved`: those are not English texts of the API.
 */

export interface MessageSite {
  /** The text, `{}` where a template literal has an expression. */
  text: string;
  /** file:line of the site. */
  at: string;
}

const MESSAGE_CALLS: Record<string, number> = { ok: 0, failure: 0, unauthorized: 0, forbidden: 0, notFound: 0, badRequest: 1 };
const MESSAGE_CONSTRUCTORS: Record<string, number> = { HttpError: 1, ProviderError: 2 };
const MESSAGE_PROPERTIES = new Set(['message', 'failureMessage', 'error']);
const MESSAGE_FUNCTIONS = new Set(['messageOf']);

export interface ScanResult {
  sites: MessageSite[];
  /** file:line of each site whose expression could not be followed (parameters, values read at run time). */
  unresolved: string[];
}

export function scanMessageSites(options: { tsconfig: string; include: (fileName: string) => boolean; extraFiles?: Record<string, string> }): ScanResult {
  const config = ts.getParsedCommandLineOfConfigFile(
    options.tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${options.tsconfig}`);
  const extra = options.extraFiles ?? {};
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (fileName) => extra[fileName] ?? readFile(fileName);
  host.fileExists = (fileName) => fileName in extra || fileExists(fileName);
  host.getSourceFile = (fileName, language, onError, shouldCreate) =>
    fileName in extra ? ts.createSourceFile(fileName, extra[fileName]!, language, true) : getSourceFile(fileName, language, onError, shouldCreate);
  const program = ts.createProgram({ rootNames: [...config.fileNames, ...Object.keys(extra)], options: { ...config.options, noEmit: true }, host });
  const checker = program.getTypeChecker();
  const sites: MessageSite[] = [];
  const unresolved: string[] = [];

  const locate = (node: ts.Node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(process.cwd(), file.fileName)}:${line + 1}`;
  };

  const textsOfType = (type: ts.Type): string[] | undefined => {
    if (type.isStringLiteral()) return [type.value];
    if (type.isUnion() && type.types.every((member) => member.isStringLiteral())) return type.types.map((member) => (member as ts.StringLiteralType).value);
    return undefined;
  };

  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };

  /** The texts an expression can evaluate to, or undefined when it cannot be followed. */
  const follow = (expression: ts.Expression, seen: Set<ts.Node>): string[] | undefined => {
    if (seen.has(expression)) return [];
    seen.add(expression);
    const node = skipOuter(expression);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node)) return [node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('')];
    if (ts.isConditionalExpression(node)) return both(follow(node.whenTrue, seen), follow(node.whenFalse, seen));
    if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)) {
      // `x ?? 'Default'`: the default is a text; x may be one too.
      return both(follow(node.left, seen) ?? [], follow(node.right, seen));
    }
    const literal = textsOfType(checker.getTypeAtLocation(node));
    if (literal) return literal;
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'replace') return follow(callee.expression, seen);
      const declaration = declarationOf(ts.isPropertyAccessExpression(callee) ? callee.name : callee);
      const body = declaration && functionBody(declaration);
      if (body) return returnedTexts(body, seen);
      return undefined;
    }
    if (ts.isElementAccessExpression(node)) return objectTexts(node.expression);
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      const declaration = declarationOf(ts.isPropertyAccessExpression(node) ? node.name : node);
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer && isConst(declaration)) {
        return follow(declaration.initializer, seen);
      }
      if (declaration && ts.isPropertyAssignment(declaration)) return follow(declaration.initializer, seen);
    }
    return undefined;
  };

  const both = (a: string[] | undefined, b: string[] | undefined) => (a && b ? [...a, ...b] : undefined);

  /** Every text of a const object literal (`COUNTRY_MESSAGES[country]`). */
  const objectTexts = (expression: ts.Expression): string[] | undefined => {
    const declaration = declarationOf(skipOuter(expression));
    const initializer = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer && skipOuter(declaration.initializer) : undefined;
    if (!initializer || !ts.isObjectLiteralExpression(initializer)) return undefined;
    const texts: string[] = [];
    for (const property of initializer.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const found = follow(property.initializer, new Set());
      if (found) texts.push(...found);
    }
    return texts;
  };

  const returnedTexts = (body: ts.ConciseBody, seen: Set<ts.Node>): string[] | undefined => {
    if (!ts.isBlock(body)) return follow(body, seen);
    const texts: string[] = [];
    let followed = false;
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node)) return;
      if (ts.isReturnStatement(node) && node.expression) {
        const found = follow(node.expression, seen);
        if (found) {
          texts.push(...found);
          followed = true;
        }
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(body, visit);
    return followed ? texts : undefined;
  };

  const record = (expression: ts.Expression | undefined, site: ts.Node) => {
    if (!expression) return;
    const texts = follow(expression, new Set());
    if (!texts) {
      unresolved.push(`${locate(site)} ${expression.getText()}`);
      return;
    }
    for (const text of texts) sites.push({ text, at: locate(site) });
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text in MESSAGE_CALLS) {
      record(node.arguments[MESSAGE_CALLS[node.expression.text]!], node);
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text in MESSAGE_CONSTRUCTORS) {
      record(node.arguments?.[MESSAGE_CONSTRUCTORS[node.expression.text]!], node);
    } else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && MESSAGE_PROPERTIES.has(node.name.text)) {
      const type = checker.getTypeAtLocation(node.initializer);
      if (type.flags & ts.TypeFlags.StringLike || type.isUnion()) record(node.initializer, node);
    } else if (ts.isFunctionDeclaration(node) && node.name && MESSAGE_FUNCTIONS.has(node.name.text) && node.body) {
      const texts = returnedTexts(node.body, new Set());
      for (const text of texts ?? []) sites.push({ text, at: locate(node) });
    }
    ts.forEachChild(node, visit);
  };

  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || !options.include(file.fileName)) continue;
    ts.forEachChild(file, visit);
  }
  return { sites, unresolved };
}

function skipOuter(expression: ts.Expression): ts.Expression {
  let node = expression;
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node)) {
    node = node.expression;
  }
  return node;
}

function isConst(declaration: ts.VariableDeclaration): boolean {
  return ts.isVariableDeclarationList(declaration.parent) && (declaration.parent.flags & ts.NodeFlags.Const) !== 0;
}

function functionBody(declaration: ts.Declaration): ts.ConciseBody | undefined {
  if (ts.isFunctionDeclaration(declaration)) return declaration.body;
  if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
    const initializer = skipOuter(declaration.initializer);
    if (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)) return initializer.body;
  }
  return undefined;
}

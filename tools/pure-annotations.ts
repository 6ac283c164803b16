/**
 * Marks the top-level values of a module as free of side effects, so that bundlers drop the ones
 * nobody imports. Our packages create their values at load: zod schemas (`z.object(...)`),
 * styled-components (`styled.div\`...\``) and `forwardRef(...)` components. A bundler cannot know
 * those calls touch nothing else, so without a mark every schema and every styled component of a
 * module stays in every bundle that imports one constant from it.
 *
 * Each `const` at the top of a module whose value is a call or a tagged template is wrapped as
 * `/* @__PURE__ *\/ (() => <value>)()`, the one form Rollup, esbuild, webpack and terser all honour
 * (they do not honour the mark on a tagged template or on a chain's inner calls).
 */
import ts from 'typescript';

function isCallLike(node: ts.Expression): boolean {
  let current: ts.Expression = node;
  while (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current)) {
    current = current.expression;
  }
  return ts.isCallExpression(current) || ts.isTaggedTemplateExpression(current) || ts.isNewExpression(current);
}

/** Returns the module's code with its top-level call values marked pure (unchanged when there are none). */
export function annotatePure(code: string, fileName: string): string {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const inserts: { at: number; text: string }[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if ((statement.declarationList.flags & ts.NodeFlags.Const) === 0) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (!value || !isCallLike(value)) continue;
      inserts.push({ at: value.getStart(source), text: '/* @__PURE__ */ (() => ' });
      inserts.push({ at: value.getEnd(), text: ')()' });
    }
  }
  if (inserts.length === 0) return code;
  inserts.sort((a, b) => b.at - a.at);
  let result = code;
  for (const insert of inserts) result = result.slice(0, insert.at) + insert.text + result.slice(insert.at);
  return result;
}

/** Which files get the marks: sources of our own packages, never tests or stories. */
export function isAnnotatedSource(path: string, roots: readonly string[]): boolean {
  const normalized = path.split('?')[0]!.replaceAll('\\', '/');
  if (!/\.(ts|tsx)$/.test(normalized) || /\.(test|stories)\.tsx?$/.test(normalized)) return false;
  return roots.some((root) => normalized.includes(root));
}

/** Vite / Rollup plugin: marks the sources under `roots` before they are compiled. */
export function purePlugin(roots: readonly string[]) {
  return {
    name: 'mediation:pure-annotations',
    enforce: 'pre' as const,
    transform(code: string, id: string) {
      if (!isAnnotatedSource(id, roots)) return null;
      const annotated = annotatePure(code, id);
      return annotated === code ? null : { code: annotated, map: null };
    },
  };
}

/** esbuild (tsup) plugin: marks every package source it loads. */
export function esbuildPurePlugin(roots: readonly string[]) {
  return {
    name: 'mediation:pure-annotations',
    setup(build: {
      onLoad: (
        options: { filter: RegExp },
        callback: (args: { path: string }) => Promise<{ contents: string; loader: 'ts' | 'tsx' } | undefined>,
      ) => void;
    }) {
      build.onLoad({ filter: /\.(ts|tsx)$/ }, async (args) => {
        if (!isAnnotatedSource(args.path, roots)) return undefined;
        const { readFile } = await import('node:fs/promises');
        const code = await readFile(args.path, 'utf8');
        return { contents: annotatePure(code, args.path), loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}

import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

import * as ts from 'typescript';

const SRC = resolve(__dirname, '..');
const DOMAIN = resolve(SRC, '../../functions/src/domain');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** What a page's code imports before it runs: the bundler puts all of it in its load. */
export interface StaticImports {
  /** Project modules reached, relative to web/src (the domain's as @domain/...). */
  files: Set<string>;
  /** Each package's names imported as values ('default' for a default import). */
  packages: Map<string, Set<string>>;
}

function resolveModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@domain/')
    ? resolve(DOMAIN, specifier.slice('@domain/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null) return null;
  const file = EXTENSIONS.map((extension) => base + extension).find((path) => existsSync(path));
  return file ?? (existsSync(base) ? base : null);
}

/** The value names an import or re-export brings in; none when it is only types. */
function valueNames(statement: ts.ImportDeclaration | ts.ExportDeclaration): string[] | null {
  if (ts.isExportDeclaration(statement)) {
    if (statement.isTypeOnly) return null;
    const clause = statement.exportClause;
    if (!clause || !ts.isNamedExports(clause)) return ['*'];
    const names = clause.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text);
    return names.length > 0 ? names : null;
  }
  const clause = statement.importClause;
  if (!clause) return ['(side effects)'];
  if (clause.isTypeOnly) return null;
  const names = clause.name ? ['default'] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
  if (bindings && ts.isNamedImports(bindings)) {
    names.push(
      ...bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text),
    );
  }
  return names.length > 0 ? names : null;
}

/**
 * The static import graph of modules of web/src (paths relative to it): every project
 * module and package name their top-level imports reach, without following import() calls,
 * which load on demand. It reads the code as the bundler does, so a test can tell what a
 * page loads before it is interactive.
 */
export function staticImports(...entries: string[]): StaticImports {
  const files = new Set<string>();
  const packages = new Map<string, Set<string>>();
  const pending = entries.map((entry) => resolve(SRC, entry));
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const name = file.startsWith(DOMAIN)
      ? `@domain/${relative(DOMAIN, file)}`
      : relative(SRC, file);
    files.add(name);
    if (!/\.tsx?$/.test(file)) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      const names = valueNames(statement);
      if (!names) continue;
      const target = resolveModule(file, specifier.text);
      if (target) {
        pending.push(target);
      } else {
        const set = packages.get(specifier.text) ?? new Set<string>();
        for (const value of names) set.add(value);
        packages.set(specifier.text, set);
      }
    }
  }
  return { files, packages };
}

/** The MUI components a graph imports from @mui/material, sorted. */
export const muiComponents = (graph: StaticImports): string[] =>
  [...(graph.packages.get('@mui/material') ?? [])].sort();

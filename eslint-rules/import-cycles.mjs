import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import * as ts from 'typescript';

/**
 * Import cycles counted with type-only imports too: import-x/no-cycle skips `import type`,
 * so two modules that only share types in a circle would pass it.
 */
const configs = new Map();

function compilerOptionsFor(file) {
  let dir = path.dirname(file);
  while (dir !== path.dirname(dir)) {
    const candidate = path.join(dir, 'tsconfig.json');
    if (existsSync(candidate)) {
      if (!configs.has(candidate)) {
        const parsed = ts.getParsedCommandLineOfConfigFile(
          candidate,
          {},
          {
            ...ts.sys,
            onUnRecoverableConfigFileDiagnostic: () => {},
          },
        );
        configs.set(candidate, parsed?.options ?? {});
      }
      return configs.get(candidate);
    }
    dir = path.dirname(dir);
  }
  return {};
}

/** The project files a file imports or re-exports, type-only imports included. */
export function createImportGraph() {
  const imports = new Map();
  const importsOf = (file) => {
    // An editor's ESLint server lives long: a file changed since it was read is read again.
    const changed = statSync(file).mtimeMs;
    if (imports.get(file)?.changed !== changed) {
      const options = compilerOptionsFor(file);
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = [];
      for (const { fileName } of importedFiles) {
        const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
        if (
          resolved &&
          !resolved.isExternalLibraryImport &&
          !resolved.resolvedFileName.endsWith('.d.ts')
        ) {
          targets.push({ specifier: fileName, file: path.resolve(resolved.resolvedFileName) });
        }
      }
      imports.set(file, { changed, targets });
    }
    return imports.get(file).targets;
  };
  return { importsOf };
}

/**
 * The first cycle back to `start`, as the list of files after it, or null. `firstHop`
 * limits the search to cycles that leave `start` through that file.
 */
export function cycleThrough(graph, start, firstHop) {
  const seen = new Set([firstHop]);
  const queue = [[firstHop]];
  while (queue.length > 0) {
    const route = queue.shift();
    for (const { file } of graph.importsOf(route.at(-1))) {
      if (file === start) return route;
      if (!seen.has(file)) {
        seen.add(file);
        queue.push([...route, file]);
      }
    }
  }
  return null;
}

const graph = createImportGraph();

export const importCycles = {
  rules: {
    'no-import-cycle': {
      meta: {
        type: 'problem',
        docs: { description: 'Forbid import cycles, type-only imports included.' },
        messages: { cycle: 'Import cycle (type-only imports count): {{route}}' },
        schema: [],
      },
      create(context) {
        const file = path.resolve(context.physicalFilename);
        const check = (node) => {
          if (!node.source || typeof node.source.value !== 'string') return;
          const target = graph
            .importsOf(file)
            .find(({ specifier }) => specifier === node.source.value);
          if (!target) return;
          const route = cycleThrough(graph, file, target.file);
          if (route) {
            const cwd = context.cwd;
            context.report({
              node: node.source,
              messageId: 'cycle',
              data: {
                route: [file, ...route, file].map((f) => path.relative(cwd, f)).join(' -> '),
              },
            });
          }
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
        };
      },
    },
  },
};

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The web and the server import the domain by name: one name must mean one thing.
const DOMAIN = __dirname;
const EXPORT =
  /^export (?:declare )?(?:async )?(?:function\*?|const|let|class|interface|type|enum) (\w+)/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the domain module', () => {
  it('declares each exported name in one file only', () => {
    const filesOf = new Map<string, string[]>();
    for (const file of sourceFiles(DOMAIN)) {
      for (const [, name] of readFileSync(file, 'utf8').matchAll(EXPORT)) {
        filesOf.set(name, [...(filesOf.get(name) ?? []), relative(DOMAIN, file)]);
      }
    }
    const repeated = [...filesOf].filter(([, files]) => files.length > 1);
    expect(Object.fromEntries(repeated)).toEqual({});
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The web and the server import the domain by name: one name must mean one thing.
const DOMAIN = __dirname;
const SERVER = join(__dirname, '..');
const WEB = join(__dirname, '../../../web/src');
// The web's own meaning of a domain name, still to be renamed by the areas that own them.
const EXPORT =
  /^export (?:declare )?(?:async )?(?:function\*?|const|let|class|interface|type|enum) (\w+)/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const exportedNames = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(EXPORT)].map(([, name]) => name);

describe('the domain module', () => {
  it('declares each exported name in one file only', () => {
    const filesOf = new Map<string, string[]>();
    for (const file of sourceFiles(DOMAIN)) {
      for (const name of exportedNames(file)) {
        filesOf.set(name, [...(filesOf.get(name) ?? []), relative(DOMAIN, file)]);
      }
    }
    const repeated = [...filesOf].filter(([, files]) => files.length > 1);
    expect(Object.fromEntries(repeated)).toEqual({});
  });

  it('gives the web none of its names for something else', () => {
    const domainNames = new Set(sourceFiles(DOMAIN).flatMap(exportedNames));
    const reused = sourceFiles(WEB).flatMap((file) =>
      exportedNames(file)
        .filter((name) => domainNames.has(name))
        .map((name) => `${relative(WEB, file)}: ${name}`),
    );
    expect(reused).toEqual([]);
  });
});

describe('the server', () => {
  it('declares each exported name in one file only, the domain included', () => {
    const filesOf = new Map<string, string[]>();
    for (const file of sourceFiles(SERVER)) {
      for (const name of exportedNames(file)) {
        filesOf.set(name, [...(filesOf.get(name) ?? []), relative(SERVER, file)]);
      }
    }
    const repeated = [...filesOf].filter(([, files]) => files.length > 1);
    expect(Object.fromEntries(repeated)).toEqual({});
  });
});

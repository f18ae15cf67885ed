import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

import { MESSAGE_AREAS, SHELL_AREAS, type MessageArea } from '../i18n/catalogue';

import { pageFor } from './routes';

const sourceRoot = resolve(__dirname, '..');

// Pages that load only some message areas before their first render, and their modules.
const PAGES: Record<string, string> = {
  '/my-account': 'app/my-account-route.tsx',
  '/members': 'features/directory/directory-page.tsx',
  '/admin': 'features/admin/admin-page.tsx',
  '/manage-club': 'features/club/manage-club-page.tsx',
  '/verify': 'features/verify-card/verify-card-page.tsx',
  '/handover': 'features/handover/handover-page.tsx',
  '/unsubscribe': 'features/unsubscribe/unsubscribe-page.tsx',
  '/register': 'features/apply-for-membership/register-page.tsx',
  '/register-club': 'features/register-a-club/register-club-page.tsx',
  '/auth/action': 'features/auth/auth-action-page.tsx',
};

const catalogue = (area: MessageArea): string[] =>
  Object.keys(
    JSON.parse(readFileSync(join(sourceRoot, 'i18n', 'en', `${area}.json`), 'utf8')) as object,
  );
const areaOf = new Map(MESSAGE_AREAS.flatMap((area) => catalogue(area).map((id) => [id, area])));

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const found = [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts')].find(existsSync);
  return found ?? null;
}

/** The page's own source files: what it imports, statically or lazily, but no other page. */
function pageSources(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(/(?:from |import\()'(\.[^']+)'/g)) {
      const next = resolveImport(file, specifier);
      const inShared =
        next && /[\\/](app[\\/](routes|start)|i18n[\\/])/.test(relative(sourceRoot, next));
      if (next && !inShared && !next.includes('.test.')) visit(next);
    }
  };
  visit(join(sourceRoot, entry));
  return [...seen];
}

/** Every message id the files name: literal ids, and all ids under a `prefix.${...}` template. */
function idsUsed(files: string[]): Set<string> {
  const used = new Set<string>();
  for (const code of files.map((file) => readFileSync(file, 'utf8'))) {
    for (const [, literal] of code.matchAll(/['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"`]/g)) {
      if (areaOf.has(literal)) used.add(literal);
    }
    for (const [, prefix] of code.matchAll(/`([a-zA-Z][\w.-]*\.)\$\{/g)) {
      for (const id of areaOf.keys()) if (id.startsWith(prefix)) used.add(id);
    }
  }
  return used;
}

/** Areas a part of the page loads for itself: `<AreaMessages areas={...}>` in its file. */
function nestedAreas(files: string[]): MessageArea[] {
  const areas: MessageArea[] = [];
  for (const code of files.map((file) => readFileSync(file, 'utf8'))) {
    if (!code.includes('<AreaMessages')) continue;
    for (const [, list] of code.matchAll(/(?:MessageArea\[\] = |areas=\{)\[([^\]]*)\]/g)) {
      for (const [, area] of list.matchAll(/'([\w-]+)'/g)) areas.push(area as MessageArea);
    }
  }
  return areas;
}

describe.each(Object.entries(PAGES))('%s', (path, entry) => {
  it('loads the message areas of every message its code can show, and only some', () => {
    const page = pageFor(path);
    const sources = pageSources(entry);
    const loaded = new Set<MessageArea>([
      ...SHELL_AREAS,
      ...page.messageAreas,
      ...nestedAreas(sources),
    ]);
    const missing = [...idsUsed(sources)].filter((id) => {
      const area = areaOf.get(id);
      return area !== undefined && !loaded.has(area);
    });
    expect(missing).toEqual([]);
    expect(page.messageAreas.length).toBeLessThan(MESSAGE_AREAS.length);
  });
});

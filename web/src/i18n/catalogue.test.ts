import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { areasInUse, loadAreas, loadedMessages, MESSAGE_AREAS, SHELL_AREAS } from './catalogue';

const fileMessages = (locale: string, area: string) =>
  JSON.parse(readFileSync(join(__dirname, locale, `${area}.json`), 'utf8')) as Record<
    string,
    string
  >;

describe('message catalogue by area', () => {
  it('has nothing for an area until it is loaded, then its messages with the shell', async () => {
    expect(loadedMessages('es', ['mission'])).toBeNull();
    await loadAreas('es', [...SHELL_AREAS, 'mission']);
    const messages = loadedMessages('es', [...SHELL_AREAS, 'mission']);
    expect(messages).toEqual({
      ...fileMessages('es', 'common'),
      ...fileMessages('es', 'signed-in'),
      ...fileMessages('es', 'mission'),
    });
    expect(messages).not.toHaveProperty(Object.keys(fileMessages('es', 'admin'))[0]);
  });

  it('gives the same merged object each time, so providers keep their identity', async () => {
    await loadAreas('en', ['info']);
    expect(loadedMessages('en', ['info'])).toBe(loadedMessages('en', ['info']));
  });

  it('remembers the areas a visit has used, for a language switch', async () => {
    await loadAreas('en', ['events']);
    expect(areasInUse()).toEqual(expect.arrayContaining([...SHELL_AREAS, 'events']));
  });

  it('lists every catalogue file, in both languages', () => {
    for (const locale of ['en', 'es']) {
      const files = readdirSync(join(__dirname, locale)).filter((name) => name.endsWith('.json'));
      expect(files.map((name) => name.replace(/\.json$/, '')).sort()).toEqual(
        [...MESSAGE_AREAS].sort(),
      );
    }
  });
});

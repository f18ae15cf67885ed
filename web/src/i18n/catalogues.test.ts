import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { messages as en } from './en/index';
import { messages as es } from './es/index';

const sourceRoot = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Literal message ids in the source: id="x", id: 'x', titleId="x", messageId: 'x'... */
function literalMessageIds(): Set<string> {
  const ids = new Set<string>();
  const pattern = /\b(?:id|[a-z]+Id)(?:=|:\s*)["']([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)["']/g;
  for (const file of sourceFiles(sourceRoot)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) ids.add(match[1]);
  }
  return ids;
}

describe('message catalogues', () => {
  it('have the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty translations', () => {
    const empty = [...Object.entries(en), ...Object.entries(es)].filter(([, text]) => !text.trim());
    expect(empty).toEqual([]);
  });

  it('define every message id the source code uses literally', () => {
    const missing = [...literalMessageIds()].filter((id) => !(id in en));
    expect(missing).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    const mismatched = Object.keys(en).filter(
      (key) =>
        JSON.stringify(placeholders(en[key])) !== JSON.stringify(placeholders(es[key] ?? '')),
    );
    expect(mismatched).toEqual([]);
  });
});

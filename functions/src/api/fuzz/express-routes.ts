import type { Express } from 'express';

/** What the walk reads of Express 5's router layers (router 2.x), which it does not type. */
interface Layer {
  rawPath?: string | string[];
  slash?: boolean;
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const pathsOf = (path: string | string[] | undefined) =>
  Array.isArray(path) ? path : [path ?? ''];

function walk(stack: Layer[], prefix: string, found: Set<string>) {
  for (const layer of stack) {
    if (layer.route) {
      for (const path of pathsOf(layer.route.path)) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') found.add(`${method.toUpperCase()} ${prefix}${path}`);
        }
      }
    } else if (layer.handle?.stack) {
      for (const path of layer.slash ? [''] : pathsOf(layer.rawPath)) {
        walk(layer.handle.stack, `${prefix}${path}`, found);
      }
    }
  }
}

/**
 * Every route of the app as "METHOD /path" under `mount` (the app serves /api/v1 and the
 * same routes at the root), so a list of endpoints can be checked against the app itself.
 */
export function routesOf(app: Express, mount: string): string[] {
  const found = new Set<string>();
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', found);
  return [...found]
    .filter((route) => route.split(' ')[1]?.startsWith(`${mount}/`))
    .map((route) => route.replace(` ${mount}/`, ' /'))
    .sort();
}

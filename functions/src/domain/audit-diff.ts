/**
 * Names of the fields an edit changed, as dotted paths ('clubInfo.clubPhone'), so the
 * audit log can say what changed without ever holding a personal value.
 */
export function changedFieldNames(
  before: object,
  after: object,
  ignore: readonly string[] = [],
): string[] {
  const left = flatten(before);
  const right = flatten(after);
  const names = new Set([...left.keys(), ...right.keys()]);
  return [...names]
    .filter((name) => !ignore.some((field) => name === field || name.startsWith(`${field}.`)))
    .filter((name) => left.get(name) !== right.get(name))
    .sort();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
  );
}

/** Leaves keyed by path, compared as JSON; arrays count as one field. */
function flatten(value: object, prefix = '', into = new Map<string, string>()) {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(child) && Object.keys(child).length > 0) flatten(child, path, into);
    else if (child !== undefined) into.set(path, JSON.stringify(child ?? null));
  }
  return into;
}

// Compares two readings of a Firestore database as its REST API returns documents (typed
// values: integerValue "1" and doubleValue 1 differ, timestamps keep their nanoseconds), for
// the restore drill: every document, every field, exactly.

/** The path of a document from its REST name (projects/p/databases/d/documents/<path>). */
export function documentPath(name) {
  const marker = '/documents/';
  const at = name.indexOf(marker);
  if (at < 0) throw new Error(`Not a document name: ${name}`);
  return name.slice(at + marker.length);
}

/**
 * One text per value, the same for equal values whatever order their map keys come in.
 * An empty map or array may come without its `fields` or `values`; both spellings are one value.
 */
export function canonicalValue(value) {
  if ('mapValue' in value) {
    const fields = value.mapValue.fields ?? {};
    const keys = Object.keys(fields).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalValue(fields[key])}`).join(',')}}`;
  }
  if ('arrayValue' in value) {
    return `[${(value.arrayValue.values ?? []).map(canonicalValue).join(',')}]`;
  }
  const [type, ...others] = Object.keys(value);
  if (!type || others.length > 0) throw new Error(`Not one typed value: ${JSON.stringify(value)}`);
  return `${type}:${JSON.stringify(value[type])}`;
}

/** Path -> fields of every document in a REST answer's documents. */
export function snapshotOf(documents) {
  return new Map(documents.map((document) => [documentPath(document.name), document.fields ?? {}]));
}

/** The names of the top-level fields whose values differ between two documents. */
export function changedFields(before, after) {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names.filter((name) => {
    if (!(name in before) || !(name in after)) return true;
    return canonicalValue(before[name]) !== canonicalValue(after[name]);
  });
}

/** What is missing, added or changed in `after` compared with `before` (both snapshots). */
export function compareSnapshots(before, after) {
  const missing = [...before.keys()].filter((path) => !after.has(path)).sort();
  const extra = [...after.keys()].filter((path) => !before.has(path)).sort();
  const changed = [...before.keys()]
    .filter((path) => after.has(path))
    .sort()
    .map((path) => ({ path, fields: changedFields(before.get(path), after.get(path)) }))
    .filter(({ fields }) => fields.length > 0);
  return { missing, extra, changed, same: missing.length + extra.length + changed.length === 0 };
}

/** The collection a document path is in, parent ids left out: clubs/c1/members/m1 -> clubs/{id}/members. */
export function collectionOf(path) {
  const segments = path.split('/').slice(0, -1);
  return segments.map((segment, index) => (index % 2 === 1 ? '{id}' : segment)).join('/');
}

/** Documents per collection, sorted by collection. */
export function countsByCollection(snapshot) {
  const counts = new Map();
  for (const path of snapshot.keys()) {
    const collection = collectionOf(path);
    counts.set(collection, (counts.get(collection) ?? 0) + 1);
  }
  return new Map([...counts].sort(([a], [b]) => a.localeCompare(b)));
}

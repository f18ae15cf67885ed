/**
 * Deferred sections still showing prerendered HTML, each with a function that makes it
 * live. Apart from deferred-section.tsx so the language provider, which that module's
 * sections render under, can reach them without an import cycle.
 */
export const waitingSections = new Set<() => Promise<unknown>>();

/**
 * Makes every section still showing prerendered HTML live, for a change they must show
 * too (a new language); resolves when their code has arrived.
 */
export function loadDeferredSections(): Promise<unknown> {
  return Promise.all([...waitingSections].map((show) => show()));
}

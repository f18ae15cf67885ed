export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export const VERIFY_AREAS: string[];

export function pageModules(routeTable: string): Set<string>;

export function verifyFiles(
  manifest: Record<string, ManifestChunk>,
  routeTable: string,
): Set<string>;

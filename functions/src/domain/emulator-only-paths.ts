/** What the runtime says about itself, as the environment gives it. */
export interface RuntimeIdentity {
  // FUNCTIONS_EMULATOR: the Functions emulator sets it to 'true'.
  functionsEmulator: string | undefined;
  // GCLOUD_PROJECT (firebase-functions' projectID).
  projectId: string | undefined;
}

// Firebase's demo projects: no real project has such an id, so none can be deployed to.
const DEMO_PROJECT = /^demo-./;

/**
 * Whether the emulator-only paths are open: the stand-in security-check token, the
 * test-payment endpoint and the local Stripe stand-in with its published webhook secret.
 * FUNCTIONS_EMULATOR alone is an environment variable anyone deploying could set; a
 * demo- project is also required, and a missing project id keeps them closed.
 */
export function emulatorOnlyPathsOpen({ functionsEmulator, projectId }: RuntimeIdentity): boolean {
  return functionsEmulator === 'true' && projectId !== undefined && DEMO_PROJECT.test(projectId);
}

import { emulatorOnlyPathsOpen } from './emulator-only-paths';

describe('emulatorOnlyPathsOpen', () => {
  it('opens only under the Functions emulator in a demo- project', () => {
    expect(emulatorOnlyPathsOpen({ functionsEmulator: 'true', projectId: 'demo-iltkd' })).toBe(
      true,
    );
  });

  it('stays closed under the emulator in a real project', () => {
    expect(emulatorOnlyPathsOpen({ functionsEmulator: 'true', projectId: 'iltkd-prod' })).toBe(
      false,
    );
  });

  it('stays closed for a demo- project outside the emulator', () => {
    expect(emulatorOnlyPathsOpen({ functionsEmulator: undefined, projectId: 'demo-iltkd' })).toBe(
      false,
    );
    expect(emulatorOnlyPathsOpen({ functionsEmulator: 'false', projectId: 'demo-iltkd' })).toBe(
      false,
    );
  });

  it('stays closed for a real project outside the emulator', () => {
    expect(emulatorOnlyPathsOpen({ functionsEmulator: undefined, projectId: 'iltkd-prod' })).toBe(
      false,
    );
  });

  it('stays closed without a project id', () => {
    expect(emulatorOnlyPathsOpen({ functionsEmulator: 'true', projectId: undefined })).toBe(false);
    expect(emulatorOnlyPathsOpen({ functionsEmulator: 'true', projectId: '' })).toBe(false);
  });

  it('reads only the exact values: a project merely containing demo-, or TRUE, does not open them', () => {
    expect(emulatorOnlyPathsOpen({ functionsEmulator: 'true', projectId: 'my-demo-iltkd' })).toBe(
      false,
    );
    expect(emulatorOnlyPathsOpen({ functionsEmulator: 'true', projectId: 'demo-' })).toBe(false);
    expect(emulatorOnlyPathsOpen({ functionsEmulator: 'TRUE', projectId: 'demo-iltkd' })).toBe(
      false,
    );
  });
});

// Browser journeys start Chromium and wait on the emulators: allow them time.
jest.setTimeout(120_000);

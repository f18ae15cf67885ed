import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI runs these beside the emulators on two cores: a suite's first render can take over the
// default second to appear (All Clubs' first row did), so wait longer before failing.
configure({ asyncUtilTimeout: 5000 });

// A project's `testTimeout` in jest.config.js is not applied (jest reads it from the root
// config only), so the web tests' longer limit is set here.
jest.setTimeout(20_000);

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI runs these beside the emulators on two cores: a suite's first render can take over the
// default second to appear (All Clubs' first row did), so wait longer before failing.
configure({ asyncUtilTimeout: 5000 });

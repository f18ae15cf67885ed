// Lighthouse's documented CPU calibration (docs/throttling.md, "Calibrating the CPU
// slowdown"): the default 4x slowdown is meant for a machine in the high-end desktop
// bracket, and a faster or slower host should scale the multiplier by its benchmark index.
// The budgets' reference is the default preset on a machine of index 1,500: a host of index
// I stands for it at a slowdown of 4 × I ÷ 1500, whatever machine the bench runs on.

export const referenceIndex = 1500;
export const presetSlowdown = 4;

/** The CPU slowdown at which a host of `benchmarkIndex` runs like index 1,500 at 4x. */
export function calibratedSlowdown(benchmarkIndex) {
  return Number(((presetSlowdown * benchmarkIndex) / referenceIndex).toFixed(2));
}

/** The benchmark index a run stands for: its host's index, slowed beyond the preset's 4x. */
export function standsForIndex({ benchmarkIndex, cpuSlowdown }) {
  return Math.round((benchmarkIndex * presetSlowdown) / cpuSlowdown);
}

import { nextSlideIndex, previousSlideIndex } from './slideshow-index';

describe('slideshow index maths', () => {
  it('moves to the following slide', () => {
    expect(nextSlideIndex(0, 3)).toBe(1);
    expect(nextSlideIndex(1, 3)).toBe(2);
  });

  it('wraps from the last slide to the first', () => {
    expect(nextSlideIndex(2, 3)).toBe(0);
  });

  it('moves to the preceding slide', () => {
    expect(previousSlideIndex(2, 3)).toBe(1);
  });

  it('wraps from the first slide to the last', () => {
    expect(previousSlideIndex(0, 3)).toBe(2);
  });
});

import type { TouchRippleActions } from '@mui/material/ButtonBase/TouchRipple';
import { act, render } from '@testing-library/react';
import { createRef } from 'react';

import TouchRippleOnDemand from './touch-ripple-on-demand';

describe('TouchRippleOnDemand', () => {
  it("renders MUI's ripple once loaded and hands ButtonBase its actions", async () => {
    const ripple = createRef<TouchRippleActions>();
    let container: HTMLElement | undefined;
    await act(async () => {
      ({ container } = render(<TouchRippleOnDemand ref={ripple} center />));
    });
    expect(container?.querySelector('.MuiTouchRipple-root')).not.toBeNull();
    expect(ripple.current).toEqual(
      expect.objectContaining({
        start: expect.any(Function),
        stop: expect.any(Function),
        pulsate: expect.any(Function),
      }),
    );
    await act(async () => ripple.current?.start(undefined, { center: true }));
    expect(container?.querySelector('.MuiTouchRipple-ripple')).not.toBeNull();
  });
});

import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { forwardRef, lazy, Suspense, type ComponentType, type Ref } from 'react';

type RippleComponent = ComponentType<TouchRippleProps & { ref?: Ref<TouchRippleActions> }>;

const TouchRipple = lazy(async () => ({
  // Typed as a render function, it is the forwardRef component ButtonBase renders.
  default: (await import('@mui/material/ButtonBase/TouchRipple'))
    .default as unknown as RippleComponent,
}));

/**
 * ButtonBase's ripple, whose code (about 2 KB compressed) no page needs in order to render:
 * vite.config.ts points ButtonBase's import here, so it loads when a button is first pressed
 * or focused from the keyboard. MUI mounts the ripple only then anyway; that first press
 * shows no ripple, the following ones do.
 */
const TouchRippleOnDemand = forwardRef<TouchRippleActions, TouchRippleProps>(
  function TouchRippleOnDemand(props, ref) {
    return (
      <Suspense fallback={null}>
        <TouchRipple ref={ref} {...props} />
      </Suspense>
    );
  },
);

export default TouchRippleOnDemand;

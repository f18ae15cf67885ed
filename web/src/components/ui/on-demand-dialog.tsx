import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code downloads the first time it opens, not with the table; nothing shows
 * meanwhile. Once opened it stays mounted, so that closing it still fades it out.
 */
export function onDemandDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function OnDemandDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return OnDemandDialog;
}

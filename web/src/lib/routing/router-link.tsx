import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export type RouterLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

/**
 * An in-app link: a real <a href> that changes page without reloading it. React Router's
 * own Link also brings framework mode's route prefetching, which this app does not use
 * and every page would download; this is the custom link its documentation builds from
 * useHref and useLinkClickHandler.
 */
export function RouterLink({
  to,
  replace,
  state,
  target,
  onClick,
  ...anchorProps
}: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...anchorProps} href={href} target={target} onClick={handleClick} />;
}

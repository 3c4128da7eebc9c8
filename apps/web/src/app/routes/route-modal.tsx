import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { type Location, UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet } from 'react-router';
import { readTitleModalState } from '../../lib/title-links';

const RouteModalContext = createContext(false);

/** True inside the route rendered as a modal over a page (see {@link usePageAndModal}). */
export function useIsRouteModal(): boolean {
  return useContext(RouteModalContext);
}

interface RenderedPage {
  key: string;
  location: Location;
  element: ReactNode;
}

/**
 * Route-driven modals. A title link pushes `/title/:mediaType/:id` with `state.backgroundLocation` (see
 * lib/title-links). Then the page that was on screen keeps rendering — the very same element, so it is not
 * remounted and keeps its state, scroll position and the focused card — and sees its own location, while the
 * title route renders as a modal over it. Closing goes back in history.
 *
 * Without that state, or when the page underneath is not the one still on screen (a reload, a link opened in a
 * new tab), the title route is an ordinary page.
 */
export function usePageAndModal(): { page: ReactNode; modal: ReactNode } {
  const location = useLocation();
  const navigationType = useNavigationType();
  const outlet = useOutlet();
  const lastPage = useRef<RenderedPage | null>(null);

  const background = readTitleModalState(location.state)?.backgroundLocation ?? null;
  const shownPage = background && lastPage.current?.key === background.key ? lastPage.current : null;

  useLayoutEffect(() => {
    if (!shownPage) lastPage.current = { key: location.key, location, element: outlet };
  });

  const pageLocation = shownPage?.location ?? location;
  const locationValue = useMemo(() => ({ location: pageLocation, navigationType }), [pageLocation, navigationType]);

  return {
    // The same element tree in both cases, so React keeps the page mounted when a modal opens or closes.
    page: (
      <UNSAFE_LocationContext.Provider value={locationValue}>
        {shownPage ? shownPage.element : outlet}
      </UNSAFE_LocationContext.Provider>
    ),
    modal: <RouteModalContext.Provider value={true}>{shownPage ? outlet : null}</RouteModalContext.Provider>,
  };
}

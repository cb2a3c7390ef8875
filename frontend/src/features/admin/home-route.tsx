import type { ReactNode } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

import type * as SectionGateModule from './components/section-gate';
import type { TabId } from './messages';

type Lazy = LazyRouteFunction<RouteObject>;

/**
 * A section's route element: its content, shown only to the roles that see it (the shared rules'
 * `adminSections`); `notFound` to the others. Each route names its own modules in its `lazy` (the
 * section's first, then the gate), as the build's list of each route's JavaScript reads them there.
 */
export async function gated(
  id: TabId,
  content: Promise<ReactNode>,
  gate: Promise<typeof SectionGateModule>,
  notFound: ReactNode,
) {
  const [node, { SectionGate }] = await Promise.all([content, gate]);
  return {
    element: (
      <SectionGate section={id} notFound={notFound}>
        {node}
      </SectionGate>
    ),
  };
}

/** The admin area's Home (/admin): the portal's index route. */
export function adminHomeRoute(
  wrap: (load: () => ReturnType<Lazy>) => Lazy,
  notFound: ReactNode,
): RouteObject {
  return {
    index: true,
    lazy: wrap(() =>
      gated(
        'home',
        import('./components/home-tab').then(({ HomeSection }) => <HomeSection />),
        import('./components/section-gate'),
        notFound,
      ),
    ),
  };
}

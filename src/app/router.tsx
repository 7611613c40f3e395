import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useMemo,
} from 'react';
import { type Location, matchPath, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { RouteErrorBoundary } from './layout/route-error';
import { AdminFrame, SiteLayout } from './layout/site-layout';
import {
  ADMIN_ROUTES,
  decodePathname,
  type PageName,
  ROUTES_IN_MATCH_ORDER,
  type RouteEntry,
  SITE_ROUTES,
} from './route-table';

// Every route of spec section 2, each page in its own lazily loaded chunk. A page
// module exports `Component`. React Router's declarative mode (BrowserRouter and
// <Routes>) is half the size of its data router. Navigations run in a React
// transition, so the current page stays on screen until the next one's chunk
// is in; a route's reads start with its chunk (Screen). The first page's chunk
// and reads are loaded before the first render (loadPage), on the server and in
// the browser, so neither ever renders a placeholder for them.

type PageModule = { Component: ComponentType };

interface Page {
  /** Loads the page's code; once loaded, the page renders without suspending. */
  preload: () => Promise<unknown>;
  /** The page's component once its code is in. */
  loaded: ComponentType | null;
  /** Suspends until the code is in. */
  Lazy: LazyExoticComponent<ComponentType>;
  /**
   * Lets a render ask again for code whose load failed (offline before the
   * worker had it), where a lazy component would keep the failure for good:
   * for `navigation` (a location's key), once per navigation, so that a load
   * failing again shows the error screen instead of being asked for in a
   * loop; without one, at once (the error screen's retry, back online).
   */
  retry: (navigation?: string) => void;
}

function lazyPage(load: () => Promise<ComponentType>): Page {
  let loading: Promise<{ default: ComponentType }> | null = null;
  /** The navigation the current load is for, and the one whose load failed. */
  let attempt: string | undefined;
  let failedFor: string | undefined | null = null;
  const lazyLoaded = () => lazy(() => page.preload() as Promise<{ default: ComponentType }>);
  const page: Page = {
    loaded: null,
    preload: () => {
      loading ??= load().then(
        (component) => {
          page.loaded = component;
          return { default: component };
        },
        (error: unknown) => {
          loading = null;
          failedFor = attempt;
          throw error;
        },
      );
      return loading;
    },
    Lazy: lazyLoaded(),
    retry: (navigation) => {
      if (failedFor !== null && (navigation === undefined || navigation !== failedFor)) {
        failedFor = null;
        page.Lazy = lazyLoaded();
      }
      if (navigation !== undefined) attempt = navigation;
    },
  };
  return page;
}

function PageView({ page }: { page: Page }): ReactElement {
  page.retry(useLocation().key);
  const Loaded = page.loaded;
  return Loaded ? <Loaded /> : <page.Lazy />;
}

function page(load: () => Promise<PageModule>): Page {
  return lazyPage(() => load().then((module) => module.Component));
}

const pages: Record<PageName, Page> = {
  home: page(() => import('../pages/home')),
  services: page(() => import('../pages/services')),
  'staff-augmentation': page(() => import('../pages/staff-augmentation')),
  'service-landing': page(() => import('../pages/service-landing')),
  technology: page(() => import('../pages/technology')),
  'case-studies': page(() => import('../pages/case-studies')),
  'case-study': page(() => import('../pages/case-study')),
  portfolio: page(() => import('../pages/portfolio')),
  team: page(() => import('../pages/team')),
  blog: page(() => import('../pages/blog')),
  'blog-post': page(() => import('../pages/blog-post')),
  contact: page(() => import('../pages/contact')),
  'not-found': page(() => import('../pages/not-found')),
  'admin-login': page(() => import('../pages/admin-login')),
  'admin-dashboard': page(() => import('../pages/admin-dashboard')),
  'admin-cms': page(() => import('../pages/admin-cms')),
};

/**
 * Starts loading the queries a route reads, unless the cache has them: called
 * as the route renders, so they load along with its chunk. What React Query's
 * usePrefetchQuery does, for a list whose length depends on the route. A read
 * that failed before this visit began is asked again, once: its page does not
 * ask again on mount (src/api/public-content.ts).
 */
function prefetch(
  queryClient: QueryClient,
  reads: RouteEntry['reads'],
  params: Params,
  visitStart: number,
) {
  for (const read of reads?.(params) ?? []) {
    const state = queryClient.getQueryState(read.queryKey);
    const failedBefore =
      state?.status === 'error' &&
      state.fetchStatus === 'idle' &&
      state.errorUpdatedAt < visitStart;
    if (!state || failedBefore) void read.load(queryClient);
  }
}

/** The document's first location: its visit began as the page started loading. */
let firstLocation: Location | undefined;

/**
 * When the visit of the current location began, in ms since the epoch: the
 * page's start for the document's first, else its first render. Back and
 * Forward make a new visit, as a link does. The server renders a page once,
 * from the reads it has just made: none failed before its visit (0).
 */
function useVisitStart(): number {
  const location = useLocation();
  return useMemo(() => {
    if (typeof document === 'undefined') return 0;
    firstLocation ??= location;
    return location === firstLocation ? performance.timeOrigin : Date.now();
  }, [location]);
}

type Params = Partial<Record<string, string>>;

/** A page, its loading placeholder and its error screen (reset by the next navigation). */
function Screen({
  reads,
  page,
  children,
}: {
  reads: RouteEntry['reads'];
  page: Page;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  prefetch(useQueryClient(), reads, useParams(), useVisitStart());
  return (
    <RouteErrorBoundary resetKey={pathname} onRetry={() => page.retry()}>
      {/* Holds the viewport while the first page's chunk loads, so the footer stays below the fold. */}
      <Suspense fallback={<div style={{ minHeight: '100dvh' }} />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * Loads the code of the page `pathname` shows (the first match, as <Routes>
 * ranks them here) and, at the same time, its reads into `queryClient`. It
 * resolves once both are in (a read that fails is left for the page to show),
 * so the first render draws the page complete.
 */
export function loadPage(pathname: string, queryClient: QueryClient): Promise<unknown> {
  const decoded = decodePathname(pathname);
  for (const { path, page, reads } of ROUTES_IN_MATCH_ORDER) {
    const match = matchPath(path, decoded);
    if (!match) continue;
    const loads = (reads?.(match.params) ?? []).map((read) => read.load(queryClient));
    return Promise.all([pages[page].preload(), ...loads]);
  }
  return Promise.resolve();
}

/** One <Route> per page of a table (a plain call: <Routes> reads its children as elements). */
function screens(table: RouteEntry[]) {
  return table.map(({ path, page, reads }) => (
    <Route
      key={path}
      path={path}
      element={
        <Screen reads={reads} page={pages[page]}>
          <PageView page={pages[page]} />
        </Screen>
      }
    />
  ));
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>{screens(SITE_ROUTES)}</Route>
      <Route element={<AdminFrame />}>{screens(ADMIN_ROUTES)}</Route>
    </Routes>
  );
}

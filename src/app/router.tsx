import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
} from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { prefetchContent } from '../api/content';
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
// <Routes>) is half the size of its data router, and the site needs none of the
// data APIs. Navigations run in a React transition, so the current page stays
// on screen until the next one's chunk is in. The first page's chunk is loaded
// before the first render (preloadPage), so the app never shows a placeholder
// for it: React holds a revealed Suspense fallback for 300 ms at least.

type PageModule = { Component: ComponentType };

interface Page {
  /** Loads the page's code; once loaded, the page renders without suspending. */
  preload: () => Promise<unknown>;
  /** The page's component once its code is in. */
  loaded: ComponentType | null;
  /** Suspends until the code is in. */
  Lazy: LazyExoticComponent<ComponentType>;
}

function lazyPage(load: () => Promise<ComponentType>): Page {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const page: Page = {
    loaded: null,
    preload: () => {
      loading ??= load().then((component) => {
        page.loaded = component;
        return { default: component };
      });
      return loading;
    },
    Lazy: lazy(() => page.preload() as Promise<{ default: ComponentType }>),
  };
  return page;
}

function PageView({ page }: { page: Page }): ReactElement {
  const Loaded = page.loaded;
  return Loaded ? <Loaded /> : <page.Lazy />;
}

function page(load: () => Promise<PageModule>): Page {
  return lazyPage(() => load().then((module) => module.Component));
}

/** An admin page, inside React Query's provider (which loads with it, never on the public site). */
function adminPage(load: () => Promise<PageModule>): Page {
  return lazyPage(async () => {
    const [{ Component }, { QueryProvider }] = await Promise.all([
      load(),
      import('../lib/query-provider'),
    ]);
    return () => (
      <QueryProvider>
        <Component />
      </QueryProvider>
    );
  });
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
  'admin-login': adminPage(() => import('../pages/admin-login')),
  'admin-dashboard': adminPage(() => import('../pages/admin-dashboard')),
  'admin-cms': adminPage(() => import('../pages/admin-cms')),
};

/** A page, its loading placeholder and its error screen (reset by the next navigation). */
function Screen({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      {/* Holds the viewport while the first page's chunk loads, so the footer stays below the fold. */}
      <Suspense fallback={<div style={{ minHeight: '100dvh' }} />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * Loads the code of the page `pathname` shows (the first match, as <Routes>
 * ranks them here) and starts its `/api` reads at the same time.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const decoded = decodePathname(pathname);
  for (const { path, page, reads } of ROUTES_IN_MATCH_ORDER) {
    const match = matchPath(path, decoded);
    if (!match) continue;
    for (const read of reads?.(match.params) ?? []) prefetchContent(read);
    return pages[page].preload();
  }
  return Promise.resolve();
}

/** One <Route> per page of a table (a plain call: <Routes> reads its children as elements). */
function screens(table: RouteEntry[]) {
  return table.map(({ path, page }) => (
    <Route
      key={path}
      path={path}
      element={
        <Screen>
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

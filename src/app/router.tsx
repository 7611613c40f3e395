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
import { API } from '../contract/endpoints';
import { RouteErrorBoundary } from './layout/route-error';
import { AdminFrame, SiteLayout } from './layout/site-layout';

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

const Home = page(() => import('../pages/home'));
const Services = page(() => import('../pages/services'));
const StaffAugmentation = page(() => import('../pages/staff-augmentation'));
const ServiceLanding = page(() => import('../pages/service-landing'));
const CaseStudies = page(() => import('../pages/case-studies'));
const CaseStudy = page(() => import('../pages/case-study'));
const Portfolio = page(() => import('../pages/portfolio'));
const Team = page(() => import('../pages/team'));
const Blog = page(() => import('../pages/blog'));
const BlogPost = page(() => import('../pages/blog-post'));
const Contact = page(() => import('../pages/contact'));
const NotFound = page(() => import('../pages/not-found'));
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

const AdminLogin = adminPage(() => import('../pages/admin-login'));
const AdminDashboard = adminPage(() => import('../pages/admin-dashboard'));
const AdminCms = adminPage(() => import('../pages/admin-cms'));

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

/** The `/api` paths a public page reads (see api/public-content.ts), from its URL's params. */
type Reads = (params: Partial<Record<string, string>>) => string[];

const site: Array<[string, Page, Reads?]> = [
  ['/', Home, () => [API.homepage]],
  ['/services', Services, () => [API.services]],
  ['/services/staff-augmentation', StaffAugmentation],
  ['/services/:slug', ServiceLanding, () => [API.services]],
  ['/case-studies', CaseStudies, () => [API.caseStudies]],
  ['/case-studies/:slug', CaseStudy, ({ slug }) => (slug ? [API.caseStudy(slug)] : [])],
  ['/portfolio', Portfolio, () => [API.portfolio]],
  ['/team', Team, () => [API.team]],
  ['/blog', Blog, () => [API.blog]],
  ['/blog/:slug', BlogPost, ({ slug }) => (slug ? [API.blogPost(slug)] : [])],
  ['/contact', Contact],
  ['*', NotFound],
];

const admin: Array<[string, Page, Reads?]> = [
  ['/admin-login', AdminLogin],
  ['/admin', AdminDashboard],
  ['/admin/cms', AdminCms],
];

/**
 * Loads the code of the page `pathname` shows (the first match, as <Routes>
 * ranks them here) and starts its `/api` reads at the same time.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  for (const [path, page, reads] of [...admin, ...site]) {
    const match = matchPath(path, pathname);
    if (!match) continue;
    for (const read of reads?.(match.params) ?? []) prefetchContent(read);
    return page.preload();
  }
  return Promise.resolve();
}

/** One <Route> per page of a table (a plain call: <Routes> reads its children as elements). */
function screens(table: Array<[string, Page, Reads?]>) {
  return table.map(([path, page]) => (
    <Route
      key={path}
      path={path}
      element={
        <Screen>
          <PageView page={page} />
        </Screen>
      }
    />
  ));
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>{screens(site)}</Route>
      <Route element={<AdminFrame />}>{screens(admin)}</Route>
    </Routes>
  );
}

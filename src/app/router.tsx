import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from './layout/route-error';
import { AdminFrame, SiteLayout } from './layout/site-layout';

// Every route of spec section 2, each page in its own lazily loaded chunk. A page
// module exports `Component`. React Router's declarative mode (BrowserRouter and
// <Routes>) is half the size of its data router, and the site needs none of the
// data APIs: pages read `/api` through React Query. Navigations run in a React
// transition, so the current page stays on screen until the next one's chunk is in.

type PageModule = { Component: ComponentType };

function page(load: () => Promise<PageModule>) {
  return lazy(() => load().then((module) => ({ default: module.Component })));
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
function adminPage(load: () => Promise<PageModule>) {
  return lazy(async () => {
    const [{ Component }, { QueryProvider }] = await Promise.all([
      load(),
      import('../lib/query-provider'),
    ]);
    return {
      default: () => (
        <QueryProvider>
          <Component />
        </QueryProvider>
      ),
    };
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

const site: Array<[string, ComponentType]> = [
  ['/', Home],
  ['/services', Services],
  ['/services/staff-augmentation', StaffAugmentation],
  ['/services/:slug', ServiceLanding],
  ['/case-studies', CaseStudies],
  ['/case-studies/:slug', CaseStudy],
  ['/portfolio', Portfolio],
  ['/team', Team],
  ['/blog', Blog],
  ['/blog/:slug', BlogPost],
  ['/contact', Contact],
  ['*', NotFound],
];

const admin: Array<[string, ComponentType]> = [
  ['/admin-login', AdminLogin],
  ['/admin', AdminDashboard],
  ['/admin/cms', AdminCms],
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {site.map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <Screen>
                <Page />
              </Screen>
            }
          />
        ))}
      </Route>
      <Route element={<AdminFrame />}>
        {admin.map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <Screen>
                <Page />
              </Screen>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}

import { createBrowserRouter } from 'react-router-dom';
import { RouteError } from './layout/route-error';
import { SiteLayout } from './layout/site-layout';

// Every route of spec section 2, each page in its own lazily loaded chunk. A page
// module exports `Component` (React Router's lazy route convention).

export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: () => import('../pages/home') },
      { path: '/services', lazy: () => import('../pages/services') },
      { path: '/services/staff-augmentation', lazy: () => import('../pages/staff-augmentation') },
      { path: '/services/:slug', lazy: () => import('../pages/service-landing') },
      { path: '/case-studies', lazy: () => import('../pages/case-studies') },
      { path: '/case-studies/:slug', lazy: () => import('../pages/case-study') },
      { path: '/portfolio', lazy: () => import('../pages/portfolio') },
      { path: '/team', lazy: () => import('../pages/team') },
      { path: '/blog', lazy: () => import('../pages/blog') },
      { path: '/blog/:slug', lazy: () => import('../pages/blog-post') },
      { path: '/contact', lazy: () => import('../pages/contact') },
      { path: '*', lazy: () => import('../pages/not-found') },
    ],
  },
  {
    errorElement: <RouteError />,
    children: [
      { path: '/admin-login', lazy: () => import('../pages/admin-login') },
      { path: '/admin', lazy: () => import('../pages/admin-dashboard') },
      { path: '/admin/cms', lazy: () => import('../pages/admin-cms') },
    ],
  },
]);

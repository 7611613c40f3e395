import { lazy, Suspense } from 'react';
import { useHomepage } from '../api/public-content';
import { useOfflineMiss } from '../features/site/components/not-available-offline';
import { ClientLogos } from '../features/site/home/client-logos';
import { ClosingCta } from '../features/site/home/closing-cta';
import { FloatingButton } from '../features/site/home/floating-button';
import { Hero } from '../features/site/home/hero';
import { LeadCapture } from '../features/site/home/lead-capture';
import { ServicesGrid } from '../features/site/home/services-grid';
import { StickyBar } from '../features/site/home/sticky-bar';
import { Testimonials } from '../features/site/home/testimonials';
import { usePageMeta } from '../lib/page-meta';

const HomeFallback = lazy(() => import('../features/site/home/home-fallback'));

export function Component() {
  usePageMeta(
    'Brightline Labs — Custom Software, AI & Cloud Engineering',
    'Brightline Labs builds custom software, AI and machine learning, cloud and mobile products for growing companies. Senior engineers, clear pricing, delivery you can plan around.',
  );
  const read = useHomepage();
  const { data, isError } = read;
  // Offline, the default content stands in; the page's own comes once back online.
  useOfflineMiss(read);
  return (
    <>
      {/* First in the page's order: on a phone it rides in the navigation bar
          at the top, so Tab reaches it there, not after the whole page. */}
      <FloatingButton />
      <Hero content={data} />
      <ClientLogos content={data} failed={isError} />
      {isError ? (
        <Suspense fallback={null}>
          <HomeFallback />
        </Suspense>
      ) : (
        <>
          <ServicesGrid content={data} />
          <Testimonials content={data} />
        </>
      )}
      <LeadCapture content={data} />
      <ClosingCta content={data} />
      <StickyBar />
    </>
  );
}

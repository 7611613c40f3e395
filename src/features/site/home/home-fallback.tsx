import { services } from '../../../../seed/services';
import { testimonials } from '../../../../seed/testimonials';
import { ServicesGrid } from './services-grid';
import { Testimonials } from './testimonials';

// The home page's services and testimonials when its content could not be
// loaded: the default content's ten services and five testimonials (spec
// section 2). A chunk of its own, loaded only then: the first page does not
// carry them.

const SERVICES = [...services]
  .sort((a, b) => a.order - b.order)
  .map(({ name, description, features, color }) => ({ name, description, features, color }));

export default function HomeFallback() {
  return (
    <>
      <ServicesGrid content={undefined} fallback={SERVICES} />
      <Testimonials content={undefined} fallback={testimonials} />
    </>
  );
}

import { Box, Button, Container, Grid, Heading, Stack } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { useCaseStudies, usePortfolio, useServices, useTechnology } from '../api/public-content';
import { useLeadDialogs } from '../features/leads/lead-dialogs';
import { LandingCta, onBrand, onDark } from '../features/site/components/landing-cta';
import { LandingHero } from '../features/site/components/landing-hero';
import { LoadingState } from '../features/site/components/loading-state';
import { LongText } from '../features/site/components/long-text';
import {
  NOT_AVAILABLE_OFFLINE,
  NotAvailableOffline,
  useOfflineMiss,
} from '../features/site/components/not-available-offline';
import { NotFoundState } from '../features/site/components/not-found-state';
import { TechBadges } from '../features/site/components/tech-badges';
import { WhyWorkWithUs } from '../features/site/components/why-work-with-us';
import { contactHrefFor, itemsUsing, servicesNamed } from '../features/site/lib/technology-match';
import { RelatedWork } from '../features/site/technologies/related-work';
import { TechnologyServices } from '../features/site/technologies/technology-services';
import { WhatWeBuild } from '../features/site/technologies/what-we-build';
import { usePageMeta } from '../lib/page-meta';

/** The technology's slug: the route table names each page's address (route-table.ts). */
const slugOf = (pathname: string) => pathname.split('/').filter(Boolean)[1] ?? '';

export function Component() {
  const slug = slugOf(useLocation().pathname).toLowerCase();
  const read = useTechnology(slug);
  const { data: technology, isPending, isError } = read;
  const offline = useOfflineMiss(read);
  const services = useServices();
  const caseStudies = useCaseStudies();
  const portfolio = usePortfolio();
  const { openConsultation } = useLeadDialogs();
  const missing = !isPending && !offline && (isError || !technology);
  usePageMeta(
    technology
      ? technology.name
      : offline
        ? NOT_AVAILABLE_OFFLINE
        : missing
          ? 'Service Not Found'
          : 'Services',
    technology?.description ?? 'Engineering services from Brightline Labs.',
    { noindex: missing },
  );
  if (isPending) return <LoadingState label="Loading technology" />;
  if (offline) return <NotAvailableOffline />;
  if (!technology) {
    return (
      <NotFoundState
        title="Service Not Found"
        description="The requested service could not be found."
      >
        <Button asChild colorPalette="brand">
          <Link to="/services">View All Services</Link>
        </Button>
      </NotFoundState>
    );
  }
  const contactHref = contactHrefFor(technology.slug);
  const related = servicesNamed(services.data, technology.serviceSlugs);
  return (
    <>
      <LandingHero
        eyebrow="Technology"
        title={technology.name}
        description={technology.description}
        back={{ to: '/services', label: 'All Services' }}
        actions={
          <>
            <Button asChild {...onDark.primary}>
              <Link to={contactHref}>Discuss Your Project</Link>
            </Button>
            <Button {...onDark.outline} onClick={openConsultation}>
              Book a Consultation
            </Button>
          </>
        }
      />
      <Container maxW="5xl" py={{ base: '12', md: '20' }}>
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="12">
          <Stack gap="6" minW="0">
            <Heading as="h2" fontSize="2xl">
              Overview
            </Heading>
            <LongText text={technology.longDescription} />
          </Stack>
          <Stack gap="8" minW="0">
            <Box>
              <Heading as="h2" fontSize="xl" mb="4">
                Tools and Ecosystem
              </Heading>
              <TechBadges technologies={technology.ecosystem} size="md" />
            </Box>
            {related.length > 0 ? (
              <Box>
                <Heading as="h2" fontSize="xl" mb="4">
                  Services It Powers
                </Heading>
                <TechnologyServices services={related} />
              </Box>
            ) : null}
          </Stack>
        </Grid>
      </Container>
      <WhatWeBuild items={technology.whatWeBuild} />
      <RelatedWork
        caseStudies={itemsUsing(caseStudies.data, technology.matchTerms)}
        portfolio={itemsUsing(portfolio.data, technology.matchTerms)}
      />
      <WhyWorkWithUs />
      <LandingCta
        id="technology-cta-title"
        title="Let's talk about your project"
        subtitle="Tell us what you are building and we will get back to you within 24 hours."
      >
        <Button asChild {...onBrand.primary}>
          <Link to={contactHref}>Contact Us</Link>
        </Button>
        <Button {...onBrand.outline} onClick={openConsultation}>
          Schedule a Call
        </Button>
      </LandingCta>
    </>
  );
}

import { Box, Button, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router-dom';
import { useServices } from '../api/public-content';
import { useLeadDialogs } from '../features/leads/lead-dialogs';
import { Icon } from '../features/site/components/icons';
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
import { toContactService } from '../features/site/lib/contact-service';
import { usePageMeta } from '../lib/page-meta';

export function Component() {
  const { slug = '' } = useParams();
  const read = useServices();
  const { data, isPending } = read;
  const offline = useOfflineMiss(read);
  const { openContact, openConsultation } = useLeadDialogs();
  const service = data?.find((item) => item.slug === slug);
  usePageMeta(
    service
      ? service.name
      : isPending
        ? 'Services'
        : offline
          ? NOT_AVAILABLE_OFFLINE
          : 'Service Not Found',
    service?.description ?? 'Engineering services from Brightline Labs.',
    { noindex: !service && !isPending && !offline },
  );
  if (isPending) return <LoadingState label="Loading service" />;
  if (offline) return <NotAvailableOffline />;
  if (!service) {
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
  const contactService = toContactService(service.name);
  return (
    <>
      <LandingHero
        title={service.name}
        description={service.description}
        back={{ to: '/services', label: 'All Services' }}
        accent={service.color}
        actions={
          <>
            <Button
              {...onDark.primary}
              onClick={() => openContact({ entry: 'quote', service: contactService })}
            >
              Get a Quote
            </Button>
            <Button {...onDark.outline} onClick={openConsultation}>
              Book a Consultation
            </Button>
          </>
        }
      >
        {service.startingPrice || service.deliveryTime ? (
          <HStack gap="8" mt="8" flexWrap="wrap" color="whiteAlpha.900">
            {service.startingPrice ? (
              <Text>
                <b>Starting price:</b> {service.startingPrice}
              </Text>
            ) : null}
            {service.deliveryTime ? (
              <Text>
                <b>Typical delivery:</b> {service.deliveryTime}
              </Text>
            ) : null}
          </HStack>
        ) : null}
      </LandingHero>
      <Container maxW="5xl" py={{ base: '12', md: '20' }}>
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="12">
          <Stack gap="6" minW="0">
            <Heading as="h2" fontSize="2xl">
              Overview
            </Heading>
            <LongText text={service.longDescription || service.description} />
          </Stack>
          <Stack gap="8" minW="0">
            <Box>
              <Heading as="h2" fontSize="xl" mb="4">
                Technologies
              </Heading>
              <TechBadges technologies={service.technologies} size="md" />
            </Box>
            <Box>
              <Heading as="h2" fontSize="xl" mb="4">
                Benefits
              </Heading>
              <Stack as="ul" listStyleType="none" gap="3">
                {service.benefits.map((benefit) => (
                  <HStack as="li" key={benefit} gap="3" align="flex-start">
                    <Box color="green.600" _dark={{ color: 'green.400' }} pt="1">
                      <Icon name="check" />
                    </Box>
                    <Text>{benefit}</Text>
                  </HStack>
                ))}
              </Stack>
            </Box>
          </Stack>
        </Grid>
      </Container>
      <WhyWorkWithUs />
      <LandingCta
        id="service-cta-title"
        title="Ready to get started?"
        subtitle="Tell us about your project and we will get back to you within 24 hours."
      >
        <Button {...onBrand.primary} onClick={() => openContact({ service: contactService })}>
          Start Your Project
        </Button>
        <Button {...onBrand.outline} onClick={openConsultation}>
          Schedule a Call
        </Button>
      </LandingCta>
    </>
  );
}

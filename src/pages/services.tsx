import {
  Box,
  Card,
  Container,
  Heading,
  HStack,
  LinkOverlay,
  SimpleGrid,
  Text,
} from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useServices } from '../api/public-content';
import { CtaBand } from '../features/site/components/cta-band';
import { EmptyState } from '../features/site/components/empty-state';
import { Icon } from '../features/site/components/icons';
import { LoadingState } from '../features/site/components/loading-state';
import {
  ListNotAvailableOffline,
  useOfflineMiss,
} from '../features/site/components/not-available-offline';
import { PageHero } from '../features/site/components/page-hero';
import { usePageMeta } from '../lib/page-meta';

export function Component() {
  usePageMeta(
    'Services',
    'Custom software, AI and machine learning, cloud and DevOps, mobile, web, data analytics and staff augmentation from Brightline Labs.',
  );
  const read = useServices();
  const { data, isPending } = read;
  const offline = useOfflineMiss(read);
  const services = data ?? [];
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Engineering Services for Every Stage"
        subtitle="From a first prototype to a platform serving millions: pick the help you need, or let us assemble the team."
      />
      <Box as="section" aria-label="All services" py={{ base: '12', md: '20' }}>
        <Container maxW="7xl">
          {isPending ? (
            <LoadingState label="Loading services" placement="section" />
          ) : offline ? (
            <ListNotAvailableOffline />
          ) : services.length === 0 ? (
            <EmptyState
              title="No Services Found"
              description={
                data === undefined
                  ? 'Our services could not be loaded right now. Please try again later.'
                  : 'No services have been published yet. Please check back soon.'
              }
            />
          ) : (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              {services.map((service) => (
                <Card.Root
                  as="li"
                  key={service.id}
                  position="relative"
                  borderTopWidth="4px"
                  borderTopColor={service.color}
                  _hover={{ shadow: 'lg' }}
                >
                  <Card.Body gap="3">
                    <Heading as="h2" fontSize="xl">
                      <LinkOverlay asChild>
                        <Link to={`/services/${service.slug}`}>{service.name}</Link>
                      </LinkOverlay>
                    </Heading>
                    <Text color="fg.muted" flex="1">
                      {service.description}
                    </Text>
                    <HStack color="brand.fg" fontWeight="semibold" fontSize="sm" gap="1">
                      <Text>Learn More</Text>
                      <Icon name="arrowRight" />
                    </HStack>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          )}
        </Container>
      </Box>
      <CtaBand
        title="Not sure which service fits?"
        subtitle="Describe the problem and we will recommend the right mix of people and practices."
        primary={{ label: 'Contact Us', href: '/contact' }}
        secondary={{ label: 'View Case Studies', href: '/case-studies' }}
      />
    </>
  );
}

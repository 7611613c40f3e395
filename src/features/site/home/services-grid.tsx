import { Box, Button, Card, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Service } from '../../../contract/entities';
import { useLeadDialogs } from '../../leads/lead-dialogs';
import { Icon } from '../components/icons';
import { LoadingState } from '../components/loading-state';
import { SectionHeader } from '../components/section-header';
import { HOME_DEFAULTS, type HomeContent, textOr } from '../content/home-defaults';
import { toContactService } from '../lib/contact-service';
import { serviceIcon } from './service-icon';

export type ServiceCardData = Pick<Service, 'name' | 'description' | 'features' | 'color'>;

// The home page shows some forty features: plain elements styled from their
// list, rather than three styled components each (80 of the page's 354 styled
// elements).
const FEATURE_LIST = {
  '& > li': { display: 'flex', alignItems: 'flex-start', gap: '2' },
  '& > li > div': { pt: '0.5' },
} as const;

function ServiceCard({ service }: { service: ServiceCardData }) {
  const { openContact } = useLeadDialogs();
  return (
    <Card.Root as="li" borderTopWidth="4px" borderTopColor={service.color} h="full">
      <Card.Body gap="4">
        <Box
          w="10"
          h="10"
          rounded="lg"
          display="flex"
          alignItems="center"
          justifyContent="center"
          fontSize="xl"
          aria-hidden="true"
          // The colour is a checked #rrggbb (src/contract/entities.ts); 26 is
          // 15 % opacity for the tile behind the icon.
          style={{ color: service.color, background: `${service.color}26` }}
        >
          <Icon name={serviceIcon(service.name)} />
        </Box>
        <Heading as="h3" fontSize="xl">
          {service.name}
        </Heading>
        <Text color="fg.muted">{service.description}</Text>
        {service.features.length > 0 ? (
          <Stack as="ul" gap="2" listStyleType="none" fontSize="sm" css={FEATURE_LIST}>
            {service.features.map((feature) => (
              <li key={feature}>
                <div style={{ color: service.color }}>
                  <Icon name="check" />
                </div>
                <p>{feature}</p>
              </li>
            ))}
          </Stack>
        ) : null}
      </Card.Body>
      <Card.Footer>
        <Button
          variant="outline"
          colorPalette="brand"
          w="full"
          aria-label={`Get Started with ${service.name}`}
          onClick={() => openContact({ service: toContactService(service.name) })}
        >
          Get Started
          <Icon name="arrowRight" />
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * The services section: the homepage content's services, or `fallback` (the
 * default services, when that content could not be loaded); while neither has
 * come, a loading state.
 */
export function ServicesGrid({
  content,
  fallback,
}: {
  content: HomeContent;
  fallback?: readonly ServiceCardData[];
}) {
  const section = content?.services.content;
  const defaults = HOME_DEFAULTS.services;
  const services = section?.services ?? fallback;
  // Content without services (every one removed): no heading over an empty space.
  if (section && services?.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="services-title" py={{ base: '14', md: '24' }}>
      <Container maxW="7xl">
        <SectionHeader
          id="services-title"
          title={textOr(section?.title, defaults.title)}
          subtitle={textOr(section?.subtitle, defaults.subtitle)}
        />
        {services ? (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="6">
            {services.map((service) => (
              <ServiceCard key={service.name} service={service} />
            ))}
          </SimpleGrid>
        ) : (
          <LoadingState label="Loading services" placement="section" />
        )}
      </Container>
    </Box>
  );
}

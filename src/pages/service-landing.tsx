import {
  Box,
  Button,
  Card,
  Container,
  Grid,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link, useParams } from 'react-router-dom';
import { useServices } from '../api/public-content';
import { useLeadDialogs } from '../features/leads/lead-dialogs';
import { BackLink } from '../features/site/components/back-link';
import { EmptyState } from '../features/site/components/empty-state';
import { Icon, type IconName } from '../features/site/components/icons';
import { LoadingState } from '../features/site/components/loading-state';
import { LongText } from '../features/site/components/long-text';
import { TechBadges } from '../features/site/components/tech-badges';
import { toContactService } from '../features/site/lib/contact-service';
import { usePageMeta } from '../lib/page-meta';

const FEATURES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'star',
    title: 'Senior Experts',
    text: 'Engineers with years of production experience lead every engagement.',
  },
  {
    icon: 'calendar',
    title: 'Agile Delivery',
    text: 'Two-week sprints with a working demo at the end of each one.',
  },
  {
    icon: 'check',
    title: 'Quality Built In',
    text: 'Code review, automated tests and security checks on every change.',
  },
  {
    icon: 'chat',
    title: 'Clear Communication',
    text: 'A dedicated lead, shared backlog and weekly progress reports.',
  },
];

export function Component() {
  const { slug = '' } = useParams();
  const { data, isPending } = useServices();
  const { openContact, openConsultation } = useLeadDialogs();
  const service = data?.find((item) => item.slug === slug);
  usePageMeta(
    service ? service.name : isPending ? 'Services' : 'Service Not Found',
    service?.description ?? 'Engineering services from Brightline Labs.',
  );
  if (isPending) return <LoadingState label="Loading service" />;
  if (!service) {
    return (
      <Container maxW="3xl" py="16">
        <EmptyState
          title="Service Not Found"
          description="The requested service could not be found."
        >
          <Button asChild colorPalette="brand">
            <Link to="/services">View All Services</Link>
          </Button>
        </EmptyState>
      </Container>
    );
  }
  const contactService = toContactService(service.name);
  return (
    <>
      <Box
        as="section"
        bg="ink"
        color="white"
        py={{ base: '14', md: '24' }}
        bgImage={`radial-gradient(circle at 85% 20%, ${service.color}55, transparent 55%)`}
      >
        <Container maxW="5xl">
          <Box mb="6" css={{ '& a': { color: 'white' } }}>
            <BackLink to="/services" label="All Services" />
          </Box>
          <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" mb="5">
            {service.name}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.900" mb="8" maxW="3xl">
            {service.description}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
            <Button
              size="lg"
              bg="amber.400"
              color="ink"
              _hover={{ bg: 'amber.500' }}
              onClick={() => openContact({ entry: 'quote', service: contactService })}
            >
              Get a Quote
            </Button>
            <Button
              size="lg"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.600"
              _hover={{ bg: 'whiteAlpha.200' }}
              onClick={openConsultation}
            >
              Book a Consultation
            </Button>
          </Stack>
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
        </Container>
      </Box>
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
      <Box as="section" aria-labelledby="why-us-title" bg="bg.subtle" py={{ base: '12', md: '20' }}>
        <Container maxW="7xl">
          <Heading
            as="h2"
            id="why-us-title"
            fontSize={{ base: '2xl', md: '3xl' }}
            textAlign="center"
            mb="10"
          >
            Why Work With Us
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {FEATURES.map((feature) => (
              <Card.Root key={feature.title}>
                <Card.Body gap="3">
                  <Box color="brand.fg">
                    <Icon name={feature.icon} size="24" />
                  </Box>
                  <Heading as="h3" fontSize="lg">
                    {feature.title}
                  </Heading>
                  <Text color="fg.muted">{feature.text}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Box
        as="section"
        aria-labelledby="service-cta-title"
        bg="brand.700"
        color="white"
        py={{ base: '14', md: '20' }}
      >
        <Container maxW="3xl" textAlign="center">
          <Heading as="h2" id="service-cta-title" fontSize={{ base: '2xl', md: '4xl' }} mb="4">
            Ready to get started?
          </Heading>
          <Text fontSize="lg" color="whiteAlpha.900" mb="8">
            Tell us about your project and we will get back to you within 24 hours.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4" justify="center">
            <Button
              size="lg"
              bg="white"
              color="brand.800"
              _hover={{ bg: 'brand.50' }}
              onClick={() => openContact({ service: contactService })}
            >
              Start Your Project
            </Button>
            <Button
              size="lg"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'whiteAlpha.200' }}
              onClick={openConsultation}
            >
              Schedule a Call
            </Button>
          </Stack>
        </Container>
      </Box>
    </>
  );
}

import {
  Badge,
  Box,
  Button,
  Card,
  Circle,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useLeadDialogs } from '../features/leads/lead-dialogs';
import { Icon } from '../features/site/components/icons';
import { PageHero } from '../features/site/components/page-hero';
import { SectionHeader } from '../features/site/components/section-header';
import {
  ENGAGEMENT_MODELS,
  STAFF_BENEFITS,
  STAFF_STEPS,
  STAFF_TECHNOLOGIES,
} from '../features/site/content/staff-augmentation';
import { usePageMeta } from '../lib/page-meta';

export function Component() {
  usePageMeta(
    'Staff Augmentation',
    'Add vetted senior engineers to your team within 2 weeks. Short-term, long-term and hybrid engagements from Brightline Labs.',
  );
  const { openContact, openConsultation } = useLeadDialogs();
  return (
    <>
      <PageHero
        eyebrow="Staff Augmentation"
        title="Senior Engineers, Ready When You Are"
        subtitle="Extend your team with vetted engineers who join within 2 weeks and work as part of your team."
      >
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" justify="center" mt="8">
          <Button
            size="lg"
            bg="amber.400"
            color="ink"
            _hover={{ bg: 'amber.500' }}
            onClick={() => openContact({ entry: 'quote', service: 'Staff Augmentation' })}
          >
            Hire Engineers
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
      </PageHero>
      <Box as="section" aria-labelledby="benefits-title" py={{ base: '14', md: '20' }}>
        <Container maxW="7xl">
          <SectionHeader id="benefits-title" title="Why Augment Your Team With Us" />
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {STAFF_BENEFITS.map((benefit) => (
              <Card.Root key={benefit.title}>
                <Card.Body gap="2">
                  <Heading as="h3" fontSize="lg">
                    {benefit.title}
                  </Heading>
                  <Text color="fg.muted">{benefit.text}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Box
        as="section"
        aria-labelledby="process-title"
        bg="bg.subtle"
        py={{ base: '14', md: '20' }}
      >
        <Container maxW="7xl">
          <SectionHeader
            id="process-title"
            title="How It Works"
            subtitle="From first call to a productive engineer in four steps."
          />
          <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {STAFF_STEPS.map((step, index) => (
              <Stack as="li" key={step.title} gap="3" align="flex-start">
                <Circle size="10" bg="brand.solid" color="brand.contrast" fontWeight="bold">
                  {index + 1}
                </Circle>
                <Heading as="h3" fontSize="lg">
                  {step.title}
                </Heading>
                <Text color="fg.muted">{step.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Box as="section" aria-labelledby="tech-title" py={{ base: '14', md: '20' }}>
        <Container maxW="5xl">
          <SectionHeader id="tech-title" title="Technologies Our Engineers Master" />
          <Wrap as="ul" listStyleType="none" justify="center" gap="3">
            {STAFF_TECHNOLOGIES.map((technology) => (
              <li key={technology}>
                <Badge size="lg" variant="outline" colorPalette="brand" px="3" py="1">
                  {technology}
                </Badge>
              </li>
            ))}
          </Wrap>
        </Container>
      </Box>
      <Box as="section" aria-labelledby="models-title" bg="bg.subtle" py={{ base: '14', md: '20' }}>
        <Container maxW="7xl">
          <SectionHeader
            id="models-title"
            title="Engagement Models"
            subtitle="Choose the model that fits your roadmap; switch as your needs change."
          />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" alignItems="stretch">
            {ENGAGEMENT_MODELS.map((model) => (
              <Card.Root
                key={model.title}
                borderWidth={model.popular ? '2px' : '1px'}
                borderColor={model.popular ? 'brand.solid' : undefined}
                position="relative"
              >
                <Card.Body gap="3">
                  {model.popular ? (
                    // On the card's top border, so that its title lines up with the others'.
                    <Badge
                      colorPalette="brand"
                      variant="solid"
                      position="absolute"
                      top="0"
                      insetInlineStart="6"
                      transform="translateY(-50%)"
                    >
                      Most Popular
                    </Badge>
                  ) : null}
                  <Heading as="h3" fontSize="xl">
                    {model.title}
                  </Heading>
                  <Text fontWeight="semibold" color="brand.fg">
                    {model.duration}
                  </Text>
                  <Text color="fg.muted">{model.text}</Text>
                  <Stack as="ul" listStyleType="none" gap="2" pt="2">
                    {model.points.map((point) => (
                      <HStack as="li" key={point} gap="2">
                        <Box color="green.600" _dark={{ color: 'green.400' }}>
                          <Icon name="check" />
                        </Box>
                        <Text fontSize="sm">{point}</Text>
                      </HStack>
                    ))}
                  </Stack>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Box
        as="section"
        aria-labelledby="staff-cta-title"
        bg="brand.700"
        color="white"
        py={{ base: '14', md: '20' }}
      >
        <Container maxW="3xl" textAlign="center">
          <Heading as="h2" id="staff-cta-title" fontSize={{ base: '2xl', md: '4xl' }} mb="4">
            Ready to grow your team?
          </Heading>
          <Text fontSize="lg" color="whiteAlpha.900" mb="8">
            Tell us who you need. We will introduce matching engineers within days.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4" justify="center">
            <Button
              size="lg"
              bg="white"
              color="brand.800"
              _hover={{ bg: 'brand.50' }}
              onClick={() => openContact({ service: 'Staff Augmentation' })}
            >
              Start Your Project
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <Link to="/services">Explore All Services</Link>
            </Button>
          </Stack>
        </Container>
      </Box>
    </>
  );
}

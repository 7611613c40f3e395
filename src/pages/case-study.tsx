import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Heading,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link, useParams } from 'react-router-dom';
import { useCaseStudy } from '../api/public-content';
import { BackLink } from '../features/site/components/back-link';
import { Icon } from '../features/site/components/icons';
import { LoadingState } from '../features/site/components/loading-state';
import { LongText } from '../features/site/components/long-text';
import {
  NOT_AVAILABLE_OFFLINE,
  NotAvailableOffline,
  useOfflineMiss,
} from '../features/site/components/not-available-offline';
import { NotFoundState } from '../features/site/components/not-found-state';
import { SiteImage } from '../features/site/components/site-image';
import { TechBadges } from '../features/site/components/tech-badges';
import { usePageMeta } from '../lib/page-meta';

const ACHIEVEMENTS = [
  {
    title: 'On-time delivery',
    text: 'Shipped in agreed increments, with a working release at the end of every sprint.',
  },
  {
    title: 'Measurable impact',
    text: 'Success metrics agreed up front and tracked from the first release.',
  },
  {
    title: 'Full ownership',
    text: 'Source code, infrastructure and documentation handed over to the client team.',
  },
];

export function Component() {
  const { slug = '' } = useParams();
  const read = useCaseStudy(slug);
  const { data: study, isPending, isError } = read;
  const offline = useOfflineMiss(read);
  const loading = isPending && slug !== '';
  const missing = !loading && !offline && (isError || !study);
  usePageMeta(
    study
      ? study.title
      : offline
        ? NOT_AVAILABLE_OFFLINE
        : missing
          ? 'Case Study Not Found'
          : 'Case Study',
    study?.description ?? 'A Brightline Labs case study.',
    { noindex: missing },
  );
  if (loading) return <LoadingState label="Loading case study" />;
  if (offline) return <NotAvailableOffline />;
  if (isError || !study) {
    return (
      <NotFoundState
        title="Case Study Not Found"
        description="The case study you're looking for doesn't exist or may have been moved."
      >
        <Button asChild colorPalette="brand">
          <Link to="/case-studies">
            <Icon name="arrowLeft" />
            Back to Case Studies
          </Link>
        </Button>
      </NotFoundState>
    );
  }
  return (
    <>
      <Box as="section" bg="ink" color="white" py={{ base: '12', md: '20' }}>
        <Container maxW="5xl">
          <Box mb="6" color="white" css={{ '& a': { color: 'white' } }}>
            <BackLink to="/case-studies" label="All Case Studies" />
          </Box>
          <HStack gap="3" mb="4" flexWrap="wrap">
            <Badge
              variant="solid"
              bg="orange.700"
              color="white"
              whiteSpace="normal"
              overflowWrap="anywhere"
            >
              {study.category}
            </Badge>
            <HStack gap="1" fontSize="sm" color="whiteAlpha.800">
              <Icon name="clock" />
              <Text>{study.duration}</Text>
            </HStack>
            {study.clientName ? (
              <Text fontSize="sm" color="whiteAlpha.800">
                Client: {study.clientName}
              </Text>
            ) : null}
          </HStack>
          <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" mb="5">
            {study.title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.900">
            {study.description}
          </Text>
        </Container>
      </Box>
      <Container maxW="5xl" py={{ base: '10', md: '16' }}>
        <SiteImage
          src={study.imageUrl}
          alt=""
          width={1280}
          height={720}
          rounded="xl"
          mb="10"
          eager
        />
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="10">
          <Stack gap="6" minW="0">
            <Heading as="h2" fontSize="2xl">
              The Story
            </Heading>
            <LongText text={study.longDescription} />
          </Stack>
          <Stack gap="6" minW="0">
            <Card.Root bg="brand.subtle" borderColor="brand.muted">
              <Card.Body gap="2">
                <Heading as="h2" fontSize="lg">
                  Results
                </Heading>
                <Text>{study.results}</Text>
              </Card.Body>
            </Card.Root>
            <Card.Root>
              <Card.Body gap="3">
                <Heading as="h2" fontSize="lg">
                  Technologies
                </Heading>
                <TechBadges technologies={study.technologies} />
              </Card.Body>
            </Card.Root>
          </Stack>
        </Grid>
        <Box mt="16">
          <Heading as="h2" fontSize="2xl" mb="6">
            Key Achievements
          </Heading>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="6">
            {ACHIEVEMENTS.map((achievement) => (
              <Card.Root key={achievement.title}>
                <Card.Body gap="2">
                  <Box color="green.600" _dark={{ color: 'green.400' }}>
                    <Icon name="check" size="24" />
                  </Box>
                  <Heading as="h3" fontSize="lg">
                    {achievement.title}
                  </Heading>
                  <Text color="fg.muted">{achievement.text}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </Grid>
        </Box>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" mt="16" justify="center">
          <Button asChild colorPalette="brand" size="lg">
            <Link to="/contact">Start Your Project</Link>
          </Button>
          <Button asChild variant="outline" colorPalette="brand" size="lg">
            <Link to="/portfolio">View Portfolio</Link>
          </Button>
          <Button asChild variant="ghost" colorPalette="brand" size="lg">
            <Link to="/case-studies">More Case Studies</Link>
          </Button>
        </Stack>
      </Container>
    </>
  );
}

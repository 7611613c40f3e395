import { Box, Card, Container, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { usePortfolio } from '../api/public-content';
import { isHttpUrl } from '../contract/fields';
import { CtaBand } from '../features/site/components/cta-band';
import { FilteredGrid } from '../features/site/components/filtered-grid';
import { Icon } from '../features/site/components/icons';
import { useOfflineMiss } from '../features/site/components/not-available-offline';
import { PageHero } from '../features/site/components/page-hero';
import { PortfolioCard } from '../features/site/components/portfolio-card';
import { SectionHeader } from '../features/site/components/section-header';
import { usePageMeta } from '../lib/page-meta';

const CAPABILITIES = [
  {
    title: 'Full-Stack Development',
    text: 'Web and mobile products built end to end, from the database to the last pixel, by one accountable team.',
  },
  {
    title: 'Cloud Solutions',
    text: 'Secure, observable cloud platforms with automated delivery pipelines and a bill you understand.',
  },
  {
    title: 'AI & Machine Learning',
    text: 'Assistants, forecasting and automation evaluated on your real data before they reach production.',
  },
];

export function Component() {
  usePageMeta(
    'Portfolio',
    'Web applications, mobile apps, cloud platforms and AI products designed and built by Brightline Labs.',
  );
  const read = usePortfolio();
  const { data, isPending } = read;
  const offline = useOfflineMiss(read);
  return (
    <>
      <PageHero
        eyebrow="Portfolio"
        title="Work We're Proud Of"
        subtitle="A selection of the products we have designed, built and launched with our clients."
      />
      <Box as="section" aria-label="Projects" py={{ base: '12', md: '20' }}>
        <Container maxW="7xl">
          <FilteredGrid
            items={data}
            isPending={isPending}
            offline={offline}
            loadingLabel="Loading projects"
            filterLabel="Filter projects by category"
            allLabel="All Projects"
            empty={{
              title: 'No Projects Found',
              noun: 'projects',
              resetLabel: 'View All Projects',
            }}
            renderItem={(item) => (
              <PortfolioCard key={item.id} item={item}>
                {/* The project's own address when it has one (Project/Demo URL in the CMS); else the label alone. */}
                {item.projectUrl && isHttpUrl(item.projectUrl) ? (
                  <Link
                    href={item.projectUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`View Project: ${item.title} (opens in a new tab)`}
                    color="brand.fg"
                    fontWeight="semibold"
                    fontSize="sm"
                    gap="1"
                    mt="2"
                    alignSelf="flex-start"
                  >
                    View Project
                    <Icon name="arrowRight" />
                  </Link>
                ) : (
                  <Text color="fg.muted" fontWeight="semibold" fontSize="sm" pt="2">
                    View Project
                  </Text>
                )}
              </PortfolioCard>
            )}
          />
        </Container>
      </Box>
      <Box
        as="section"
        aria-labelledby="capabilities-title"
        bg="bg.subtle"
        py={{ base: '14', md: '20' }}
      >
        <Container maxW="7xl">
          <SectionHeader
            id="capabilities-title"
            title="Our Capabilities"
            subtitle="The practices behind every project above, available on their own or together."
          />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {CAPABILITIES.map((capability) => (
              <Card.Root key={capability.title}>
                <Card.Body gap="2">
                  <Heading as="h3" fontSize="lg">
                    {capability.title}
                  </Heading>
                  <Text color="fg.muted">{capability.text}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <CtaBand
        title="Let's build your next product"
        subtitle="Share your idea and we will come back within 24 hours with how we would approach it."
        primary={{ label: 'Start Your Project', href: '/contact' }}
        secondary={{ label: 'Read Case Studies', href: '/case-studies' }}
      />
    </>
  );
}

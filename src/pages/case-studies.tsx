import { Box, Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCaseStudies } from '../api/public-content';
import { CaseStudyCard } from '../features/site/case-studies/case-study-card';
import { CtaBand } from '../features/site/components/cta-band';
import { FilteredGrid } from '../features/site/components/filtered-grid';
import { useOfflineMiss } from '../features/site/components/not-available-offline';
import { PageHero } from '../features/site/components/page-hero';
import { CASE_STUDY_STATS } from '../features/site/content/stats';
import { usePageMeta } from '../lib/page-meta';

export function Component() {
  usePageMeta(
    'Case Studies',
    'How Brightline Labs helped companies in fintech, healthcare, e-commerce and logistics ship software that moved their numbers.',
  );
  const read = useCaseStudies();
  const { data, isPending } = read;
  const offline = useOfflineMiss(read);
  return (
    <>
      <PageHero
        eyebrow="Case Studies"
        title="Real Projects, Measurable Results"
        subtitle="A closer look at how we help ambitious teams turn hard problems into software that pays for itself."
      />
      <Box as="section" aria-label="Our track record" bg="bg.subtle" py="10">
        <Container maxW="5xl">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="6" textAlign="center">
            {CASE_STUDY_STATS.map((stat) => (
              <Stack key={stat.label} gap="1">
                <Text
                  fontFamily="heading"
                  fontSize={{ base: '3xl', md: '4xl' }}
                  fontWeight="bold"
                  color="brand.fg"
                >
                  {stat.value}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {stat.label}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Box as="section" aria-label="Case studies" py={{ base: '12', md: '20' }}>
        <Container maxW="7xl">
          <FilteredGrid
            items={data}
            isPending={isPending}
            offline={offline}
            loadingLabel="Loading case studies"
            filterLabel="Filter case studies by category"
            allLabel="All"
            empty={{
              title: 'No Case Studies Found',
              noun: 'case studies',
              resetLabel: 'View All Case Studies',
            }}
            renderItem={(study) => <CaseStudyCard key={study.id} study={study} level="h2" />}
          />
        </Container>
      </Box>
      <CtaBand
        title="Have a similar challenge?"
        subtitle="Tell us where you are stuck. We will share how we would approach it, with no obligation."
        primary={{ label: 'Start a Conversation', href: '/contact' }}
        secondary={{ label: 'View Our Portfolio', href: '/portfolio' }}
      />
    </>
  );
}

import { Box, Button, Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCaseStudies } from '../api/public-content';
import { CaseStudyCard } from '../features/site/case-studies/case-study-card';
import { CategoryFilter } from '../features/site/components/category-filter';
import { CtaBand } from '../features/site/components/cta-band';
import { EmptyState } from '../features/site/components/empty-state';
import { LoadingState } from '../features/site/components/loading-state';
import { PageHero } from '../features/site/components/page-hero';
import { CASE_STUDY_STATS } from '../features/site/content/stats';
import { useCategoryFilter } from '../features/site/hooks/use-category';
import { usePageMeta } from '../lib/page-meta';

export function Component() {
  usePageMeta(
    'Case Studies',
    'How Brightline Labs helped companies in fintech, healthcare, e-commerce and logistics ship software that moved their numbers.',
  );
  const { data, isPending } = useCaseStudies();
  const filter = useCategoryFilter(data);
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
          {isPending ? (
            <LoadingState label="Loading case studies" />
          ) : (
            <>
              {filter.categories.length > 0 ? (
                <CategoryFilter
                  label="Filter case studies by category"
                  allLabel="All"
                  categories={filter.categories}
                  selected={filter.selected}
                  onSelect={filter.setSelected}
                />
              ) : null}
              {filter.visible.length === 0 ? (
                <EmptyState
                  title="No Case Studies Found"
                  description="There are no case studies in this category yet. Browse all of our work instead."
                >
                  <Button colorPalette="brand" onClick={filter.reset}>
                    View All Case Studies
                  </Button>
                </EmptyState>
              ) : (
                <SimpleGrid
                  as="ul"
                  listStyleType="none"
                  columns={{ base: 1, md: 2, lg: 3 }}
                  gap="8"
                >
                  {filter.visible.map((study) => (
                    <CaseStudyCard key={study.id} study={study} />
                  ))}
                </SimpleGrid>
              )}
            </>
          )}
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

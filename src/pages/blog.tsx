import { Box, Button, Container, SimpleGrid } from '@chakra-ui/react';
import { useBlog } from '../api/public-content';
import { PostCard } from '../features/site/blog/post-card';
import { StayUpdated } from '../features/site/blog/stay-updated';
import { CategoryFilter } from '../features/site/components/category-filter';
import { EmptyState } from '../features/site/components/empty-state';
import { LoadingState } from '../features/site/components/loading-state';
import { PageHero } from '../features/site/components/page-hero';
import { useCategoryFilter } from '../features/site/hooks/use-category';
import { usePageMeta } from '../lib/page-meta';

export function Component() {
  usePageMeta(
    'Blog',
    'Practical articles on software engineering, AI, cloud and product delivery from the Brightline Labs team.',
  );
  const { data, isPending } = useBlog();
  const filter = useCategoryFilter(data);
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Insights & Engineering Notes"
        subtitle="Lessons from the projects we ship: architecture, AI, cloud and the craft of building software."
      />
      <Box as="section" aria-label="Articles" py={{ base: '12', md: '20' }}>
        <Container maxW="7xl">
          {isPending ? (
            <LoadingState label="Loading articles" />
          ) : (
            <>
              {filter.categories.length > 0 ? (
                <CategoryFilter
                  label="Filter articles by category"
                  allLabel="All Articles"
                  categories={filter.categories}
                  selected={filter.selected}
                  onSelect={filter.setSelected}
                />
              ) : null}
              {filter.visible.length === 0 ? (
                <EmptyState
                  title="No Articles Found"
                  description="There are no articles in this category yet."
                >
                  <Button colorPalette="brand" onClick={filter.reset}>
                    View All Articles
                  </Button>
                </EmptyState>
              ) : (
                <SimpleGrid
                  as="ul"
                  listStyleType="none"
                  columns={{ base: 1, md: 2, lg: 3 }}
                  gap="8"
                >
                  {filter.visible.map((post) => (
                    <PostCard key={post.id} post={post} />
                  ))}
                </SimpleGrid>
              )}
            </>
          )}
        </Container>
      </Box>
      <StayUpdated />
    </>
  );
}

import { Box, Container } from '@chakra-ui/react';
import { useBlog } from '../api/public-content';
import { PostCard } from '../features/site/blog/post-card';
import { StayUpdated } from '../features/site/blog/stay-updated';
import { FilteredGrid } from '../features/site/components/filtered-grid';
import { useOfflineMiss } from '../features/site/components/not-available-offline';
import { PageHero } from '../features/site/components/page-hero';
import { usePageMeta } from '../lib/page-meta';

export function Component() {
  usePageMeta(
    'Blog',
    'Practical articles on software engineering, AI, cloud and product delivery from the Brightline Labs team.',
  );
  const read = useBlog();
  const { data, isPending } = read;
  const offline = useOfflineMiss(read);
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Insights & Engineering Notes"
        subtitle="Lessons from the projects we ship: architecture, AI, cloud and the craft of building software."
      />
      <Box as="section" aria-label="Articles" py={{ base: '12', md: '20' }}>
        <Container maxW="7xl">
          <FilteredGrid
            items={data}
            isPending={isPending}
            offline={offline}
            loadingLabel="Loading articles"
            filterLabel="Filter articles by category"
            allLabel="All Articles"
            empty={{
              title: 'No Articles Found',
              noun: 'articles',
              resetLabel: 'View All Articles',
            }}
            renderItem={(post) => <PostCard key={post.id} post={post} />}
          />
        </Container>
      </Box>
      <StayUpdated />
    </>
  );
}

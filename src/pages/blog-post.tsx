import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  Image,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link, useParams } from 'react-router-dom';
import { useBlogPost } from '../api/public-content';
import { BackLink } from '../features/site/components/back-link';
import { CtaBand } from '../features/site/components/cta-band';
import { Icon } from '../features/site/components/icons';
import { LoadingState } from '../features/site/components/loading-state';
import {
  NOT_AVAILABLE_OFFLINE,
  NotAvailableOffline,
  useOfflineMiss,
} from '../features/site/components/not-available-offline';
import { NotFoundState } from '../features/site/components/not-found-state';
import { SiteImage } from '../features/site/components/site-image';
import { formatPublished, readTimeMinutes } from '../features/site/lib/text';
import { usePageMeta } from '../lib/page-meta';

const RELATED = [
  {
    title: 'More engineering insights',
    text: 'Architecture notes and lessons from the projects we ship.',
  },
  {
    title: 'AI in production',
    text: 'How we evaluate, ship and monitor machine learning features.',
  },
  {
    title: 'Cloud and delivery',
    text: 'Pipelines, platforms and the habits that keep releases boring.',
  },
];

export function Component() {
  const { slug = '' } = useParams();
  const read = useBlogPost(slug);
  const { data: post, isPending, isError } = read;
  const offline = useOfflineMiss(read);
  const loading = isPending && slug !== '';
  const missing = !loading && !offline && (isError || !post);
  usePageMeta(
    post ? post.title : offline ? NOT_AVAILABLE_OFFLINE : missing ? 'Article Not Found' : 'Article',
    post?.excerpt ?? 'An article from the Brightline Labs blog.',
    { noindex: missing },
  );
  if (loading) return <LoadingState label="Loading article" />;
  if (offline) return <NotAvailableOffline />;
  if (isError || !post) {
    return (
      <NotFoundState
        title="Article Not Found"
        description="The article you're looking for doesn't exist or may have been moved."
      >
        <Button asChild colorPalette="brand">
          <Link to="/blog">
            <Icon name="arrowLeft" />
            Back to Blog
          </Link>
        </Button>
      </NotFoundState>
    );
  }
  const minutes = readTimeMinutes(post.content);
  return (
    <>
      <Container as="article" maxW="3xl" py={{ base: '10', md: '16' }}>
        <Box mb="6">
          <BackLink to="/blog" label="Back to Blog" />
        </Box>
        <Badge
          colorPalette="brand"
          variant="subtle"
          mb="4"
          whiteSpace="normal"
          overflowWrap="anywhere"
        >
          {post.category}
        </Badge>
        <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" mb="4">
          {post.title}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" mb="6">
          {post.excerpt}
        </Text>
        <HStack gap="4" flexWrap="wrap" color="fg.muted" fontSize="sm" mb="8">
          <HStack gap="2">
            <Image
              src={post.authorImage}
              alt=""
              htmlWidth="40"
              htmlHeight="40"
              w="40px"
              h="40px"
              rounded="full"
              fit="cover"
              bg="bg.muted"
            />
            <Text fontWeight="medium" color="fg">
              {post.author}
            </Text>
          </HStack>
          <HStack gap="1">
            <Icon name="calendar" />
            <time dateTime={post.publishedAt}>{formatPublished(post.publishedAt)}</time>
          </HStack>
          <HStack gap="1">
            <Icon name="clock" />
            <Text>{minutes} min read</Text>
          </HStack>
        </HStack>
        <SiteImage
          src={post.imageUrl}
          alt=""
          width={1280}
          height={720}
          rounded="xl"
          mb="10"
          eager
        />
        <Text
          fontSize={{ base: 'md', md: 'lg' }}
          lineHeight="1.8"
          whiteSpace="pre-line"
          data-testid="post-content"
        >
          {post.content}
        </Text>
        <Card.Root mt="12" bg="bg.subtle">
          <Card.Body>
            <HStack gap="4" align="flex-start">
              <Image
                src={post.authorImage}
                alt=""
                htmlWidth="64"
                htmlHeight="64"
                w="64px"
                h="64px"
                rounded="full"
                fit="cover"
                bg="bg.muted"
              />
              <Stack gap="1" minW="0">
                <Heading as="h2" fontSize="lg">
                  Written by {post.author}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  Part of the Brightline Labs engineering team, writing about what we learn while
                  building software for our clients: architecture, AI, cloud and delivery.
                </Text>
              </Stack>
            </HStack>
          </Card.Body>
        </Card.Root>
        <Box as="section" aria-labelledby="related-title" mt="12">
          <Heading as="h2" id="related-title" fontSize="2xl" mb="6">
            Related Articles
          </Heading>
          <Stack gap="4">
            {RELATED.map((item) => (
              <Card.Root key={item.title} position="relative" _hover={{ shadow: 'md' }}>
                <Card.Body gap="1">
                  <Heading as="h3" fontSize="md">
                    <Link to="/blog">{item.title}</Link>
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    {item.text}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        </Box>
      </Container>
      <CtaBand
        title="Have a project in mind?"
        subtitle="Talk to the engineers who write these articles about what you want to build."
        primary={{ label: 'Contact Us', href: '/contact' }}
        secondary={{ label: 'View Case Studies', href: '/case-studies' }}
      />
    </>
  );
}

import { Badge, Card, Heading, HStack, Image, LinkOverlay, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { BlogPost } from '../../../contract/entities';
import { Icon } from '../components/icons';
import { SiteImage } from '../components/site-image';
import { formatPublished } from '../lib/text';

export function PostCard({ post }: { post: BlogPost }) {
  return (
    <Card.Root as="li" overflow="hidden" h="full" position="relative" _hover={{ shadow: 'lg' }}>
      <SiteImage src={post.imageUrl} alt="" width={640} height={360} />
      <Card.Body gap="3">
        <HStack justify="space-between" gap="2" flexWrap="wrap" fontSize="sm">
          <Badge colorPalette="brand" variant="subtle" whiteSpace="normal" overflowWrap="anywhere">
            {post.category}
          </Badge>
          <Text asChild color="fg.muted">
            <time dateTime={post.publishedAt}>{formatPublished(post.publishedAt)}</time>
          </Text>
        </HStack>
        <Heading as="h2" fontSize="xl">
          <LinkOverlay asChild>
            <Link to={`/blog/${post.slug}`}>{post.title}</Link>
          </LinkOverlay>
        </Heading>
        <Text color="fg.muted" flex="1">
          {post.excerpt}
        </Text>
        <HStack justify="space-between" gap="3" pt="2">
          <HStack gap="2" minW="0">
            <Image
              src={post.authorImage}
              alt=""
              htmlWidth="32"
              htmlHeight="32"
              w="32px"
              h="32px"
              rounded="full"
              fit="cover"
              loading="lazy"
              bg="bg.muted"
            />
            <Text fontSize="sm" fontWeight="medium">
              {post.author}
            </Text>
          </HStack>
          <HStack color="brand.fg" fontWeight="semibold" fontSize="sm" gap="1" flexShrink={0}>
            <Text>Read More</Text>
            <Icon name="arrowRight" />
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

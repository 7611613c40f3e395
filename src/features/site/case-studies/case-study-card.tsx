import { Badge, Box, Card, Heading, HStack, LinkOverlay, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { CaseStudy } from '../../../contract/entities';
import { MAX_CARD_TECHNOLOGIES } from '../../../contract/site-options';
import { Icon } from '../components/icons';
import { SiteImage } from '../components/site-image';
import { TechBadges } from '../components/tech-badges';

/**
 * A case study's card. `level`: its title's heading, one below the heading
 * the list is under (the page's h1 on /case-studies, a section's h2 elsewhere).
 */
export function CaseStudyCard({ study, level = 'h3' }: { study: CaseStudy; level?: 'h2' | 'h3' }) {
  return (
    <Card.Root
      as="li"
      overflow="hidden"
      h="full"
      position="relative"
      _hover={{ shadow: 'lg' }}
      transition="box-shadow 0.2s"
    >
      <SiteImage src={study.imageUrl} alt="" width={640} height={360} />
      <Card.Body gap="3">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Badge colorPalette="brand" variant="solid" whiteSpace="normal" overflowWrap="anywhere">
            {study.category}
          </Badge>
          <HStack gap="1" fontSize="sm" color="fg.muted">
            <Icon name="clock" />
            <Text>{study.duration}</Text>
          </HStack>
        </HStack>
        <Heading as={level} fontSize="xl">
          <LinkOverlay asChild>
            <Link to={`/case-studies/${study.slug}`}>{study.title}</Link>
          </LinkOverlay>
        </Heading>
        <Text color="fg.muted">{study.description}</Text>
        <TechBadges technologies={study.technologies} max={MAX_CARD_TECHNOLOGIES} />
        <Box bg="brand.subtle" rounded="md" p="3" mt="auto">
          <Text
            fontSize="xs"
            fontWeight="semibold"
            textTransform="uppercase"
            color="brand.fg"
            mb="1"
          >
            Results
          </Text>
          <Text fontSize="sm">{study.results}</Text>
        </Box>
        <HStack color="brand.fg" fontWeight="semibold" fontSize="sm" gap="1">
          <Text>Read Case Study</Text>
          <Icon name="arrowRight" />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

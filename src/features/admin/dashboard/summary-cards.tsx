import { Card, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { adminSummaryQuery } from '../../../api/queries';

function CountCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card.Root>
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        {value === undefined ? (
          <Skeleton recipe={skeletonRecipe} height="8" width="16" />
        ) : (
          <Text
            fontSize="3xl"
            fontWeight="bold"
            fontFamily="heading"
            aria-label={`${label}: ${value}`}
          >
            {value.toLocaleString('en-US')}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The dashboard's four cards: the way into the CMS and the three lead counts. */
export function SummaryCards() {
  const { data } = useQuery(adminSummaryQuery());
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <Card.Root
        asChild
        _hover={{ borderColor: 'brand.solid', shadow: 'md' }}
        transition="all 0.15s"
      >
        <RouterLink to="/admin/cms" aria-label="Content Management: edit the website's content">
          <Card.Body gap="1">
            <Text fontSize="sm" color="fg.muted">
              Content Management
            </Text>
            <Text fontWeight="semibold" color="brand.fg">
              Edit pages, services, team and portfolio →
            </Text>
          </Card.Body>
        </RouterLink>
      </Card.Root>
      <CountCard label="Contact Submissions" value={data?.contactSubmissions} />
      <CountCard label="Lead Captures" value={data?.leadCaptures} />
      <CountCard label="Newsletter Subscribers" value={data?.activeSubscribers} />
    </SimpleGrid>
  );
}

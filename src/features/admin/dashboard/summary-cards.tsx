import { Button, Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { adminSummaryQuery } from '../../../api/queries';
import { failureReason } from '../../../lib/api-client';

function CountCard({
  label,
  value,
  failed,
}: {
  label: string;
  value: number | undefined;
  /** The count could not be read: a dash, not a placeholder that waits for ever. */
  failed: boolean;
}) {
  return (
    <Card.Root>
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        {value === undefined && failed ? (
          <Text
            fontSize="3xl"
            fontWeight="bold"
            fontFamily="heading"
            aria-label={`${label}: could not be loaded`}
          >
            –
          </Text>
        ) : value === undefined ? (
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
  const { data, isError, error, refetch } = useQuery(adminSummaryQuery());
  const failed = isError && data === undefined;
  return (
    <Stack gap="3">
      {failed ? (
        <HStack gap="3" wrap="wrap" role="alert">
          <Text color="fg.error">Could not load the counts: {failureReason(error)}</Text>
          <Button size="xs" variant="outline" onClick={() => void refetch()}>
            Try Again
          </Button>
        </HStack>
      ) : null}
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
        <CountCard label="Contact Submissions" value={data?.contactSubmissions} failed={failed} />
        <CountCard label="Lead Captures" value={data?.leadCaptures} failed={failed} />
        <CountCard label="Newsletter Subscribers" value={data?.activeSubscribers} failed={failed} />
      </SimpleGrid>
    </Stack>
  );
}

import {
  Badge,
  Button,
  Card,
  HStack,
  Image,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { failureReason } from '../../../lib/api-client';

export const MAX_BADGES = 3;

/** The first three technologies, then +N more (spec section 9). */
export function TechBadges({ items }: { items: readonly string[] }) {
  const extra = items.length - MAX_BADGES;
  return (
    <HStack gap="1" wrap="wrap">
      {items.slice(0, MAX_BADGES).map((item) => (
        <Badge
          key={item}
          variant="subtle"
          colorPalette="brand"
          whiteSpace="normal"
          overflowWrap="anywhere"
        >
          {item}
        </Badge>
      ))}
      {extra > 0 ? <Badge variant="outline">+{extra} more</Badge> : null}
    </HStack>
  );
}

interface ItemCardProps {
  title: string;
  subtitle?: ReactNode;
  image?: { src: string; alt: string };
  children?: ReactNode;
  action: string;
  onAction: () => void;
}

export function ItemCard({ title, subtitle, image, children, action, onAction }: ItemCardProps) {
  return (
    <Card.Root overflow="hidden" data-card={title}>
      {image ? (
        <Image
          src={image.src}
          alt={image.alt}
          width="400"
          height="225"
          aspectRatio="16/9"
          objectFit="cover"
          w="full"
          h="auto"
          bg="bg.muted"
        />
      ) : null}
      <Card.Body gap="2">
        <Card.Title as="h2">{title}</Card.Title>
        {subtitle ? (
          <Text fontSize="sm" color="fg.muted">
            {subtitle}
          </Text>
        ) : null}
        {children}
      </Card.Body>
      <Card.Footer>
        <Button size="sm" variant="outline" onClick={onAction} aria-label={`${action}: ${title}`}>
          {action}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** What a tab needs of its read: whether it has answered, and with what. */
export interface TabRead {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The read of a tab while it is not there to show: a spinner, or the reason
 * it failed with a Try Again; null once it has answered.
 */
export function ReadState({ read, label }: { read: TabRead; label: string }) {
  if (read.isPending) return <Spinner aria-label={`Loading ${label}`} />;
  if (!read.isError) return null;
  return (
    <Stack gap="3" align="start" py="6" role="alert">
      <Text color="fg.error">
        Could not load {label}: {failureReason(read.error)}
      </Text>
      <Button size="sm" variant="outline" onClick={() => void read.refetch()}>
        Try Again
      </Button>
    </Stack>
  );
}

/** A tab's cards, once its read has answered; an empty list says so. */
export function CardGrid({
  read,
  count,
  label,
  children,
}: {
  read: TabRead;
  count: number;
  label: string;
  children: ReactNode;
}) {
  if (read.isPending || read.isError) return <ReadState read={read} label={label} />;
  if (count === 0) {
    return (
      <Text color="fg.muted" py="10" textAlign="center">
        No {label} yet.
      </Text>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
      {children}
    </SimpleGrid>
  );
}

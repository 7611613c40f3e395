import { Badge, Button, Card, HStack, Image, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ReadState, type TabRead } from '../read-state';

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

import { Badge, Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PortfolioItem } from '../../../contract/entities';
import { SiteImage } from './site-image';
import { TechBadges } from './tech-badges';

interface PortfolioCardProps {
  item: PortfolioItem;
  /** The heading's level in the page around the card. */
  as?: 'h2' | 'h3' | 'h4';
  size?: 'lg' | 'xl';
  /** What closes the card (the portfolio page's "View Project"). */
  children?: ReactNode;
}

/** A portfolio project as a card in a list: image, category, title, description, technologies. */
export function PortfolioCard({ item, as = 'h2', size = 'xl', children }: PortfolioCardProps) {
  return (
    <Card.Root as="li" overflow="hidden" h="full">
      <SiteImage src={item.imageUrl} alt="" width={640} height={400} />
      <Card.Body gap="3">
        <Badge
          colorPalette="brand"
          variant="subtle"
          alignSelf="flex-start"
          whiteSpace="normal"
          overflowWrap="anywhere"
        >
          {item.category}
        </Badge>
        <Heading as={as} fontSize={size}>
          {item.title}
        </Heading>
        <Text color="fg.muted" flex="1">
          {item.description}
        </Text>
        <TechBadges technologies={item.technologies} />
        {children}
      </Card.Body>
    </Card.Root>
  );
}

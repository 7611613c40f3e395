import { Badge, Wrap } from '@chakra-ui/react';
import { visibleTechnologies } from '../lib/text';

interface TechBadgesProps {
  technologies: readonly string[];
  /** Shows at most this many, then a "+N more" badge. */
  max?: number;
  size?: 'sm' | 'md' | 'lg';
}

export function TechBadges({ technologies, max, size = 'sm' }: TechBadgesProps) {
  const { shown, more } = visibleTechnologies(technologies, max ?? technologies.length);
  return (
    <Wrap gap="2">
      {shown.map((technology) => (
        <Badge
          key={technology}
          colorPalette="brand"
          variant="subtle"
          size={size}
          whiteSpace="normal"
          overflowWrap="anywhere"
        >
          {technology}
        </Badge>
      ))}
      {more > 0 ? (
        <Badge colorPalette="gray" variant="outline" size={size}>
          +{more} more
        </Badge>
      ) : null}
    </Wrap>
  );
}

import { HStack, IconButton } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { SOCIAL_LINKS } from '../content/navigation';
import { Icon } from './icons';

// Placeholder targets: the links stay where they are instead of jumping to the top.
const stay = (event: MouseEvent) => event.preventDefault();

export function SocialLinks({ inverted }: { inverted?: boolean }) {
  return (
    <HStack gap="2">
      {SOCIAL_LINKS.map((link) => (
        <IconButton
          key={link.network}
          asChild
          variant="ghost"
          size="sm"
          rounded="full"
          color={inverted ? 'whiteAlpha.900' : 'fg'}
          _hover={{ bg: inverted ? 'whiteAlpha.200' : 'bg.muted' }}
        >
          {/* biome-ignore lint/a11y/useValidAnchor: the spec's placeholder targets, until the profiles are public */}
          <a href="#" aria-label={link.label} onClick={stay}>
            <Icon name={link.network} size="18" />
          </a>
        </IconButton>
      ))}
    </HStack>
  );
}

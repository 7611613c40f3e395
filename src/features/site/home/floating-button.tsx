import { Box, IconButton } from '@chakra-ui/react';
import { focusMain } from '../../../lib/focus-main';
import { useLeadDialogs } from '../../leads/lead-dialogs';
import { Icon } from '../components/icons';
import { useSessionFlag } from '../hooks/use-session-flag';

export const FLOATING_BUTTON_DISMISSED_KEY = 'floating-consultation-dismissed';

/**
 * The round consultation button at mid-right; hidden for the session once
 * dismissed. On a phone the page's text spans the whole width, so at mid-right
 * it would cover the end of every line: there it rides in the navigation bar,
 * in the free space left of the colour-mode and menu buttons (1rem padding,
 * two 2.25rem buttons and their 0.5rem gaps: 6.5rem from the right edge, 104
 * px at the default text size; in rem, as the bar and its buttons are). Its
 * 24 px hide button overlaps the 36 px button there by at most 12 px
 * vertically, so each keeps a 24 px square of its own to tap (WCAG 2.5.8).
 * Narrower than 22.5rem (360 px) the bar has no such room (it would cover the
 * logo), and the button keeps its mid-right place.
 */
export function FloatingButton() {
  const [dismissed, dismiss] = useSessionFlag(FLOATING_BUTTON_DISMISSED_KEY);
  const { openConsultation } = useLeadDialogs();
  if (dismissed) return null;
  return (
    <Box
      position="fixed"
      right={{ base: '6.5rem', sm: '3', md: '6' }}
      top={{ base: '0.875rem', sm: '50%' }}
      transform={{ base: 'none', sm: 'translateY(-50%)' }}
      zIndex="banner"
      // Narrower than 360 px, the bar has no room beside the logo: the button
      // keeps the spec's mid-right place there.
      css={{
        '@media (max-width: 22.49rem)': { right: '3', top: '50%', transform: 'translateY(-50%)' },
      }}
    >
      <IconButton
        aria-label="Book a free consultation"
        rounded="full"
        size={{ base: 'sm', sm: 'xl' }}
        colorPalette="brand"
        shadow="lg"
        onClick={openConsultation}
      >
        <Icon name="chat" size="1.4em" />
      </IconButton>
      <IconButton
        aria-label="Hide consultation button"
        position="absolute"
        top={{ base: '-3', sm: '-2' }}
        right="-2"
        size="2xs"
        rounded="full"
        variant="solid"
        bg="bg"
        color="fg"
        borderWidth="1px"
        onClick={() => {
          dismiss();
          focusMain();
        }}
      >
        <Icon name="close" size="12" />
      </IconButton>
    </Box>
  );
}

import { Box, IconButton } from '@chakra-ui/react';
import { useLeadDialogs } from '../../leads/lead-dialogs';
import { Icon } from '../components/icons';
import { useSessionFlag } from '../hooks/use-session-flag';

export const FLOATING_BUTTON_DISMISSED_KEY = 'floating-consultation-dismissed';

/** The round consultation button at mid-right; hidden for the session once dismissed. */
export function FloatingButton() {
  const [dismissed, dismiss] = useSessionFlag(FLOATING_BUTTON_DISMISSED_KEY);
  const { openConsultation } = useLeadDialogs();
  if (dismissed) return null;
  return (
    <Box
      position="fixed"
      right={{ base: '3', md: '6' }}
      top="50%"
      transform="translateY(-50%)"
      zIndex="docked"
    >
      <IconButton
        aria-label="Book a free consultation"
        rounded="full"
        size="xl"
        colorPalette="brand"
        shadow="lg"
        onClick={openConsultation}
      >
        <Icon name="chat" size="24" />
      </IconButton>
      <IconButton
        aria-label="Hide consultation button"
        position="absolute"
        top="-2"
        right="-2"
        size="2xs"
        rounded="full"
        variant="solid"
        bg="bg"
        color="fg"
        borderWidth="1px"
        onClick={dismiss}
      >
        <Icon name="close" size="12" />
      </IconButton>
    </Box>
  );
}

import { Box, Button, CloseButton, Container, HStack, Text } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { STICKY_BAR_SCROLL_THRESHOLD } from '../../../contract/site-options';
import { focusMain } from '../../../lib/focus-main';
import { useLeadDialogs } from '../../leads/lead-dialogs';
import { useScrolledPast } from '../hooks/use-scroll-fraction';

/** The bottom bar that appears once the visitor has scrolled past 20 % of the page. */
export function StickyBar() {
  const past = useScrolledPast(STICKY_BAR_SCROLL_THRESHOLD);
  const [dismissed, setDismissed] = useState(false);
  const { openConsultation, openContact } = useLeadDialogs();
  const bar = useRef<HTMLDivElement>(null);
  const shown = past && !dismissed;
  // While the bar shows, the footer leaves room for it below its last line.
  useLayoutEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--sticky-bar-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--sticky-bar-height');
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <Box
      ref={bar}
      data-sticky-bar=""
      role="region"
      aria-label="Quick contact"
      position="fixed"
      bottom="0"
      insetInline="0"
      zIndex="banner"
      bg="ink"
      color="white"
      borderTopWidth="1px"
      borderColor="whiteAlpha.300"
      py="3"
      animationName="slide-from-bottom, fade-in"
      animationDuration="moderate"
      data-testid="sticky-bar"
    >
      <Container maxW="7xl">
        <HStack justify="space-between" gap="3" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
          <Text fontWeight="medium" fontSize={{ base: 'sm', md: 'md' }} flex="1" minW="12rem">
            Ready to start? Get a quote and we'll get back to you within 2 hours.
          </Text>
          <HStack gap="2">
            <Button
              size="sm"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.600"
              _hover={{ bg: 'whiteAlpha.200' }}
              onClick={openConsultation}
            >
              Book Call
            </Button>
            <Button
              size="sm"
              bg="amber.400"
              color="ink"
              _hover={{ bg: 'amber.500' }}
              onClick={() => openContact({ entry: 'quick-quote' })}
            >
              Get Quote
            </Button>
            <CloseButton
              size="sm"
              color="white"
              _hover={{ bg: 'whiteAlpha.200' }}
              aria-label="Dismiss quick contact bar"
              onClick={() => {
                setDismissed(true);
                focusMain();
              }}
            />
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}

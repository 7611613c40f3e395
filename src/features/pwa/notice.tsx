import { CloseButton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// The look of the app's notices (offline, ready, update, install, storage), in
// one corner, above the page and below dialogs.

interface NoticeProps {
  title: string;
  tone: 'brand' | 'error' | 'muted' | 'success';
  role?: 'status' | 'alert';
  /** A close button in the corner, with this name for assistive technology. */
  dismiss?: { label: string; onClick: () => void };
  children: ReactNode;
}

const BORDER = {
  brand: 'brand.solid',
  error: 'border.error',
  muted: 'border.emphasized',
  success: 'border.success',
} as const;

export function Notice({ title, tone, role, dismiss, children }: NoticeProps) {
  return (
    <Stack
      role={role}
      position="relative"
      gap="2"
      p="4"
      pe="10"
      bg="bg.panel"
      borderWidth="1px"
      borderStartWidth="4px"
      borderColor={BORDER[tone]}
      borderRadius="l2"
      boxShadow="lg"
      fontSize="sm"
      pointerEvents="auto"
    >
      <Text fontWeight="semibold">{title}</Text>
      {children}
      {dismiss ? (
        <CloseButton
          size="xs"
          position="absolute"
          top="2"
          insetEnd="2"
          aria-label={dismiss.label}
          onClick={dismiss.onClick}
        />
      ) : null}
    </Stack>
  );
}

export function NoticeStack({ children }: { children: ReactNode }) {
  // A column the height of the screen that notices pile up in from the
  // bottom, the first one lowest: a notice that comes later goes on top and
  // moves none that already show, nor the column (no layout shift). More than
  // the screen holds (several forms refused at once, on a phone) scroll inside
  // it, so that each can still be read and dismissed. It takes no clicks
  // itself; its padding keeps the notices where they were without it, and
  // leaves their shadows room.
  return (
    <Stack
      direction="column-reverse"
      position="fixed"
      insetStart={{ base: '0', md: '2' }}
      insetEnd={{ base: '0', md: 'auto' }}
      bottom={{ base: '0', md: '2' }}
      p="3"
      top={{ base: '0', md: '2' }}
      overflowY="auto"
      maxW={{ md: 'calc({sizes.sm} + {spacing.6})' }}
      gap="2"
      // Above the page's sticky bar, below every dialog's backdrop and menu: a
      // notice never covers what the visitor has just opened.
      zIndex="calc(var(--bl-z-index-banner) + 1)"
      pointerEvents="none"
    >
      {children}
    </Stack>
  );
}

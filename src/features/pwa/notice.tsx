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
  // A zero-height strip at the bottom edge that notices pile up from, the
  // first one lowest: a notice that comes later goes on top and moves none
  // that already show (no layout shift).
  return (
    <Stack
      direction="column-reverse"
      position="fixed"
      insetStart={{ base: '3', md: '5' }}
      insetEnd={{ base: '3', md: 'auto' }}
      bottom={{ base: '3', md: '5' }}
      h="0"
      maxW={{ md: 'sm' }}
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

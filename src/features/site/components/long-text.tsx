import { Stack, Text } from '@chakra-ui/react';
import { paragraphs } from '../lib/text';

/** A long plain text as paragraphs (split on blank lines), always rendered as text. */
export function LongText({ text }: { text: string }) {
  return (
    <Stack gap="5" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.8">
      {paragraphs(text).map((paragraph, index) => (
        // Paragraphs have no identity of their own; their order is stable.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Text key={index} whiteSpace="pre-line">
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}

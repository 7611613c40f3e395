import { Heading, Stack, Text } from '@chakra-ui/react';

interface SectionHeaderProps {
  title: string;
  subtitle?: string;
  id?: string;
}

/** A section's h2 and its short introduction, centred. */
export function SectionHeader({ title, subtitle, id }: SectionHeaderProps) {
  return (
    <Stack gap="3" textAlign="center" maxW="3xl" mx="auto" mb={{ base: '8', md: '12' }}>
      <Heading as="h2" id={id} fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.2">
        {title}
      </Heading>
      {subtitle ? (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  );
}

import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useLeadDialogs } from '../../leads/lead-dialogs';
import { HOME_DEFAULTS, type HomeContent, textOr } from '../content/home-defaults';

export function ClosingCta({ content }: { content: HomeContent }) {
  const { openContact } = useLeadDialogs();
  const section = content?.cta.content;
  const defaults = HOME_DEFAULTS.cta;
  return (
    <Box
      as="section"
      aria-labelledby="closing-cta-title"
      bg="brand.700"
      color="white"
      py={{ base: '14', md: '20' }}
    >
      <Container maxW="3xl" textAlign="center">
        <Heading as="h2" id="closing-cta-title" fontSize={{ base: '2xl', md: '4xl' }} mb="4">
          {textOr(section?.title, defaults.title)}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900" mb="8">
          {textOr(section?.subtitle, defaults.subtitle)}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" justify="center">
          <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
            <Link to="/portfolio">{textOr(section?.primaryButton, defaults.primaryButton)}</Link>
          </Button>
          <Button
            size="lg"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.700"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={() => openContact()}
          >
            {textOr(section?.secondaryButton, defaults.secondaryButton)}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}

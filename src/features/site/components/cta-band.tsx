import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { NavLink } from '../content/navigation';

interface CtaBandProps {
  title: string;
  subtitle: string;
  primary: NavLink;
  secondary?: NavLink;
}

/** The call to action that closes a page: two links on a brand band. */
export function CtaBand({ title, subtitle, primary, secondary }: CtaBandProps) {
  return (
    <Box as="section" bg="brand.700" color="white" py={{ base: '14', md: '20' }}>
      <Container maxW="3xl" textAlign="center">
        <Heading as="h2" fontSize={{ base: '2xl', md: '4xl' }} mb="4">
          {title}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900" mb="8">
          {subtitle}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" justify="center">
          <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
            <Link to={primary.href}>{primary.label}</Link>
          </Button>
          {secondary ? (
            <Button
              asChild
              size="lg"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <Link to={secondary.href}>{secondary.label}</Link>
            </Button>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}

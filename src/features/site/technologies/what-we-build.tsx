import { Box, Card, Container, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { Icon } from '../components/icons';

/** What the team builds with a technology, as a grid of checked cards. */
export function WhatWeBuild({ items }: { items: string[] }) {
  return (
    <Box
      as="section"
      aria-labelledby="what-we-build-title"
      bg="bg.subtle"
      py={{ base: '12', md: '20' }}
    >
      <Container maxW="7xl">
        <Heading
          as="h2"
          id="what-we-build-title"
          fontSize={{ base: '2xl', md: '3xl' }}
          textAlign="center"
          mb="10"
        >
          What We Build
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {items.map((item) => (
            <Card.Root as="li" key={item}>
              <Card.Body py={{ base: '4', md: '6' }}>
                <HStack gap="3" align="flex-start">
                  <Box color="green.600" _dark={{ color: 'green.400' }} pt="1">
                    <Icon name="check" />
                  </Box>
                  <Text fontWeight="medium">{item}</Text>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

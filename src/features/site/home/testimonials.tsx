import { Box, Card, Container, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Icon } from '../components/icons';
import { SectionHeader } from '../components/section-header';
import { HOME_DEFAULTS, type HomeContent, textOr } from '../content/home-defaults';

export function Testimonials({ content }: { content: HomeContent }) {
  const section = content?.testimonials.content;
  const defaults = HOME_DEFAULTS.testimonials;
  const testimonials = section?.testimonials ?? [];
  if (content && testimonials.length === 0) return null;
  return (
    <Box
      as="section"
      aria-labelledby="testimonials-title"
      py={{ base: '14', md: '24' }}
      bg="bg.subtle"
    >
      <Container maxW="7xl">
        <SectionHeader
          id="testimonials-title"
          title={textOr(section?.title, defaults.title)}
          subtitle={textOr(section?.subtitle, defaults.subtitle)}
        />
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {testimonials.map((testimonial) => (
            <Card.Root as="li" key={testimonial.id} h="full">
              <Card.Body gap="5">
                <Box color="brand.solid">
                  <Icon name="quote" size="28" />
                </Box>
                <Text as="blockquote" fontSize="md" flex="1">
                  {testimonial.quote}
                </Text>
                <HStack gap="3">
                  <Image
                    src={testimonial.image}
                    alt={testimonial.author}
                    htmlWidth="56"
                    htmlHeight="56"
                    w="56px"
                    h="56px"
                    rounded="full"
                    fit="cover"
                    loading="lazy"
                    bg="bg.muted"
                  />
                  <Stack gap="0" minW="0">
                    <Text fontWeight="semibold">{testimonial.author}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {[testimonial.role, testimonial.company].filter(Boolean).join(', ')}
                    </Text>
                  </Stack>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

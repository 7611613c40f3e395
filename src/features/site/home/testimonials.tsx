import { Box, Card, Container, SimpleGrid } from '@chakra-ui/react';
import type { Testimonial } from '../../../contract/entities';
import { Icon } from '../components/icons';
import { SectionHeader } from '../components/section-header';
import { HOME_DEFAULTS, type HomeContent, textOr } from '../content/home-defaults';

// A card's contents are plain elements styled from the card, rather than seven
// styled components each.
const CARD = {
  '& > div:first-of-type': { color: 'brand.solid' },
  '& > blockquote': { fontSize: 'md', flex: '1' },
  '& > div:last-of-type': { display: 'flex', alignItems: 'center', gap: '3' },
  '& img': {
    width: '56px',
    height: '56px',
    borderRadius: 'full',
    objectFit: 'cover',
    bg: 'bg.muted',
  },
  '& > div:last-of-type > div': { minWidth: '0' },
  '& p:first-of-type': { fontWeight: 'semibold' },
  '& p:last-of-type': { fontSize: 'sm', color: 'fg.muted' },
} as const;

/** The testimonials section: the homepage content's, or `fallback` when it could not be loaded. */
export function Testimonials({
  content,
  fallback,
}: {
  content: HomeContent;
  fallback?: readonly Testimonial[];
}) {
  const section = content?.testimonials.content;
  const defaults = HOME_DEFAULTS.testimonials;
  const testimonials = section?.testimonials ?? fallback ?? [];
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
              <Card.Body gap="5" css={CARD}>
                <div>
                  <Icon name="quote" size="28" />
                </div>
                <blockquote>{testimonial.quote}</blockquote>
                <div>
                  <img src={testimonial.image} alt="" width="56" height="56" loading="lazy" />
                  <div>
                    <p>{testimonial.author}</p>
                    <p>{[testimonial.role, testimonial.company].filter(Boolean).join(', ')}</p>
                  </div>
                </div>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

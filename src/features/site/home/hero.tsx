import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { isImageRef } from '../../../contract/fields';
import { useLeadDialogs } from '../../leads/lead-dialogs';
import { Icon } from '../components/icons';
import { HOME_DEFAULTS, type HomeContent, textOr } from '../content/home-defaults';

// The CMS's image: a path on this site or an https URL, as its field takes
// (and as the team's and portfolio's images are shown); else the default.
const imageOf = (url: string) => (isImageRef(url) ? url : '');

const PROMISES = ['Senior engineers only', 'Weekly working releases', 'Reply within 24 hours'];

export function Hero({ content }: { content: HomeContent }) {
  const { openConsultation, openContact } = useLeadDialogs();
  const hero = content?.hero.content;
  const defaults = HOME_DEFAULTS.hero;
  const background = imageOf(textOr(hero?.backgroundImage, '')) || defaults.backgroundImage;
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      position="relative"
      bg="ink"
      color="white"
      overflow="hidden"
      minH={{ base: 'auto', md: '560px' }}
      display="flex"
      alignItems="center"
      py={{ base: '16', md: '24' }}
    >
      {/* The image is an element, never text inside CSS: an address from the CMS
          cannot add style rules or fetch anything but itself. It covers the
          section as the background did, under the same tint. */}
      <Box
        asChild
        position="absolute"
        inset="0"
        w="full"
        h="full"
        objectFit="cover"
        objectPosition="center"
      >
        {/* Its intrinsic size as attributes (Chakra would read width and height as styles). */}
        <img src={background} alt="" width={1600} height={900} />
      </Box>
      <Box
        aria-hidden
        position="absolute"
        inset="0"
        bgImage="linear-gradient(120deg, rgba(11,27,63,0.94) 30%, rgba(38,35,128,0.78))"
      />
      <Container maxW="7xl" position="relative">
        <Stack gap="6" maxW="3xl">
          <Text
            color="amber.400"
            fontWeight="semibold"
            letterSpacing="wider"
            textTransform="uppercase"
            fontSize="sm"
          >
            Software engineering studio
          </Text>
          <Heading as="h1" id="hero-title" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.05">
            {textOr(hero?.headline, defaults.headline)}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900">
            {textOr(hero?.subtext, defaults.subtext)}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4" pt="2">
            <Button
              size="xl"
              bg="amber.400"
              color="ink"
              _hover={{ bg: 'amber.500' }}
              onClick={openConsultation}
            >
              {textOr(hero?.ctaText, defaults.ctaText)}
              <Icon name="arrowRight" />
            </Button>
            <Button
              size="xl"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.600"
              _hover={{ bg: 'whiteAlpha.200' }}
              onClick={() => openContact()}
            >
              Start Your Project
            </Button>
          </Stack>
          <HStack gap={{ base: '4', md: '8' }} flexWrap="wrap" color="whiteAlpha.800" fontSize="sm">
            {PROMISES.map((promise) => (
              <HStack key={promise} gap="2">
                <Box color="amber.400">
                  <Icon name="check" />
                </Box>
                <Text>{promise}</Text>
              </HStack>
            ))}
            <Link to="/case-studies" style={{ textDecoration: 'underline' }}>
              See our case studies
            </Link>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}

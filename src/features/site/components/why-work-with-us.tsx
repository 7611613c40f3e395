import { Box, Card, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Icon, type IconName } from './icons';

const FEATURES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'star',
    title: 'Senior Experts',
    text: 'Engineers with years of production experience lead every engagement.',
  },
  {
    icon: 'calendar',
    title: 'Agile Delivery',
    text: 'Two-week sprints with a working demo at the end of each one.',
  },
  {
    icon: 'check',
    title: 'Quality Built In',
    text: 'Code review, automated tests and security checks on every change.',
  },
  {
    icon: 'chat',
    title: 'Clear Communication',
    text: 'A dedicated lead, shared backlog and weekly progress reports.',
  },
];

/** How Brightline Labs works, the same on every service and technology page. */
export function WhyWorkWithUs() {
  return (
    <Box as="section" aria-labelledby="why-us-title" bg="bg.subtle" py={{ base: '12', md: '20' }}>
      <Container maxW="7xl">
        <Heading
          as="h2"
          id="why-us-title"
          fontSize={{ base: '2xl', md: '3xl' }}
          textAlign="center"
          mb="10"
        >
          Why Work With Us
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {FEATURES.map((feature) => (
            <Card.Root key={feature.title}>
              <Card.Body gap="3">
                <Box color="brand.fg">
                  <Icon name={feature.icon} size="24" />
                </Box>
                <Heading as="h3" fontSize="lg">
                  {feature.title}
                </Heading>
                <Text color="fg.muted">{feature.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

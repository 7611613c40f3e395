import { Box, Button, Card, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { splitList } from '../../../contract/lists';
import { useLeadDialogs } from '../../leads/lead-dialogs';
import { Icon, type IconName } from '../components/icons';
import { SectionHeader } from '../components/section-header';
import { HOME_DEFAULTS, type HomeContent, textOr } from '../content/home-defaults';

interface LeadCard {
  icon: IconName;
  title: string;
  text: string;
  open: () => void;
}

export function LeadCapture({ content }: { content: HomeContent }) {
  const { openCostCalculator, openNewsletter, openFreeAudit } = useLeadDialogs();
  const section = content?.['lead-capture'].content;
  const defaults = HOME_DEFAULTS.leadCapture;
  const buttons = splitList(section?.ctaButtons ?? '');
  const cards: LeadCard[] = [
    {
      icon: 'calendar',
      title: 'Project Cost Calculator',
      text: 'Answer a few questions about scope, complexity and timeline, and receive a detailed project estimate within 24 hours.',
      open: openCostCalculator,
    },
    {
      icon: 'mail',
      title: 'Tech Insights Newsletter',
      text: 'Join 5,000+ founders and engineering leaders who get our weekly notes on architecture, AI and delivery.',
      open: openNewsletter,
    },
    {
      icon: 'check',
      title: 'Free Technical Audit',
      text: 'We review up to 30 pages of your site for performance, security and accessibility, with a report within 48 hours.',
      open: openFreeAudit,
    },
  ];
  return (
    <Box as="section" aria-labelledby="lead-capture-title" py={{ base: '14', md: '24' }}>
      <Container maxW="7xl">
        <SectionHeader
          id="lead-capture-title"
          title={textOr(section?.title, defaults.title)}
          subtitle={textOr(section?.description, defaults.description)}
        />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {cards.map((card, index) => (
            <Card.Root key={card.title} variant="elevated" h="full">
              <Card.Body gap="4" alignItems="flex-start">
                <Box p="3" rounded="lg" bg="brand.subtle" color="brand.fg">
                  <Icon name={card.icon} size="24" />
                </Box>
                <Heading as="h3" fontSize="xl">
                  {card.title}
                </Heading>
                <Text color="fg.muted" flex="1">
                  {card.text}
                </Text>
              </Card.Body>
              <Card.Footer>
                <Button colorPalette="brand" w="full" onClick={card.open}>
                  {buttons[index] ?? defaults.ctaButtons[index]}
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

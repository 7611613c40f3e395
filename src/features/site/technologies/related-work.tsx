import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Heading,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { CaseStudy, PortfolioItem } from '../../../contract/entities';
import { CaseStudyCard } from '../case-studies/case-study-card';
import { SectionHeader } from '../components/section-header';
import { SiteImage } from '../components/site-image';
import { TechBadges } from '../components/tech-badges';

interface RelatedWorkProps {
  caseStudies: CaseStudy[];
  portfolio: PortfolioItem[];
}

function PortfolioCard({ item }: { item: PortfolioItem }) {
  return (
    <Card.Root as="li" overflow="hidden" h="full">
      <SiteImage src={item.imageUrl} alt={item.title} width={640} height={400} />
      <Card.Body gap="3">
        <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start">
          {item.category}
        </Badge>
        <Heading as="h4" fontSize="lg">
          {item.title}
        </Heading>
        <Text color="fg.muted" flex="1">
          {item.description}
        </Text>
        <TechBadges technologies={item.technologies} />
      </Card.Body>
    </Card.Root>
  );
}

/** The case studies and portfolio projects that use a technology, or a note that none is public. */
export function RelatedWork({ caseStudies, portfolio }: RelatedWorkProps) {
  const none = caseStudies.length === 0 && portfolio.length === 0;
  return (
    <Box as="section" aria-labelledby="related-work-title" py={{ base: '12', md: '20' }}>
      <Container maxW="7xl">
        <SectionHeader
          id="related-work-title"
          title="Work We Have Delivered"
          subtitle="Published client work built on this stack."
        />
        {none ? (
          <Stack align="center" textAlign="center" gap="5" maxW="2xl" mx="auto">
            <Text color="fg.muted" fontSize="lg">
              None of our published case studies or portfolio projects features this stack yet. Much
              of our work is under non-disclosure agreements: ask us and we will walk you through
              comparable projects in a call.
            </Text>
            <Button asChild colorPalette="brand" variant="outline">
              <Link to="/case-studies">Browse All Case Studies</Link>
            </Button>
          </Stack>
        ) : (
          <Stack gap={{ base: '12', md: '16' }}>
            {caseStudies.length > 0 ? (
              <Box>
                <Heading as="h3" fontSize="2xl" mb="6">
                  Case Studies
                </Heading>
                <SimpleGrid
                  as="ul"
                  listStyleType="none"
                  columns={{ base: 1, md: 2, lg: 3 }}
                  gap="8"
                >
                  {caseStudies.map((study) => (
                    <CaseStudyCard key={study.id} study={study} />
                  ))}
                </SimpleGrid>
              </Box>
            ) : null}
            {portfolio.length > 0 ? (
              <Box>
                <Heading as="h3" fontSize="2xl" mb="6">
                  From Our Portfolio
                </Heading>
                <SimpleGrid
                  as="ul"
                  listStyleType="none"
                  columns={{ base: 1, md: 2, lg: 3 }}
                  gap="8"
                >
                  {portfolio.map((item) => (
                    <PortfolioCard key={item.id} item={item} />
                  ))}
                </SimpleGrid>
                <Button asChild colorPalette="brand" variant="outline" mt="8">
                  <Link to="/portfolio">View the Full Portfolio</Link>
                </Button>
              </Box>
            ) : null}
          </Stack>
        )}
      </Container>
    </Box>
  );
}

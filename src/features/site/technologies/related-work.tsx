import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CaseStudy, PortfolioItem } from '../../../contract/entities';
import { CaseStudyCard } from '../case-studies/case-study-card';
import { PortfolioCard } from '../components/portfolio-card';
import { SectionHeader } from '../components/section-header';

interface RelatedWorkProps {
  caseStudies: CaseStudy[];
  portfolio: PortfolioItem[];
}

/** One kind of work under its heading, three to a row on a desktop. */
function WorkGrid({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Heading as="h3" fontSize="2xl" mb="6">
        {title}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="8">
        {children}
      </SimpleGrid>
    </Box>
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
              <WorkGrid title="Case Studies">
                {caseStudies.map((study) => (
                  <CaseStudyCard key={study.id} study={study} />
                ))}
              </WorkGrid>
            ) : null}
            {portfolio.length > 0 ? (
              <Box>
                <WorkGrid title="From Our Portfolio">
                  {portfolio.map((item) => (
                    <PortfolioCard key={item.id} item={item} as="h4" size="lg" />
                  ))}
                </WorkGrid>
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

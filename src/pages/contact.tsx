import { Box, Card, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { SERVICE_INTERESTS } from '../contract/options';
import { ContactForm } from '../features/leads/contact-form';
import { Icon, type IconName } from '../features/site/components/icons';
import { PageHero } from '../features/site/components/page-hero';
import { SectionHeader } from '../features/site/components/section-header';
import { SocialLinks } from '../features/site/components/social-links';
import { usePageMeta } from '../lib/page-meta';

const DETAILS: { icon: IconName; title: string; lines: string[] }[] = [
  { icon: 'phone', title: 'Phone', lines: ['+1 (555) 014-2024'] },
  { icon: 'mail', title: 'Email', lines: ['hello@brightlinelabs.dev'] },
  {
    icon: 'mapPin',
    title: 'Office',
    lines: [
      '500 Market Street, Suite 1200',
      'San Francisco, CA 94105',
      'Visits by appointment only',
    ],
  },
  { icon: 'clock', title: 'Office Hours', lines: ['Mon-Fri 9AM-6PM EST'] },
];

const FAQ = [
  {
    question: 'How long does a typical project take?',
    answer:
      'Simple projects usually take 2-4 weeks. More complex platforms take 3-6 months or more, depending on scope and integrations. We agree on a timeline with milestones before any work starts.',
  },
  {
    question: 'Do you provide ongoing support after launch?',
    answer:
      'Yes. We offer maintenance and support plans that cover monitoring, security updates, bug fixes and continued feature development, so your product keeps improving after launch.',
  },
  {
    question: 'What technologies do you work with?',
    answer:
      'Our engineers work across modern stacks: React, Angular and Vue on the front end; Node.js, Go, Java, .NET and Python on the back end; iOS, Android and React Native for mobile; and AWS, Azure and Google Cloud for infrastructure.',
  },
  {
    question: 'How do you ensure quality?',
    answer:
      'Every feature goes through code review and automated tests, and our QA engineers run functional, performance and security testing before each release. You see progress in weekly demos.',
  },
];

const isServiceInterest = (value: string | null): value is string =>
  SERVICE_INTERESTS.some((option) => option.value === value);

export function Component() {
  usePageMeta(
    'Contact Us',
    'Tell Brightline Labs about your project. We respond to every enquiry within 24 hours.',
  );
  const [params] = useSearchParams();
  const service = params.get('service');
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Let's Talk About Your Project"
        subtitle="Tell us what you want to build. A senior engineer will get back to you within 24 hours."
      />
      <Container maxW="7xl" py={{ base: '12', md: '20' }}>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap={{ base: '10', lg: '14' }}>
          <Stack gap="6" minW="0">
            <Heading as="h2" fontSize="2xl">
              Get in Touch
            </Heading>
            <Text color="fg.muted">
              Prefer to talk first? Call or email us, or fill in the form and we will respond within
              24 hours.
            </Text>
            <Stack as="ul" listStyleType="none" gap="5">
              {DETAILS.map((detail) => (
                <HStack as="li" key={detail.title} gap="4" align="flex-start">
                  <Box p="3" rounded="lg" bg="brand.subtle" color="brand.fg">
                    <Icon name={detail.icon} size="20" />
                  </Box>
                  <Stack gap="0.5" minW="0">
                    <Text fontWeight="semibold">{detail.title}</Text>
                    {detail.lines.map((line) => (
                      <Text key={line} color="fg.muted">
                        {line}
                      </Text>
                    ))}
                  </Stack>
                </HStack>
              ))}
            </Stack>
            <Stack gap="2">
              <Text fontWeight="semibold">Follow Us</Text>
              <SocialLinks />
            </Stack>
          </Stack>
          <Card.Root minW="0">
            <Card.Body>
              <Heading as="h2" fontSize="2xl" mb="6">
                Send Us a Message
              </Heading>
              <ContactForm
                defaultServiceInterest={isServiceInterest(service) ? service : undefined}
              />
            </Card.Body>
          </Card.Root>
        </Grid>
      </Container>
      <Box as="section" aria-labelledby="faq-title" bg="bg.subtle" py={{ base: '14', md: '20' }}>
        <Container maxW="4xl">
          <SectionHeader
            id="faq-title"
            title="Frequently Asked Questions"
            subtitle="Quick answers to what clients ask us most."
          />
          <Stack gap="4">
            {FAQ.map((item) => (
              <Card.Root key={item.question}>
                <Card.Body gap="2">
                  <Heading as="h3" fontSize="lg">
                    {item.question}
                  </Heading>
                  <Text color="fg.muted">{item.answer}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        </Container>
      </Box>
    </>
  );
}

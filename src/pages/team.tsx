import {
  Box,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  IconButton,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTeam } from '../api/public-content';
import type { TeamMember } from '../contract/entities';
import { CtaBand } from '../features/site/components/cta-band';
import { EmptyState } from '../features/site/components/empty-state';
import { Icon } from '../features/site/components/icons';
import { LoadingState } from '../features/site/components/loading-state';
import {
  ListNotAvailableOffline,
  useOfflineMiss,
} from '../features/site/components/not-available-offline';
import { PageHero } from '../features/site/components/page-hero';
import { SectionHeader } from '../features/site/components/section-header';
import { SiteImage } from '../features/site/components/site-image';
import { usePageMeta } from '../lib/page-meta';

const WHY_CHOOSE = [
  {
    value: '10+ Years Experience',
    text: 'A decade of shipping software for startups and established companies.',
  },
  {
    value: '50+ Expert Engineers',
    text: 'Senior engineers, designers and data specialists, no juniors learning on your budget.',
  },
  {
    value: '24/7 Support',
    text: 'Production support around the clock for the systems we run with you.',
  },
];

const VALUES = [
  {
    title: 'Innovation',
    text: 'We pick the simplest technology that solves the problem, and stay curious about what comes next.',
  },
  {
    title: 'Quality',
    text: 'Automated tests, code review and observability are part of every feature, not an afterthought.',
  },
  {
    title: 'Collaboration',
    text: 'We work in the open with your team: shared backlogs, weekly demos and honest estimates.',
  },
  {
    title: 'Growth',
    text: 'We leave your team stronger, with documentation and skills that outlast the engagement.',
  },
];

function ProfileLink({
  href,
  label,
  icon,
}: {
  href: string;
  label: string;
  icon: 'linkedin' | 'github';
}) {
  return (
    <IconButton asChild variant="ghost" size="sm" rounded="full">
      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
        <Icon name={icon} size="18" />
      </a>
    </IconButton>
  );
}

function MemberCard({ member }: { member: TeamMember }) {
  return (
    <Card.Root as="li" overflow="hidden" h="full">
      <SiteImage
        src={member.imageUrl}
        alt={`Portrait of ${member.name}`}
        width={400}
        height={400}
      />
      <Card.Body gap="2">
        {/* The grid sits right under the page's h1. */}
        <Heading as="h2" fontSize="lg">
          {member.name}
        </Heading>
        <Text color="brand.fg" fontWeight="medium" fontSize="sm">
          {member.role}
        </Text>
        <Text color="fg.muted" fontSize="sm" flex="1">
          {member.description}
        </Text>
        {member.linkedinUrl || member.githubUrl ? (
          <HStack gap="1" pt="2">
            {member.linkedinUrl ? (
              <ProfileLink
                href={member.linkedinUrl}
                label={`${member.name} on LinkedIn`}
                icon="linkedin"
              />
            ) : null}
            {member.githubUrl ? (
              <ProfileLink
                href={member.githubUrl}
                label={`${member.name} on GitHub`}
                icon="github"
              />
            ) : null}
          </HStack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

export function Component() {
  usePageMeta('Our Team', 'Meet the engineers, designers and data specialists of Brightline Labs.');
  const read = useTeam();
  const { data, isPending } = read;
  const offline = useOfflineMiss(read);
  const team = data ?? [];
  return (
    <>
      <PageHero
        eyebrow="Our Team"
        title="The People Behind the Work"
        subtitle="Senior engineers, designers and data specialists who care about building software that lasts."
      />
      <Box as="section" aria-label="Team members" py={{ base: '12', md: '20' }}>
        <Container maxW="7xl">
          {isPending ? (
            <LoadingState label="Loading team" placement="section" />
          ) : offline ? (
            <ListNotAvailableOffline />
          ) : team.length === 0 ? (
            <EmptyState
              title="Team Information Coming Soon"
              description="We are updating our team profiles. In the meantime, we would love to hear from you."
            >
              <Button asChild colorPalette="brand">
                <Link to="/contact">Contact Us</Link>
              </Button>
            </EmptyState>
          ) : (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
              {team.map((member) => (
                <MemberCard key={member.id} member={member} />
              ))}
            </SimpleGrid>
          )}
        </Container>
      </Box>
      <Box as="section" aria-labelledby="why-title" bg="bg.subtle" py={{ base: '14', md: '20' }}>
        <Container maxW="7xl">
          <SectionHeader
            id="why-title"
            title="Why Choose Brightline Labs"
            subtitle="Experience you can check, a team you can meet and support you can count on."
          />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" textAlign="center">
            {WHY_CHOOSE.map((item) => (
              <Stack key={item.value} gap="2" p="6" rounded="xl" bg="bg" borderWidth="1px">
                <Heading as="h3" fontSize="xl" color="brand.fg">
                  {item.value}
                </Heading>
                <Text color="fg.muted">{item.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Box as="section" aria-labelledby="values-title" py={{ base: '14', md: '20' }}>
        <Container maxW="7xl">
          <SectionHeader
            id="values-title"
            title="Our Values"
            subtitle="The principles we hire for and work by."
          />
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {VALUES.map((value) => (
              <Card.Root key={value.title}>
                <Card.Body gap="2">
                  <Heading as="h3" fontSize="lg">
                    {value.title}
                  </Heading>
                  <Text color="fg.muted">{value.text}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <CtaBand
        title="Want to work with this team?"
        subtitle="Tell us about your project and meet the people who would build it."
        primary={{ label: 'Contact Us', href: '/contact' }}
        secondary={{ label: 'See Our Work', href: '/portfolio' }}
      />
    </>
  );
}

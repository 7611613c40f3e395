import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { blogQuery, portfolioQuery, servicesQuery, teamQuery } from '../../../api/queries';
import type { PortfolioItem, Service, TeamMember } from '../../../contract/entities';
import { CardGrid, ItemCard, TechBadges } from './item-cards';
import { PortfolioDialog } from './portfolio-dialog';
import { ServiceDialog } from './service-dialog';
import { TeamDialog } from './team-dialog';

export function ServicesTab() {
  const read = useQuery(servicesQuery());
  const data = read.data ?? [];
  const [editing, setEditing] = useState<Service | null>(null);
  return (
    <>
      <CardGrid read={read} count={data.length} label="services">
        {data.map((service) => (
          <ItemCard
            key={service.id}
            title={service.name}
            subtitle={`/${service.slug}`}
            action="Edit Service"
            onAction={() => setEditing(service)}
          >
            <Text fontSize="sm">{service.description}</Text>
            <TechBadges items={service.technologies} />
          </ItemCard>
        ))}
      </CardGrid>
      {editing ? (
        <ServiceDialog key={editing.id} service={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

export function TeamTab() {
  const read = useQuery(teamQuery());
  const data = read.data ?? [];
  const [editing, setEditing] = useState<TeamMember | null>(null);
  return (
    <>
      <CardGrid read={read} count={data.length} label="team members">
        {data.map((member) => (
          <ItemCard
            key={member.id}
            title={member.name}
            subtitle={member.role}
            image={{ src: member.imageUrl, alt: `Photo of ${member.name}` }}
            action="Edit Member"
            onAction={() => setEditing(member)}
          >
            <Text fontSize="sm" lineClamp={3}>
              {member.description}
            </Text>
          </ItemCard>
        ))}
      </CardGrid>
      {editing ? (
        <TeamDialog key={editing.id} member={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

export function PortfolioTab() {
  const read = useQuery(portfolioQuery());
  const data = read.data ?? [];
  const [editing, setEditing] = useState<PortfolioItem | null>(null);
  return (
    <>
      <CardGrid read={read} count={data.length} label="portfolio items">
        {data.map((item) => (
          <ItemCard
            key={item.id}
            title={item.title}
            subtitle={item.category}
            image={{ src: item.imageUrl, alt: item.title }}
            action="Edit Project"
            onAction={() => setEditing(item)}
          >
            <Text fontSize="sm" lineClamp={3}>
              {item.description}
            </Text>
            <TechBadges items={item.technologies} />
          </ItemCard>
        ))}
      </CardGrid>
      {editing ? (
        <PortfolioDialog key={editing.id} item={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

export function BlogTab() {
  const read = useQuery(blogQuery());
  const data = read.data ?? [];
  return (
    <CardGrid read={read} count={data.length} label="blog posts">
      {data.map((post) => (
        <ItemCard
          key={post.id}
          title={post.title}
          subtitle={`${post.category} · ${post.author}`}
          image={{ src: post.imageUrl, alt: post.title }}
          action="Edit Post"
          // Blog posts are not editable yet (spec section 2): the button does nothing.
          onAction={() => undefined}
        >
          <Text fontSize="sm" lineClamp={3}>
            {post.excerpt}
          </Text>
        </ItemCard>
      ))}
    </CardGrid>
  );
}

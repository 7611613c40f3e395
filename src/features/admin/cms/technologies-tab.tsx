import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { technologiesQuery } from '../../../api/queries';
import type { Technology } from '../../../contract/technologies';
import { CardGrid, ItemCard, TechBadges } from './item-cards';
import { TechnologyDialog } from './technology-dialog';

/** The technology pages (/services/{slug}), each with its edit dialog. */
export function TechnologiesTab() {
  const read = useQuery(technologiesQuery());
  const data = read.data ?? [];
  const [editing, setEditing] = useState<Technology | null>(null);
  return (
    <>
      <CardGrid read={read} count={data.length} label="technology pages">
        {data.map((technology) => (
          <ItemCard
            key={technology.id}
            title={technology.name}
            subtitle={`/services/${technology.slug}`}
            action="Edit Page"
            onAction={() => setEditing(technology)}
          >
            <Text fontSize="sm" lineClamp={3}>
              {technology.description}
            </Text>
            <TechBadges items={technology.ecosystem} />
          </ItemCard>
        ))}
      </CardGrid>
      {editing ? (
        <TechnologyDialog key={editing.id} technology={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

import { Badge, Button, Card, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { homepageQuery } from '../../../api/queries';
import { ReadState } from '../read-state';
import { SectionDialog } from './section-dialog';
import { SECTIONS, type SectionMeta } from './sections';

export function HomepageTab() {
  const read = useQuery(homepageQuery());
  const { data } = read;
  const [editing, setEditing] = useState<SectionMeta | null>(null);
  // No edit starts from the defaults while the content is not known: its save would replace it.
  if (read.isPending || read.isError) return <ReadState read={read} label="homepage content" />;
  const contentOf = (section: SectionMeta) =>
    (data?.[section.id] as { content?: Record<string, unknown> } | undefined)?.content;
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {SECTIONS.map((section) => {
          const preview = contentOf(section)?.[section.previewField];
          return (
            <Card.Root key={section.id} data-section={section.id}>
              <Card.Header>
                <Card.Title as="h2">{section.title}</Card.Title>
                <Card.Description>{section.description}</Card.Description>
              </Card.Header>
              <Card.Body gap="3">
                <Text fontSize="sm" color="fg.muted" lineClamp={2} data-testid="section-preview">
                  {typeof preview === 'string' && preview
                    ? preview
                    : section.defaults[section.previewField]}
                </Text>
                <HStack gap="1" wrap="wrap" aria-label="Editable fields">
                  {section.fields.map((field) => (
                    <Badge key={field.name} variant="subtle">
                      {field.name}
                    </Badge>
                  ))}
                </HStack>
              </Card.Body>
              <Card.Footer>
                <Button
                  size="sm"
                  colorPalette="brand"
                  onClick={() => setEditing(section)}
                  aria-label={`Edit Section: ${section.title}`}
                >
                  Edit Section
                </Button>
              </Card.Footer>
            </Card.Root>
          );
        })}
      </SimpleGrid>
      {editing ? (
        <SectionDialog
          section={editing}
          current={contentOf(editing)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

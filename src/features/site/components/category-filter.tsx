import { Button, Wrap } from '@chakra-ui/react';

interface CategoryFilterProps {
  allLabel: string;
  categories: string[];
  selected: string | null;
  onSelect: (category: string | null) => void;
  label: string;
}

/** One button per category plus "all"; the chosen one is pressed. */
export function CategoryFilter({
  allLabel,
  categories,
  selected,
  onSelect,
  label,
}: CategoryFilterProps) {
  const options: { value: string | null; text: string }[] = [
    { value: null, text: allLabel },
    ...categories.map((category) => ({ value: category, text: category })),
  ];
  return (
    <Wrap role="group" justify="center" gap="3" mb="10" aria-label={label}>
      {options.map((option) => {
        const active = option.value === selected;
        return (
          <Button
            key={option.text}
            size="sm"
            rounded="full"
            colorPalette="brand"
            variant={active ? 'solid' : 'outline'}
            // A category is CMS text: a long one wraps inside its button
            // instead of pushing the page wider than a phone.
            maxW="full"
            h="auto"
            minH="9"
            py="1.5"
            whiteSpace="normal"
            overflowWrap="anywhere"
            aria-pressed={active}
            onClick={() => onSelect(option.value)}
          >
            {option.text}
          </Button>
        );
      })}
    </Wrap>
  );
}

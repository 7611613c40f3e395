import { Box, Fieldset, RadioCard, SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import { fieldsetSlotRecipe, radioCardSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode, Ref } from 'react';

export interface Choice {
  value: string;
  label: ReactNode;
  detail?: ReactNode;
  /** Shown but not choosable; `hint` says why (it is part of the radio's name). */
  disabled?: boolean;
  hint?: string;
}

interface ChoiceCardsProps {
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  columns?: SimpleGridProps['columns'];
  /** Receives the first card's input, so a failed validation can focus the group. */
  inputRef?: Ref<HTMLInputElement>;
}

// Ark UI builds each card's element ids from its value, and an id reference
// list (aria-labelledby) splits on spaces: a value such as "9:00 AM" would
// name an element that does not exist. The cards' own values carry no space.
const cardValue = (value: string) => value.replaceAll(/\s/g, '_');

/** One choice among cards (radio buttons): a fieldset with its legend and error. */
export function ChoiceCards({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
  columns,
  inputRef,
}: ChoiceCardsProps) {
  return (
    <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
        {legend}
      </Fieldset.Legend>
      <RadioCard.Root
        recipe={radioCardSlotRecipe}
        name={name}
        value={value ? cardValue(value) : null}
        onValueChange={(details) =>
          onChange(choices.find((choice) => cardValue(choice.value) === details.value)?.value ?? '')
        }
        size="sm"
        align="center"
        aria-label={legend}
        colorPalette="brand"
      >
        <SimpleGrid columns={columns} gap="2">
          {choices.map((choice, index) => (
            <RadioCard.Item
              key={choice.value}
              value={cardValue(choice.value)}
              disabled={choice.disabled}
            >
              <RadioCard.ItemHiddenInput ref={index === 0 ? inputRef : undefined} />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  {/* The detail sits inside the text, so it is part of the radio's name ("Thu Mar 5"). */}
                  <RadioCard.ItemText display="flex" flexDirection="column" alignItems="center">
                    {choice.detail ? (
                      <Box as="span" fontSize="xs" fontWeight="normal" color="fg.muted">
                        {choice.detail}{' '}
                      </Box>
                    ) : null}
                    <span>{choice.label}</span>
                    {choice.hint ? (
                      <Box as="span" fontSize="xs" fontWeight="normal" color="fg.muted">
                        {' '}
                        {choice.hint}
                      </Box>
                    ) : null}
                  </RadioCard.ItemText>
                </RadioCard.ItemContent>
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

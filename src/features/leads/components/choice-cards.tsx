import { Box, Fieldset, RadioCard, SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import { fieldsetSlotRecipe, radioCardSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode, Ref } from 'react';
import { ChoiceError, ChoiceLegend } from './choice-legend';

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
  /** Marks the legend with the required asterisk and the choice as required. */
  required?: boolean;
  /**
   * Receives the input of the chosen card, or of the first card that can be
   * chosen, so a failed validation can focus the group.
   */
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
  required,
  inputRef,
}: ChoiceCardsProps) {
  const chosen = choices.findIndex((choice) => choice.value === value && !choice.disabled);
  const focusable = chosen >= 0 ? chosen : choices.findIndex((choice) => !choice.disabled);
  return (
    <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={Boolean(error)}>
      <ChoiceLegend legend={legend} required={required} />
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
        invalid={Boolean(error)}
        required={required}
        colorPalette="brand"
      >
        <SimpleGrid columns={columns} gap="2">
          {choices.map((choice, index) => (
            <RadioCard.Item
              key={choice.value}
              value={cardValue(choice.value)}
              disabled={choice.disabled}
              borderColor="border.field"
              // The chosen card is filled and edged in the brand's colour: the
              // field border given above would otherwise leave it grey, with
              // only the recipe's thin inner line to tell it apart.
              _checked={{ borderColor: 'colorPalette.solid', bg: 'colorPalette.subtle' }}
              _invalid={{ borderColor: 'border.error' }}
              // The card shows where the keyboard is, as every other control
              // does: the recipe's own focus is a faint tint.
              focusVisibleRing="outside"
            >
              {/* One Tab stop for the group, chosen or not; the arrows move within it. */}
              <RadioCard.ItemHiddenInput
                ref={index === focusable ? inputRef : undefined}
                tabIndex={index === focusable ? 0 : -1}
              />
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
      <ChoiceError error={error} />
    </Fieldset.Root>
  );
}

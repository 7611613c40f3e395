import { Checkbox, CheckboxGroup, Fieldset, SimpleGrid } from '@chakra-ui/react';
import { checkboxSlotRecipe, fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import type { Ref } from 'react';
import { ChoiceError, ChoiceLegend } from './choice-legend';

interface FeatureCheckboxesProps {
  legend: string;
  options: readonly { readonly value: string; readonly label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  helper?: string;
  /** Marks the legend with the required asterisk: at least one must be chosen. */
  required?: boolean;
  /** Receives the first checkbox, so a failed validation can focus the group. */
  inputRef?: Ref<HTMLInputElement>;
}

/** Several choices as checkboxes: a fieldset with its legend and error. */
export function FeatureCheckboxes({
  legend,
  options,
  value,
  onChange,
  error,
  helper,
  required,
  inputRef,
}: FeatureCheckboxesProps) {
  return (
    <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={Boolean(error)}>
      <ChoiceLegend legend={legend} required={required} />
      {helper ? <Fieldset.HelperText textStyle="xs">{helper}</Fieldset.HelperText> : null}
      <CheckboxGroup
        value={[...value]}
        onValueChange={onChange}
        invalid={Boolean(error)}
        colorPalette="brand"
      >
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
          {options.map((option, index) => (
            <Checkbox.Root
              recipe={checkboxSlotRecipe}
              key={option.value}
              value={option.value}
              size="sm"
            >
              <Checkbox.HiddenInput ref={index === 0 ? inputRef : undefined} />
              <Checkbox.Control borderColor="border.field" />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </CheckboxGroup>
      <ChoiceError error={error} />
    </Fieldset.Root>
  );
}

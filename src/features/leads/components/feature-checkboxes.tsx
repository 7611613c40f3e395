import { Checkbox, CheckboxGroup, Fieldset, SimpleGrid } from '@chakra-ui/react';
import { checkboxSlotRecipe, fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import type { Ref } from 'react';

interface FeatureCheckboxesProps {
  legend: string;
  options: readonly { readonly value: string; readonly label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  helper?: string;
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
  inputRef,
}: FeatureCheckboxesProps) {
  return (
    <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
        {legend}
      </Fieldset.Legend>
      {helper ? <Fieldset.HelperText>{helper}</Fieldset.HelperText> : null}
      <CheckboxGroup value={[...value]} onValueChange={onChange} colorPalette="brand">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
          {options.map((option, index) => (
            <Checkbox.Root
              recipe={checkboxSlotRecipe}
              key={option.value}
              value={option.value}
              size="sm"
            >
              <Checkbox.HiddenInput ref={index === 0 ? inputRef : undefined} />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </CheckboxGroup>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

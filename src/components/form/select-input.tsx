import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import type { Ref } from 'react';
import { INVALID, PHONE_FIELD_TEXT } from '../ui/input';

export type SelectOption = string | { readonly value: string; readonly label: string };

interface SelectInputProps extends Omit<NativeSelect.FieldProps, 'children'> {
  options: readonly SelectOption[];
  /** Shown first with the empty value, so "nothing chosen" is visible and invalid. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

const optionValue = (option: SelectOption) => (typeof option === 'string' ? option : option.value);
const optionLabel = (option: SelectOption) => (typeof option === 'string' ? option : option.label);

/**
 * A native select for a FormField: its label, aria-invalid and aria-describedby
 * come from the surrounding Field. Register it with react-hook-form like an input.
 */
export function SelectInput({ options, placeholder, ref, ...field }: SelectInputProps) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
      <NativeSelect.Field
        ref={ref}
        borderColor="border.field"
        _invalid={INVALID}
        fontSize={PHONE_FIELD_TEXT}
        colorPalette="brand"
        {...field}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={optionValue(option)} value={optionValue(option)}>
            {optionLabel(option)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator aria-hidden />
    </NativeSelect.Root>
  );
}

import { Input as ChakraInput, Textarea as ChakraTextarea } from '@chakra-ui/react';
import { inputRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

// Chakra's Input and Textarea with their recipes attached: the theme leaves
// them out because no input appears on the landing route (src/theme/index.ts).
// Their edge is the theme's field border, which stands out from the card behind;
// red while the field is invalid, as the recipe's own is (the border given here
// would otherwise hide it).

/** The edge of a field whose value is refused. */
export const INVALID = { borderColor: 'border.error' } as const;

/**
 * A field's text below the tablet width: 16 px, where the recipes' md size has
 * 14. Safari on an iPhone zooms the page in when a field with smaller text takes
 * the focus, and leaves it zoomed in, the form cut off at the sides.
 */
export const PHONE_FIELD_TEXT = { mdDown: 'md' } as const;

export function Input(props: ComponentProps<typeof ChakraInput>) {
  return (
    <ChakraInput
      recipe={inputRecipe}
      borderColor="border.field"
      _invalid={INVALID}
      fontSize={PHONE_FIELD_TEXT}
      colorPalette="brand"
      {...props}
    />
  );
}

export function Textarea(props: ComponentProps<typeof ChakraTextarea>) {
  return (
    <ChakraTextarea
      recipe={textareaRecipe}
      borderColor="border.field"
      _invalid={INVALID}
      fontSize={PHONE_FIELD_TEXT}
      colorPalette="brand"
      {...props}
    />
  );
}

import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Icon } from '../components/icons';

/** The mobile menu's trigger (also its placeholder while the menu's code loads). */
export function MenuIconButton(props: IconButtonProps) {
  return (
    <IconButton
      aria-label="Open menu"
      aria-haspopup="dialog"
      variant="ghost"
      size="sm"
      display={{ base: 'inline-flex', lg: 'none' }}
      {...props}
    >
      <Icon name="menu" size="22" />
    </IconButton>
  );
}

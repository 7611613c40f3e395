import { Button, type ButtonProps } from '@chakra-ui/react';
import { Icon } from '../components/icons';

/** The Services dropdown's trigger (also its placeholder while the menu's code loads). */
export function ServicesTriggerButton({ active, ...rest }: ButtonProps & { active: boolean }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      fontWeight="medium"
      color={active ? 'brand.fg' : 'fg'}
      bg={active ? 'brand.subtle' : undefined}
      aria-haspopup="menu"
      aria-current={active ? 'page' : undefined}
      {...rest}
    >
      Services
      <Icon name="chevronDown" />
    </Button>
  );
}

import { ModalTitle, type TitleProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The heading of a registry modal. Rendered inside the modal body, it still names the dialog
 * (Mantine links it with aria-labelledby).
 */
export function ModalHeading({ children, ...props }: { children: ReactNode } & Pick<TitleProps, 'ta'>) {
  return (
    <ModalTitle fz={22} fw={800} lh={1.25} ta="center" {...props}>
      {children}
    </ModalTitle>
  );
}

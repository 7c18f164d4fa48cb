import { Title, type TitleProps } from '@mantine/core';

/** The one page heading style, an h2, so pages read consistently to screen readers. */
export function PageTitle({ children, order = 2, ...rest }: TitleProps) {
  return (
    <Title order={order} mb="md" {...rest}>
      {children}
    </Title>
  );
}

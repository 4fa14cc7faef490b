import { Alert, Button } from '@mantine/core';

/**
 * A part of a page that could not be loaded, with Try Again. Where the message names what is missing
 * (`Unable to load posts.`), it can stand alone: `title={null}`.
 */
export function LoadError({
  onRetry,
  title = 'Something went wrong',
  children,
}: {
  onRetry: () => void;
  title?: string | null;
  children?: string;
}) {
  return (
    <Alert color="red" variant="light" title={title}>
      {children ?? 'We could not load this just now.'}{' '}
      <Button size="xs" variant="light" color="red" ml="xs" onClick={onRetry}>
        Try Again
      </Button>
    </Alert>
  );
}

import { Alert, Button } from '@mantine/core';

/** A part of a page that could not be loaded, with Try Again. */
export function LoadError({ onRetry, children }: { onRetry: () => void; children?: string }) {
  return (
    <Alert color="red" variant="light" title="Something went wrong">
      {children ?? 'We could not load this just now.'}{' '}
      <Button size="xs" variant="light" color="red" ml="xs" onClick={onRetry}>
        Try Again
      </Button>
    </Alert>
  );
}

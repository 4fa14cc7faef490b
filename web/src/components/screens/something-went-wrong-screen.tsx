import { Button } from '@mantine/core';
import { BigCode, StatusScreen } from './status-screen';

/** Try Again runs `onRetry` (e.g. a query's refetch) or, without one, reloads the page. */
export function SomethingWentWrongScreen({ onRetry }: { onRetry?: () => void }) {
  return (
    <StatusScreen
      art={<BigCode>Oops!</BigCode>}
      title="Something went wrong"
      action={
        <Button size="md" variant="gradient" mt="sm" onClick={onRetry ?? (() => window.location.reload())}>
          Try Again
        </Button>
      }
    >
      We could not load this page. Please try again in a moment.
    </StatusScreen>
  );
}

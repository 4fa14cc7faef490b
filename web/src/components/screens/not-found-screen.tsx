import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import { BigCode, StatusScreen } from './status-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotFoundScreen() {
  useDocumentTitle('Page Not Found');
  const navigate = useNavigate();
  return (
    <StatusScreen
      art={<BigCode>404</BigCode>}
      title="Page Not Found"
      action={
        <Button size="md" variant="gradient" mt="sm" onClick={() => navigate('/')}>
          BACK TO HOME
        </Button>
      }
    >
      The page you are looking for does not exist, or it has moved.
    </StatusScreen>
  );
}

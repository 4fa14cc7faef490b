import { useParams } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';

export function HashtagPage() {
  const { tag = '' } = useParams();
  return <ComingSoon title={`#${tag}`}>Posts tagged #{tag} will appear here.</ComingSoon>;
}

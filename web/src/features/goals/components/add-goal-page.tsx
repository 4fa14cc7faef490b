import { ComingSoon } from '@/components/ui/coming-soon';

export function AddGoalPage() {
  return (
    <ComingSoon title="Add a goal">
      Soon you can set a goal, tell your supporters what it is for, and follow its progress here.
    </ComingSoon>
  );
}
